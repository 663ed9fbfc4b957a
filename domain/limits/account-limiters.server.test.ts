import { afterEach, describe, expect, it } from "vitest";
import {
  type AccountLimiters,
  accountKey,
  accountLimits,
  createAccountLimiters,
} from "./account-limiters.server";

const make = (qrPngsPerMinute = 12) =>
  createAccountLimiters({ redisUrl: undefined, keySecret: "test", qrPngsPerMinute });

describe("per-account limits", () => {
  let limiters: AccountLimiters | undefined;
  afterEach(() => limiters?.close());

  it.each(["linkCreates", "qrPngs", "qrSvgs"] as const)(
    "%s: allows its limit per account per window, then refuses with a wait; other accounts are not affected",
    async (name) => {
      const made = make();
      limiters = made;
      const { limit, windowSeconds } = accountLimits(12)[name];
      for (let i = 0; i < limit; i++) expect((await made[name].hit(accountKey(1))).allowed).toBe(true);
      const refused = await made[name].hit(accountKey(1));
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
      expect((await made[name].hit(accountKey(2))).allowed).toBe(true);
    },
  );

  it("keeps each limit's count apart, and each server's; the PNG allowance is configurable", async () => {
    const made = make(3);
    limiters = made;
    const key = accountKey(99);
    for (let i = 0; i < 3; i++) expect((await made.qrPngs.hit(key)).allowed).toBe(true);
    expect((await made.qrPngs.hit(key)).allowed).toBe(false);
    expect((await made.linkCreates.hit(key)).allowed).toBe(true);
    const another = make(3);
    expect((await another.qrPngs.hit(key)).allowed).toBe(true);
    await another.close();
  });
});
