import { randomInt } from "node:crypto";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { memoryTeamTurns, type RedisTeamTurns, redisTeamTurns } from "./team-turns.server";

const REDIS_URL = process.env.TEST_REDIS_URL;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A link id no other run on the shared Redis uses. */
const freshLinkId = () => randomInt(1_000_000_000, 2_000_000_000);

async function ready(turns: RedisTeamTurns, linkId: number): Promise<void> {
  // The first answers come from memory until the connection is ready.
  for (let i = 0; i < 100; i++) {
    if (typeof turns.next(linkId) !== "number") return;
    await pause(20);
  }
  throw new Error("Redis never became ready");
}

/** A TCP relay to Redis that can stop passing bytes on, as a stalled Redis would. */
async function relayTo(url: string): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const target = new URL(url);
  const sockets: Socket[] = [];
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
    sockets.push(client, upstream);
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
    for (const s of [client, upstream]) s.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe("memoryTeamTurns", () => {
  it("counts 0, 1, 2, … per link", () => {
    const turns = memoryTeamTurns();
    expect([turns.next(1), turns.next(1), turns.next(2), turns.next(1)]).toEqual([0, 1, 0, 2]);
  });
});

describe("redisTeamTurns", () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });

  it("answers from memory at once, never failing, when Redis cannot be reached; says so once", async () => {
    const lines: string[] = [];
    const turns = redisTeamTurns({ redisUrl: "redis://127.0.0.1:1", log: (m) => lines.push(m) });
    open.push(turns);
    await pause(300);
    const answers = Array.from({ length: 50 }, () => turns.next(5));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
    await pause(600); // reconnect attempts fail meanwhile
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Redis unavailable");
  });

  it.runIf(REDIS_URL !== undefined)("shares one turn between instances, with a TTL on the key", async () => {
    const linkId = freshLinkId();
    const a = redisTeamTurns({ redisUrl: REDIS_URL as string });
    const b = redisTeamTurns({ redisUrl: REDIS_URL as string });
    open.push(a, b);
    const probe = freshLinkId();
    await ready(a, probe);
    await ready(b, probe);
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) seen.push(await (i % 2 === 0 ? a : b).next(linkId));
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const redis = new Redis(REDIS_URL as string);
    try {
      const ttl = await redis.ttl(`chatlink:turn:${linkId}`);
      expect(ttl).toBeGreaterThan(24 * 3600);
      await redis.del(`chatlink:turn:${linkId}`, `chatlink:turn:${probe}`);
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(REDIS_URL !== undefined)(
    "answers within the timeout from memory when Redis stalls, logging once for many clicks",
    async () => {
      const relay = await relayTo(REDIS_URL as string);
      open.push(relay);
      const lines: string[] = [];
      const turns = redisTeamTurns({ redisUrl: relay.url, timeoutMs: 50, log: (m) => lines.push(m) });
      open.push(turns);
      const linkId = freshLinkId();
      await ready(turns, linkId);
      relay.freeze();
      const started = performance.now();
      const first = await turns.next(linkId);
      expect(performance.now() - started).toBeLessThan(400);
      expect(typeof first).toBe("number");
      // Meanwhile clicks are answered at once from memory, not after another timeout each.
      const rest = Array.from({ length: 100 }, () => turns.next(linkId));
      expect(rest.every((n) => typeof n === "number")).toBe(true);
      expect(new Set(rest).size).toBe(100);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("Redis unavailable");
    },
  );
});
