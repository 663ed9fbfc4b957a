import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * A team link's turn counter: round-robin visits its open agents in turn, weighted walks its
 * cycle. One instance counts in memory; several share the count through Redis
 * (`redisTeamTurns`), so the turn stays exact across instances.
 */
export interface TeamTurns {
  /** The next turn number for the link (0, 1, 2, …). */
  next(linkId: number): number | Promise<number>;
}

/** In memory, bounded: a link unclicked for long enough starts again at 0 (only its order, never a count, is lost). */
export function memoryTeamTurns(maxLinks = 100_000): TeamTurns {
  const counters = new LRUCache<number, { n: number }>({ max: maxLinks });
  return {
    next(linkId) {
      let counter = counters.get(linkId);
      if (counter === undefined) {
        counter = { n: 0 };
        counters.set(linkId, counter);
      }
      return counter.n++;
    },
  };
}

/** A stalled Redis is asked again after this long; meanwhile memory answers at once. */
const RETRY_AFTER_FAILURE_MS = 1000;
/** Counters of links no one clicks go away; a restarted counter only restarts the order. */
const TURN_TTL_S = 30 * 24 * 3600;
/** The TTL is pushed back on a link's first turn and every this many after it, not on every click. */
const TTL_EVERY = 1024;

export interface RedisTeamTurns extends TeamTurns {
  close(): Promise<void>;
}

/**
 * The turn shared by every instance: `INCR chatlink:turn:<linkId>`. A click never fails or
 * waits long for it: past `timeoutMs` (default 50), on any error, while Redis is connecting
 * or down, and for a second after a failure, the in-memory counter answers (at once, without
 * a promise), so round robin is only approximate across instances during an outage. The
 * outage and the return are logged once each, not per click.
 */
export function redisTeamTurns(opts: {
  redisUrl: string;
  timeoutMs?: number;
  log?: (message: string) => void;
  memory?: TeamTurns;
}): RedisTeamTurns {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const memory = opts.memory ?? memoryTeamTurns();
  const timeoutMs = opts.timeoutMs ?? 50;
  const client = new Redis(opts.redisUrl, {
    // Never queue behind a dead connection: memory answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Only to clear commands a stalled connection holds; clicks stop waiting after timeoutMs.
    commandTimeout: Math.max(1000, timeoutMs * 4),
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let down = false;
  let skipUntil = 0;
  const markDown = (reason: unknown) => {
    skipUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (down) return;
    down = true;
    const detail = reason instanceof Error ? reason.message : String(reason);
    log(`team links: Redis unavailable (${detail}); taking turns per instance until it is back`);
  };
  const markUp = () => {
    skipUntil = 0;
    if (!down) return;
    down = false;
    log("team links: Redis is back; instances share the turn again");
  };
  // Without an 'error' listener ioredis reports every failed reconnect as unhandled.
  client.on("error", markDown);
  client.on("ready", markUp);
  // A server gone mid-way closes the connection well before a reconnect fails with an error.
  let closing = false;
  client.on("close", () => closing || markDown("connection closed"));

  function next(linkId: number): number | Promise<number> {
    if (client.status !== "ready" || (skipUntil !== 0 && Date.now() < skipUntil)) return memory.next(linkId);
    const key = `chatlink:turn:${linkId}`;
    return new Promise<number>((resolve) => {
      let settled = false;
      const settle = (turn: number | Promise<number>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(turn);
      };
      const timer = setTimeout(() => {
        // A busy event loop fires this timer before reading a reply that came in time: the
        // poll phase runs before setImmediate, so only a reply still missing then is late.
        setImmediate(() => {
          if (settled) return;
          markDown(`no answer within ${timeoutMs} ms`);
          settle(memory.next(linkId));
        });
      }, timeoutMs);
      client.incr(key).then(
        (n) => {
          if (settled) return; // late: that turn number goes unused, the order only skips it
          if (down) markUp();
          if (n % TTL_EVERY === 1) client.expire(key, TURN_TTL_S).catch(() => {});
          settle(n - 1);
        },
        (err: unknown) => {
          markDown(err);
          settle(memory.next(linkId));
        },
      );
    });
  }

  return {
    next,
    async close() {
      closing = true;
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect(); // also stops the reconnect loop
    },
  };
}
