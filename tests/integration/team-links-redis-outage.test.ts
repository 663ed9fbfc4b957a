import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cannotRun } from "./support/cannot-run";
import { type PrivateRedis, privateRedisUnavailable, startPrivateRedis } from "./support/fault-services";
import { newAgent, newTeamLink, newWorkspace, waDigits } from "./support/team-links";
import { bootTestServer, PHONE_BROWSER, type TestServer } from "./support/test-server";

/**
 * A team link's shared turn with Redis gone: clicks keep getting their 302 at once (the
 * instance takes turns in memory), the outage is logged once, and the turn is counted in
 * Redis again once it is back. A private redis-server, never the shared one.
 */
const unavailable = privateRedisUnavailable();
if (unavailable) cannotRun("team links with Redis killed and restarted", unavailable);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(unavailable !== null)("team links with Redis killed and restarted", () => {
  let redis: PrivateRedis;
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    server = await bootTestServer("pglite", {
      env: { REDIS_URL: redis.url },
      start: { log: (m) => lines.push(m) },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await redis?.destroy();
  });

  it("keeps redirecting in turn without Redis, logs it once, and shares the turn again once it is back", async () => {
    const db = server.running.database.db;
    const workspace = await newWorkspace(db);
    const phones = ["447911200001", "447911200002", "447911200003"];
    const ids: string[] = [];
    for (const phone of phones) ids.push(await newAgent(db, workspace, { name: "Agent", phone }));
    const { code, id } = await newTeamLink(db, workspace, { rotation: "round_robin", agents: ids });
    const click = async () => {
      const started = performance.now();
      const res = await fetch(`${server.base}/${code}`, {
        redirect: "manual",
        headers: { "user-agent": PHONE_BROWSER },
      });
      await res.arrayBuffer();
      return {
        status: res.status,
        digits: waDigits(res.headers.get("location")),
        ms: performance.now() - started,
      };
    };
    const probe = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    probe.on("error", () => {});
    try {
      // Until the server's Redis client is connected, turns are taken in memory: click until Redis counts.
      const turnKey = `chatlink:turn:${id}`;
      for (let i = 0; i < 100 && (await probe.get(turnKey)) === null; i++) {
        await click();
        await pause(50);
      }
      const counted = Number(await probe.get(turnKey));
      expect(counted).toBeGreaterThan(0);
      const before = [];
      for (let i = 0; i < 6; i++) before.push((await click()).digits);
      // Each agent in turn, twice over, counted in Redis.
      expect(new Set(before.slice(0, 3))).toEqual(new Set(phones));
      expect(before.slice(3)).toEqual(before.slice(0, 3));
      expect(await probe.get(turnKey)).toBe(String(counted + 6));

      // A slow answer on a busy machine may already have been logged; this outage adds one line.
      const downLines = () => lines.filter((l) => l.startsWith("team links: Redis unavailable")).length;
      const downBefore = downLines();
      await redis.kill();
      const during = [];
      for (let i = 0; i < 30; i++) during.push(await click());
      expect(during.map((c) => c.status)).toEqual(Array(30).fill(302));
      // In memory, this one instance still visits the three in turn.
      for (const phone of phones) expect(during.filter((c) => c.digits === phone)).toHaveLength(10);
      expect(Math.max(...during.map((c) => c.ms))).toBeLessThan(1000);
      expect(downLines()).toBe(downBefore + 1);

      await redis.start();
      // ioredis reconnects in the background (backing off to every 5 s): click until Redis counts again.
      let back = false;
      for (let i = 0; i < 150 && !back; i++) {
        expect((await click()).status).toBe(302);
        back = (await probe.get(`chatlink:turn:${id}`).catch(() => null)) !== null;
        if (!back) await pause(100);
      }
      expect(back).toBe(true);
      expect(lines.filter((l) => l.startsWith("team links: Redis is back"))).toHaveLength(downBefore + 1);
    } finally {
      probe.disconnect();
    }
  }, 60_000);
});
