import { afterEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_LIMITS,
  type AccountLimiters,
  accountKey,
  createAccountLimiters,
} from "./account-limiters.server";

describe("per-account limits", () => {
  let limiters: AccountLimiters | undefined;
  afterEach(() => limiters?.close());

  it.each(["linkCreates", "qrPngs"] as const)(
    "%s: allows its limit per account per window, then refuses with a wait; other accounts are not affected",
    async (name) => {
      limiters = createAccountLimiters(undefined);
      const { limit, windowSeconds } = ACCOUNT_LIMITS[name];
      const limiter = limiters[name];
      for (let i = 0; i < limit; i++) expect((await limiter.hit(accountKey(1))).allowed).toBe(true);
      const refused = await limiter.hit(accountKey(1));
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
      expect((await limiter.hit(accountKey(2))).allowed).toBe(true);
    },
  );

  it("keeps each limit's count apart, and each server's", async () => {
    limiters = createAccountLimiters(undefined);
    const key = accountKey(99);
    for (let i = 0; i <= ACCOUNT_LIMITS.qrPngs.limit; i++) await limiters.qrPngs.hit(key);
    expect((await limiters.qrPngs.hit(key)).allowed).toBe(false);
    expect((await limiters.linkCreates.hit(key)).allowed).toBe(true);
    const another = createAccountLimiters(undefined);
    expect((await another.qrPngs.hit(key)).allowed).toBe(true);
    await another.close();
  });
});
