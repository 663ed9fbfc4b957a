import { describe, expect, it } from "vitest";
import { ACCOUNT_CREATES_PER_HOUR, accountCreateLimiter } from "./account-create-limiter.server";

describe("per-account creation limit", () => {
  it("allows 300 creations an hour per account, then refuses with a wait; other accounts are not affected", async () => {
    const limiter = accountCreateLimiter(undefined);
    expect(accountCreateLimiter(undefined)).toBe(limiter);
    for (let i = 0; i < ACCOUNT_CREATES_PER_HOUR; i++)
      expect((await limiter.hit("account:1")).allowed).toBe(true);
    const refused = await limiter.hit("account:1");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await limiter.hit("account:2")).allowed).toBe(true);
  });
});
