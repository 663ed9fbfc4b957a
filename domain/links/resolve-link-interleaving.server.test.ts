import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActiveLinkRow } from "#db/queries/links.server";
import { LinkResolver } from "./resolve-link.server";

/**
 * Every interleaving of lookups, creations, edits, deletions, invalidations (local and through
 * the bus, delivered late) and database reads that fast-check can find, on one instance and on
 * two sharing a bus: no answer may outlive the change that made it wrong. TTLs are set to a day,
 * so only invalidation can make an answer right again: a stale answer here would be stale for ever.
 */

const KEYS = ["aaaaa", "bbbbb", "ccccc"] as const;
type Key = (typeof KEYS)[number];
const DAY = 86_400_000;

/** A link's destination encodes its version, so an answer tells which write it was read after. */
const locationOf = (version: number | null) =>
  version === null ? null : `https://wa.me/4479111234${version}`;

type Command =
  | { t: "load"; inst: number; key: Key }
  | { t: "write"; inst: number; key: Key; remove: boolean }
  | { t: "writeAll"; inst: number }
  | { t: "step"; pick: number }
  | { t: "deliver"; inst: number }
  | { t: "tick" };

const command = (instances: number): fc.Arbitrary<Command> => {
  const inst = fc.nat({ max: instances - 1 });
  const key = fc.constantFrom(...KEYS);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ t: fc.constant("load" as const), inst, key }) },
    {
      weight: 3,
      arbitrary: fc.record({ t: fc.constant("write" as const), inst, key, remove: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.record({ t: fc.constant("writeAll" as const), inst }) },
    { weight: 6, arbitrary: fc.record({ t: fc.constant("step" as const), pick: fc.nat() }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant("deliver" as const), inst }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant("tick" as const) }) },
  );
};

type Message = { kind: "link"; key: Key } | { kind: "all" };

async function run(instances: number, commands: Command[]): Promise<void> {
  const db = new Map<Key, number | null>(KEYS.map((k) => [k, null]));
  let version = 0;
  /** Database reads waiting to happen, then answers waiting to come back: advanced in random order. */
  const dbSteps: Array<() => void> = [];
  /** Per instance, the bus messages not yet delivered there (in order, like Redis pub/sub). */
  const inbox: Message[][] = Array.from({ length: instances }, () => []);
  const failures: string[] = [];

  const resolvers = Array.from(
    { length: instances },
    () =>
      new LinkResolver({
        ttlMs: DAY,
        negativeTtlMs: DAY,
        maxConcurrent: 2,
        maxBatch: 2,
        findMany: (keys) =>
          new Promise((resolve) => {
            dbSteps.push(() => {
              const rows = new Map<string, ActiveLinkRow>();
              for (const k of keys) {
                const v = db.get(k as Key);
                if (v !== null && v !== undefined)
                  rows.set(k, { id: 1, phone: `4479111234${v}`, message: null });
              }
              dbSteps.push(() => resolve(rows)); // the answer travels back later
            });
          }),
      }),
  );
  const apply = (inst: number, m: Message) =>
    m.kind === "all" ? resolvers[inst]?.clear() : resolvers[inst]?.invalidate(m.key);
  const caughtUp = (inst: number, key: Key) =>
    inbox[inst]?.every((m) => m.kind === "link" && m.key !== key) ?? true;
  const writesTo = new Map<Key, number>(KEYS.map((k) => [k, 0]));

  /** Like bus.invalidate: applied here at once (after the write committed), published to the others. */
  const publish = (from: number, m: Message) => {
    apply(from, m);
    for (let i = 0; i < instances; i++) if (i !== from) inbox[i]?.push(m);
  };

  const settled: Array<Promise<void>> = [];
  for (const c of commands) {
    if (c.t === "load") {
      const resolver = resolvers[c.inst] as LinkResolver;
      const expected = locationOf(db.get(c.key) ?? null);
      const strict = caughtUp(c.inst, c.key);
      const writesBefore = writesTo.get(c.key);
      settled.push(
        resolver.load(c.key).then((link) => {
          // Asked after every change to this key had reached this instance, and answered before the
          // next change: it must be the database's answer at the time it was asked.
          if (strict && writesTo.get(c.key) === writesBefore && (link?.location ?? null) !== expected)
            failures.push(`load ${c.key} on ${c.inst}: got ${link?.location ?? null}, expected ${expected}`);
        }),
      );
    } else if (c.t === "write") {
      db.set(c.key, c.remove ? null : ++version);
      writesTo.set(c.key, (writesTo.get(c.key) ?? 0) + 1);
      publish(c.inst, { kind: "link", key: c.key });
    } else if (c.t === "writeAll") {
      for (const k of KEYS) {
        if (db.get(k) !== null) db.set(k, ++version);
        writesTo.set(k, (writesTo.get(k) ?? 0) + 1);
      }
      publish(c.inst, { kind: "all" });
    } else if (c.t === "step") {
      if (dbSteps.length > 0) dbSteps.splice(c.pick % dbSteps.length, 1)[0]?.();
      await Promise.resolve();
    } else if (c.t === "deliver") {
      const m = inbox[c.inst]?.shift();
      if (m !== undefined) apply(c.inst, m);
    } else {
      await new Promise((r) => setImmediate(r));
    }
  }

  // Quiesce: every message delivered, every query answered.
  for (let guard = 0; guard < 10_000; guard++) {
    for (let i = 0; i < instances; i++) for (const m of inbox[i]?.splice(0) ?? []) apply(i, m);
    const step = dbSteps.shift();
    if (step !== undefined) step();
    await new Promise((r) => setImmediate(r));
    if (
      dbSteps.length === 0 &&
      inbox.every((q) => q.length === 0) &&
      resolvers.every((r) => r.pendingLookups === 0)
    )
      break;
  }
  await Promise.all(settled);
  expect(failures).toEqual([]);

  for (const [i, resolver] of resolvers.entries()) {
    expect(resolver.pendingLookups, `lookups left waiting on instance ${i}`).toBe(0);
    for (const key of KEYS) {
      const cached = resolver.cached(key);
      if (cached !== undefined)
        expect(cached?.location ?? null, `cached ${key} on instance ${i}`).toBe(
          locationOf(db.get(key) ?? null),
        );
    }
  }
}

describe("LinkResolver under any interleaving (seeded property test)", () => {
  it("one instance: no lookup, edit, deletion or invalidation order leaves a wrong answer", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command(1), { minLength: 1, maxLength: 120 }), (cs) => run(1, cs)),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it("two instances sharing a bus that delivers late: every answer is right once the change has arrived", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command(2), { minLength: 1, maxLength: 160 }), (cs) => run(2, cs)),
      { seed: 20261127, numRuns: 300 },
    );
  });
});
