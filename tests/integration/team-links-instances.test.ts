import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { publishInvalidationOnce } from "#domain/links/link-cache-bus.server";
import { cannotRun } from "./support/cannot-run";
import {
  codeKeysRoutingTo,
  newAgent,
  newTeamLink,
  newWorkspace,
  updateAgent,
  waDigits,
} from "./support/team-links";
import { PHONE_BROWSER, type TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  LONG_TTL,
  TEST_REDIS_URL,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  cannotRun("team links on two instances sharing the turn", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

/** The contract: a change to an agent is obeyed by every instance within a second. */
const WITHIN_A_SECOND = 1000;

/**
 * Two instances on one PostgreSQL and one Redis, as behind a load balancer: a team link's
 * turn is one count in Redis, and an agent paused through one instance is obeyed by both.
 */
describe.runIf(enabled)("team links on two instances", () => {
  let instances: TwoInstances | undefined;
  let a: TestServer;
  let b: TestServer;
  let db: Db;
  let workspace: string;

  beforeAll(async () => {
    instances = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
    ({ a, b } = instances);
    db = a.running.database.db;
    workspace = await newWorkspace(db);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  async function threeAgentLink() {
    const team: Array<{ id: string; phone: string }> = [];
    for (let i = 0; i < 3; i++) {
      const phone = `4479112${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}${i}`;
      team.push({ id: await newAgent(db, workspace, { name: `Agent ${i}`, phone }), phone });
    }
    const link = await newTeamLink(db, workspace, { rotation: "round_robin", agents: team.map((t) => t.id) });
    return { team, ...link };
  }

  async function digitsFrom(server: TestServer, code: string): Promise<string | null> {
    const res = await fetch(`${server.base}/${code}`, {
      redirect: "manual",
      headers: { "user-agent": PHONE_BROWSER },
    });
    await res.arrayBuffer();
    return res.status === 302 ? waDigits(res.headers.get("location")) : `status ${res.status}`;
  }

  it("alternating clicks between A and B visit the agents exactly in turn", async () => {
    const { team, code, id } = await threeAgentLink();
    const redis = new Redis(TEST_REDIS_URL as string);
    try {
      // Link ids start at 1 in every fresh test database: a count left by an earlier run goes.
      await redis.del(`chatlink:turn:${id}`);
      const seen: Array<string | null> = [];
      for (let i = 0; i < 30; i++) seen.push(await digitsFrom(i % 2 === 0 ? a : b, code));
      expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => team[i % 3]?.phone));
      expect(await redis.get(`chatlink:turn:${id}`)).toBe("30");
    } finally {
      redis.disconnect();
    }
  });

  it("an agent paused through A is skipped by B within a second", async () => {
    const { team, code } = await threeAgentLink();
    const paused = team[1] as { id: string; phone: string };
    // Cached on both, each sending some clicks to the agent about to be paused.
    const before: Array<string | null> = [];
    for (let i = 0; i < 6; i++) before.push(await digitsFrom(i % 2 === 0 ? a : b, code));
    expect(before).toContain(paused.phone);

    // What an edit of the agent through A does: the row, then every link routing to it on the bus.
    await updateAgent(db, paused.id, { active: false });
    await publishInvalidationOnce(TEST_REDIS_URL as string, {
      kind: "links",
      codeKeys: await codeKeysRoutingTo(db, [paused.id]),
    });
    const published = Date.now();
    // Three clicks in a row on a stale entry always include the paused agent (round robin of three).
    let obeyedAfter: number | null = null;
    while (Date.now() - published <= WITHIN_A_SECOND) {
      const round = [await digitsFrom(b, code), await digitsFrom(b, code), await digitsFrom(b, code)];
      if (!round.includes(paused.phone)) {
        obeyedAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(obeyedAfter, "B still sent clicks to the paused agent after a second").not.toBeNull();
    const after: Array<string | null> = [];
    for (let i = 0; i < 10; i++) after.push(await digitsFrom(i % 2 === 0 ? a : b, code));
    expect(after).not.toContain(paused.phone);
    expect(new Set(after)).toEqual(new Set([team[0]?.phone, team[2]?.phone]));
  });
});
