import { describe, expect, it } from "vitest";
import type { ActiveLinkRow } from "#db/queries/links.server";
import { LinkResolver } from "./resolve-link.server";

const ROW: ActiveLinkRow = { id: 1, phone: "447911123456", message: "Hi there" };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("LinkResolver", () => {
  it("shares one query among concurrent misses and caches the wa.me address", async () => {
    let queries = 0;
    const resolver = new LinkResolver({
      find: async () => {
        queries++;
        return ROW;
      },
    });
    const links = await Promise.all([resolver.load("abc"), resolver.load("abc"), resolver.load("abc")]);
    expect(queries).toBe(1);
    expect(links[0]).toEqual({ linkId: 1, location: "https://wa.me/447911123456?text=Hi%20there" });
    expect(resolver.cached("abc")).toBe(links[0]);
  });

  it("remembers unknown codes as missing", async () => {
    let queries = 0;
    const resolver = new LinkResolver({
      find: async () => {
        queries++;
        return null;
      },
    });
    expect(await resolver.load("nope")).toBeNull();
    expect(resolver.cached("nope")).toBeNull();
    expect(await resolver.load("nope")).toBeNull();
    expect(queries).toBe(1);
  });

  it("does not re-cache what a query read before an invalidation", async () => {
    const first = deferred<ActiveLinkRow | null>();
    let calls = 0;
    const resolver = new LinkResolver({
      find: () => {
        calls++;
        return calls === 1 ? first.promise : Promise.resolve(null);
      },
    });
    const stale = resolver.load("abc");
    resolver.invalidate("abc"); // e.g. removed while the first query was running
    first.resolve(ROW);
    await stale;
    expect(resolver.cached("abc")).toBeUndefined();
    expect(await resolver.load("abc")).toBeNull();
  });

  it("does not cache a failed query", async () => {
    let fail = true;
    const resolver = new LinkResolver({
      find: async () => {
        if (fail) throw new Error("down");
        return ROW;
      },
    });
    await expect(resolver.load("abc")).rejects.toThrow("down");
    fail = false;
    expect((await resolver.load("abc"))?.linkId).toBe(1);
  });

  it("serves an expired link when the database fails (stale if error), never an invalidated or missing one", async () => {
    let fail = false;
    const resolver = new LinkResolver({
      find: async (key) => {
        if (fail) throw new Error("database down");
        return key === "gone" ? null : ROW;
      },
      ttlMs: 1,
      negativeTtlMs: 1,
    });
    const link = await resolver.load("abc");
    await resolver.load("other");
    expect(await resolver.load("gone")).toBeNull();
    await new Promise((r) => setTimeout(r, 20)); // every entry has expired
    expect(resolver.cached("abc")).toBeUndefined();
    fail = true;
    expect(await resolver.load("abc")).toEqual(link);
    resolver.invalidate("other");
    await expect(resolver.load("other")).rejects.toThrow("database down");
    await expect(resolver.load("gone")).rejects.toThrow("database down");
    await expect(resolver.load("never-seen")).rejects.toThrow("database down");
  });
});
