import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { freshDataDir } from "../../tests/support/fresh-data-dir";
import { type CreateLinkDeps, createLink } from "./create-link.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/** A limiter that records the keys it is asked about and allows `allowed` of them. */
function countingLimiter(allowed: number) {
  const keys: string[] = [];
  const limiter = {
    hit: async (key: string) => {
      keys.push(key);
      return { allowed: keys.length <= allowed, retryAfterSeconds: keys.length <= allowed ? 0 : 42 };
    },
  } as Pick<RateLimiter, "hit"> as RateLimiter;
  return { limiter, keys };
}

/** The one creation operation: allowance first, then the checks, the store, the bus. */
describe("createLink", { timeout: 120_000 }, () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    dir = freshDataDir("chatlink-create-");
    database = await openDatabase({ dataDir: dir, databaseUrl: undefined, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function deps(perAddress = countingLimiter(10), perAccount = countingLimiter(10)) {
    const told: CacheInvalidation[] = [];
    const value: CreateLinkDeps = {
      db: database.db,
      invalidateLinks: async (message) => {
        told.push(message);
      },
      limiters: { perAddress: perAddress.limiter, perAccount: perAccount.limiter },
    };
    return { value, told, perAddress, perAccount };
  }
  const anonymous = { kind: "anonymous", address: "203.0.113.9", fingerprint: "f" } as const;

  it("stores a checked link, tells every instance of its code, and gives a claim token", async () => {
    const d = deps();
    const made = await createLink(d.value, {
      input: { phone: "+44 7911 123456", message: "Hi", alias: "Shop-Window" },
      creator: anonymous,
    });
    expect(made).toMatchObject({
      ok: true,
      link: { code: "Shop-Window", destination: { phone: "447911123456", message: "Hi" } },
    });
    expect(made.ok && typeof made.link.claimToken).toBe("string");
    expect(d.told).toEqual([{ kind: "link", codeKey: "shop-window" }]);
    expect(d.perAddress.keys).toEqual(["203.0.113.9"]);

    const again = await createLink(d.value, {
      input: { phone: "+44 7911 123456", alias: "shop-window" },
      creator: anonymous,
    });
    expect(again).toEqual({ ok: false, error: "alias_taken" });
    expect(d.told).toHaveLength(1);
  });

  it("answers a checked error code, and stores and tells nothing", async () => {
    const d = deps();
    expect(await createLink(d.value, { input: { phone: "12" }, creator: anonymous })).toMatchObject({
      ok: false,
      error: "invalid_phone",
    });
    expect(d.told).toEqual([]);
  });

  it("counts a member's creations for the maker's account, or the workspace when the maker is gone", async () => {
    const d = deps(countingLimiter(10), countingLimiter(0));
    for (const accountId of [7, null]) {
      const refused = await createLink(d.value, {
        input: { phone: "+44 7911 123456" },
        creator: { kind: "member", actor: { workspaceId: "ws_0123456789abcdef", accountId } },
      });
      expect(refused).toEqual({ ok: false, error: "rate_limited", retryAfterSeconds: 42 });
    }
    expect(d.perAccount.keys).toEqual(["account:7", "workspace:ws_0123456789abcdef"]);
    expect(d.perAddress.keys).toEqual([]);
    expect(d.told).toEqual([]);
  });
});
