import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "#db/schema";
import { cannotRun } from "./support/cannot-run";
import { cliEnvFor, runAdmin } from "./support/processes";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  eventually,
  LONG_TTL,
  operatorApiKey,
  type TwoInstances,
  twoInstancesEnabled,
} from "./support/two-instances";

if (!twoInstancesEnabled)
  cannotRun("link cache interleavings on two instances", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

/**
 * Creations, probes of codes not yet made, edits and deletions through the REST API, fired at
 * random (seeded) and at once on every instance, with a flood of lookups beside them. Caches
 * live ten minutes here, so only invalidation can make an answer right: once a round's
 * requests have ended, every code must answer what the database holds, on every instance,
 * within a second (the bus's promise), and never a stale answer after that.
 */

type Op =
  | { t: "create"; on: number; slot: number; imported: boolean }
  | { t: "edit"; on: number; slot: number; n: number }
  | { t: "delete"; on: number; slot: number }
  | { t: "probe"; on: number; slot: number };

const SLOTS = 6;
const ops = (instances: number) =>
  fc.array(
    fc.oneof(
      fc.record({
        t: fc.constant("create" as const),
        on: fc.nat(instances - 1),
        slot: fc.nat(SLOTS - 1),
        // Through the API (which announces it) or the operator's import (which does not).
        imported: fc.boolean(),
      }),
      fc.record({
        t: fc.constant("edit" as const),
        on: fc.nat(instances - 1),
        slot: fc.nat(SLOTS - 1),
        n: fc.nat(99),
      }),
      fc.record({ t: fc.constant("delete" as const), on: fc.nat(instances - 1), slot: fc.nat(SLOTS - 1) }),
      fc.record({ t: fc.constant("probe" as const), on: fc.nat(instances - 1), slot: fc.nat(SLOTS - 1) }),
    ),
    { minLength: 8, maxLength: 16 },
  );

interface Slot {
  alias: string;
  /** The link's id; "" while a create or delete of it is on its way. */
  id: string | null;
  /** What the database holds: the wa.me location, or null when there is no link. */
  location: string | null;
}

async function interleave(servers: TestServer[], key: string, seed: number, rounds: number): Promise<void> {
  const run = Math.random().toString(36).slice(2, 7);
  const slots: Slot[] = Array.from({ length: SLOTS }, (_, i) => ({
    alias: `mix${run}${i}`,
    id: null,
    location: null,
  }));
  const api = (on: number, method: string, path: string, body?: unknown) =>
    fetch(`${servers[on]?.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const visit = async (on: number, alias: string) => {
    const res = await fetch(`${servers[on]?.base}/${alias}`, { redirect: "manual" });
    await res.arrayBuffer();
    return res.status === 302 ? res.headers.get("location") : null;
  };
  const wrong = async () => {
    const found: string[] = [];
    for (const [on] of servers.entries())
      for (const slot of slots) {
        const got = await visit(on, slot.alias);
        if (got !== slot.location) found.push(`${slot.alias} on ${on}: ${got} (database: ${slot.location})`);
      }
    return found;
  };

  const workspaceId = ((await (await api(0, "GET", "/workspace")).json()) as { id: string }).id;
  const samples = fc.sample(fc.array(ops(servers.length), { minLength: rounds, maxLength: rounds }), {
    seed,
    numRuns: 1,
  })[0] as Op[][];
  for (const round of samples) {
    let flooding = true;
    // For as long as the round's changes run, four visitors on every instance ask for the round's
    // codes between unknown ones (always misses): lookups are running whenever a change lands.
    const flood = Promise.all(
      Array.from({ length: 4 * servers.length }, async (_, v) => {
        for (let i = 0; flooding; i++)
          await visit(
            v % servers.length,
            i % 2 === 0 ? `none${run}${v}x${i}` : (slots[i % SLOTS]?.alias ?? ""),
          );
      }),
    );
    await Promise.all(
      round.map(async (op) => {
        const slot = slots[op.slot] as Slot;
        if (op.t === "probe") return visit(op.on, slot.alias);
        if (op.t === "create" && slot.id === null) {
          slot.id = ""; // claimed by this request
          if (op.imported) {
            const rows = [{ line: 2, phone: "447911123456", alias: slot.alias }];
            const done = await servers[op.on]?.admin("import", { workspaceId, rows });
            expect(done?.json.result, JSON.stringify(done?.json)).toMatchObject({ imported: 1 });
            const found = await api(op.on, "GET", `/links?q=${slot.alias}`);
            slot.id = ((await found.json()) as { data: Array<{ id: string }> }).data[0]?.id ?? null;
            return;
          }
          const res = await api(op.on, "POST", "/links", { phone: "447911123456", alias: slot.alias });
          const body = (await res.json()) as { id?: string };
          expect(res.status, JSON.stringify(body)).toBe(201);
          slot.id = body.id ?? null;
          return;
        }
        if (slot.id === null || slot.id === "") return;
        const id = slot.id;
        if (op.t === "edit") {
          const res = await api(op.on, "PATCH", `/links/${id}`, { phone: `4479111234${10 + op.n}` });
          await res.arrayBuffer();
        } else if (op.t === "delete") {
          slot.id = "";
          const res = await api(op.on, "DELETE", `/links/${id}`);
          await res.arrayBuffer();
          slot.id = res.ok ? null : id;
        }
      }),
    );
    flooding = false;
    await flood;
    // The truth, read through the API (the database), for every slot.
    for (const slot of slots) {
      if (slot.id === null) {
        slot.location = null;
        continue;
      }
      const res = await api(0, "GET", `/links/${slot.id}`);
      const link = (await res.json()) as { phone?: string };
      slot.location = res.ok ? `https://wa.me/${link.phone?.replace("+", "")}` : null;
    }
    expect(await eventually(async () => (await wrong()).length === 0), (await wrong()).join("\n")).toBe(true);
  }
}

describe("link cache under random interleavings, one instance (PGlite)", () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await bootTestServer("pglite", { start: { linkCacheTtlMs: LONG_TTL } });
    const email = `mix-${Date.now().toString(36)}@example.com`;
    await server.running.database.db.insert(accounts).values({ email });
    const made = await runAdmin(
      ["api-key", "create", email],
      cliEnvFor(server.dataDir, undefined, PUBLIC_URL),
    );
    key = String(made.json.key);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every code as the database holds it after each round of concurrent changes", async () => {
    await interleave([server], key, 1126, 6);
  }, 120_000);
});

describe.runIf(twoInstancesEnabled)(
  "link cache under random interleavings, two instances (PostgreSQL + Redis)",
  () => {
    let pair: TwoInstances | undefined;
    let key: string;
    beforeAll(async () => {
      pair = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
      key = await operatorApiKey(pair, "write");
    }, 120_000);
    afterAll(async () => {
      await pair?.stop();
    });

    it("answers every code as the database holds it on both instances after each round", async () => {
      if (pair === undefined) throw new Error("no instances");
      await interleave([pair.a, pair.b], key, 2611, 6);
    }, 120_000);
  },
);
