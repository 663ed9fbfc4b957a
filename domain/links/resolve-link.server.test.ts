import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { ActiveLinkRow } from "#db/queries/links.server";
import { LinkResolver, ResolverBusyError } from "./resolve-link.server";

const ROW: ActiveLinkRow = { id: 1, phone: "447911123456", message: "Hi there" };

/** A findMany that answers each key with `one(key)`. */
function each(one: (key: string) => Promise<ActiveLinkRow | null>) {
  return async (keys: readonly string[]) => {
    const found = new Map<string, ActiveLinkRow>();
    for (const key of keys) {
      const row = await one(key);
      if (row !== null) found.set(key, row);
    }
    return found;
  };
}

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
      findMany: each(async () => {
        queries++;
        return ROW;
      }),
    });
    const links = await Promise.all([resolver.load("abc"), resolver.load("abc"), resolver.load("abc")]);
    expect(queries).toBe(1);
    expect(links[0]).toMatchObject({ linkId: 1, location: "https://wa.me/447911123456?text=Hi%20there" });
    expect(resolver.cached("abc")).toBe(links[0]);
  });

  it("remembers unknown codes as missing", async () => {
    let queries = 0;
    const resolver = new LinkResolver({
      findMany: each(async () => {
        queries++;
        return null;
      }),
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
      findMany: each(() => {
        calls++;
        return calls === 1 ? first.promise : Promise.resolve(null);
      }),
    });
    const stale = resolver.load("abc");
    await new Promise((r) => setImmediate(r)); // the turn's batch has started its query
    resolver.invalidate("abc"); // e.g. removed while the first query was running
    first.resolve(ROW);
    await stale;
    expect(resolver.cached("abc")).toBeUndefined();
    expect(await resolver.load("abc")).toBeNull();
  });

  it("does not cache a failed query", async () => {
    let fail = true;
    const resolver = new LinkResolver({
      findMany: each(async () => {
        if (fail) throw new Error("down");
        return ROW;
      }),
    });
    await expect(resolver.load("abc")).rejects.toThrow("down");
    fail = false;
    expect((await resolver.load("abc"))?.linkId).toBe(1);
  });

  it("serves an expired link when the database fails (stale if error), never an invalidated or missing one", async () => {
    let fail = false;
    const resolver = new LinkResolver({
      findMany: each(async (key) => {
        if (fail) throw new Error("database down");
        return key === "gone" ? null : ROW;
      }),
      ttlMs: 1,
      staleMs: 1,
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

  it("reads the misses of one turn with one query, whatever their number", async () => {
    const batches: string[][] = [];
    const resolver = new LinkResolver({
      findMany: async (keys) => {
        batches.push([...keys]);
        return new Map(keys.filter((k) => k !== "nope").map((k) => [k, { ...ROW, id: Number(k.slice(1)) }]));
      },
      maxBatch: 3,
    });
    const links = await Promise.all(["a1", "b2", "c3", "a1", "nope", "d4"].map((k) => resolver.load(k)));
    expect(batches).toEqual([
      ["a1", "b2", "c3"],
      ["nope", "d4"],
    ]);
    expect(links.map((l) => l?.linkId ?? null)).toEqual([1, 2, 3, 1, null, 4]);
    expect(resolver.cached("nope")).toBeNull();
  });

  it("with its queries all running, sends the misses that arrive meanwhile together in the next one", async () => {
    const batches: string[][] = [];
    const release: Array<() => void> = [];
    const resolver = new LinkResolver({
      findMany: async (keys) => {
        batches.push([...keys]);
        await new Promise<void>((r) => release.push(r));
        return new Map(keys.map((k) => [k, { ...ROW, id: Number(k.slice(1)) }]));
      },
      maxConcurrent: 1,
    });
    const first = resolver.load("a1");
    await new Promise((r) => setImmediate(r)); // a1's query is running
    // Three more turns of misses while it runs: one query for all of them once it ends, not three.
    const later: Array<Promise<unknown>> = [];
    for (const key of ["b2", "c3", "d4"]) {
      later.push(resolver.load(key));
      await new Promise((r) => setImmediate(r));
    }
    expect(batches).toEqual([["a1"]]);
    release.shift()?.();
    await first;
    for (let turn = 0; turn < 3 && batches.length < 2; turn++) await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([["a1"], ["b2", "c3", "d4"]]);
    release.shift()?.();
    expect((await Promise.all(later)).map((l) => (l as { linkId: number }).linkId)).toEqual([2, 3, 4]);
  });

  it("serves a link past half its life while one read replaces it (stale while revalidate)", async () => {
    let phone = "447911123456";
    let queries = 0;
    const resolver = new LinkResolver({
      findMany: each(async () => {
        queries++;
        return { ...ROW, phone, message: null };
      }),
      ttlMs: 400,
    });
    await resolver.load("abc");
    phone = "12025550143"; // changed elsewhere, with no invalidation heard
    await new Promise((r) => setTimeout(r, 250));
    // Served at once from the cache, and read again once however many requests come.
    expect(resolver.cached("abc")?.location).toBe("https://wa.me/447911123456");
    expect(resolver.cached("abc")?.location).toBe("https://wa.me/447911123456");
    await new Promise((r) => setTimeout(r, 10));
    expect(queries).toBe(2);
    expect(resolver.cached("abc")?.location).toBe("https://wa.me/12025550143");
  });

  it("never serves an answer older than its TTL without reading again (a lost invalidation's bound)", async () => {
    let phone = "447911123456";
    const resolver = new LinkResolver({
      findMany: each(async () => ({ ...ROW, phone, message: null })),
      ttlMs: 30,
    });
    await resolver.load("abc");
    phone = "12025550143"; // changed on another instance; its invalidation never arrives
    await new Promise((r) => setTimeout(r, 45));
    // Not one more request gets the old number: this one waits for the database.
    expect(resolver.cached("abc")).toBeUndefined();
    expect((await resolver.load("abc"))?.location).toBe("https://wa.me/12025550143");
  });

  it("forgets every running lookup when an invalidation arrives, so no code is pinned to an old answer", async () => {
    // The defect: an invalidation of any key during a query left the other keys of that query
    // in the in-flight map for ever, answering their old result to every later request.
    let exists = false;
    const release: Array<() => void> = [];
    const resolver = new LinkResolver({
      findMany: async (keys) => {
        const found = exists;
        await new Promise<void>((r) => release.push(r));
        return new Map(found ? keys.map((k) => [k, ROW] as const) : []);
      },
      negativeTtlMs: 0,
    });
    const probe = resolver.load("newcode"); // probed before it exists
    await new Promise((r) => setImmediate(r));
    resolver.invalidate("other-code"); // someone else's edit, while the probe's query runs
    release.shift()?.();
    expect(await probe).toBeNull();
    expect(resolver.pendingLookups).toBe(0);
    exists = true; // created (its own invalidation may go to another instance)
    await new Promise((r) => setTimeout(r, 2));
    const later = resolver.load("newcode");
    await new Promise((r) => setImmediate(r));
    release.shift()?.();
    expect((await later)?.linkId).toBe(1);
  });

  it("refuses lookups beyond its queue bound instead of holding them without limit", async () => {
    const resolver = new LinkResolver({
      findMany: () => new Promise(() => {}), // the database never answers
      maxConcurrent: 1,
      maxBatch: 2,
      maxQueued: 3,
    });
    const results = ["k1", "k2", "k3", "k4", "k5"].map((k) => resolver.load(k));
    for (const r of results) r.catch(() => {});
    await expect(results[3]).rejects.toBeInstanceOf(ResolverBusyError);
    await expect(results[4]).rejects.toBeInstanceOf(ResolverBusyError);
    await new Promise((r) => setImmediate(r)); // k1, k2 are running: two more may wait
    const more = ["k6", "k7", "k8"].map((k) => resolver.load(k));
    for (const r of more) r.catch(() => {});
    await expect(more[2]).rejects.toBeInstanceOf(ResolverBusyError);
    expect(resolver.pendingLookups).toBe(5);
  });

  it("keeps a waiter queued twice in one turn (load, invalidate, load) answered", async () => {
    const resolver = new LinkResolver({ findMany: each(async () => ROW) });
    const first = resolver.load("abc");
    resolver.invalidate("abc");
    const second = resolver.load("abc");
    expect((await first)?.linkId).toBe(1);
    expect((await second)?.linkId).toBe(1);
  });

  it("holds links up to a memory budget, dropping the least recently used", async () => {
    const resolver = new LinkResolver({ findMany: each(async () => ROW), maxBytes: 20_000 });
    for (let i = 0; i < 500; i++) await resolver.load(`code${i}`);
    const kept = Array.from({ length: 500 }, (_, i) => resolver.cached(`code${i}`)).filter(
      (l) => l !== undefined,
    );
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.length).toBeLessThan(150);
    expect(resolver.cached("code499")).toBeDefined();
    expect(resolver.cached("code0")).toBeUndefined();
  });

  it("holds a cached one-number link in under 280 bytes of heap, its strings included", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const n = 20_000;
    // Rows as the database hands them over: flat strings, one object per link.
    const rows = new Map<string, ActiveLinkRow>();
    for (let i = 0; i < n; i++) {
      const code = `l${i.toString(36).padStart(6, "0")}`;
      rows.set(code, { id: i, code, phone: `447400${String(i).padStart(6, "0")}`, message: `Order ${i}` });
    }
    const keys = [...rows.keys()];
    const resolver = new LinkResolver({
      findMany: async (wanted) => new Map(wanted.map((key) => [key, rows.get(key) as ActiveLinkRow])),
    });
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < n; i += 500)
      await Promise.all(keys.slice(i, i + 500).map((key) => resolver.load(key)));
    // What the cache keeps, not what the rows held: the rows go once read.
    rows.clear();
    gc();
    gc();
    const held = (process.memoryUsage().heapUsed - before) / n;
    expect(resolver.cached(keys[0] as string)?.location).toBe("https://wa.me/447400000000?text=Order%200");
    // ~295 bytes while a link kept its phone and message beside the wa.me address built from
    // them (in the server, where the key is not the row's own string, ~430 of a heap snapshot).
    expect(held).toBeLessThan(280);
  });
});
