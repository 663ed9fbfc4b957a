import { hash } from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitKey } from "./rate-limit-key.server";
import type { RateLimiter } from "./rate-limiter";

export type { RateLimiter, RateLimitResult } from "./rate-limiter";

/**
 * What a limiter's keys are. `address`: a client address, counted per network (an IPv4
 * address, an IPv6 /64, an IPv4-mapped IPv6 address as its IPv4), so the callers pass
 * the address as it is and none of them can forget the grouping. `value`: anything else
 * (an email, an account, a device), counted as given.
 */
export type LimiterKeyKind = "address" | "value";

/**
 * The name a key is counted under, in memory and in Redis: a keyed hash of it, so neither
 * holds an address or an email, only a value that cannot be turned back into one without
 * the installation's secret (kept in the database, not in Redis). One SHA-256 of the secret
 * followed by the key, cut to 128 bits (plenty to keep keys apart): cut, the digest cannot be
 * extended without the secret, which is what HMAC's second pass guards against, and one pass
 * costs a quarter of an HMAC on every request a limiter counts (as ADR 0158's visitor hash).
 */
export function storedLimiterKey(secret: string, kind: LimiterKeyKind, key: string): string {
  const subject = kind === "address" ? rateLimitKey(key) : key;
  return hash("sha256", `${secret}\n${subject}`, "base64url").slice(0, 22);
}

export interface LimiterSpec {
  /** Part of the Redis key prefix: `chatlink:rate:<name>:`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** `address` for client addresses (counted per IPv4 address or IPv6 /64), else `value`. */
  keyedBy: LimiterKeyKind;
}

export interface LimiterStore {
  redisUrl: string | undefined;
  /** HMAC key for the stored keys (the same on every instance sharing the Redis). */
  keySecret: string;
  log?: (message: string) => void;
  /** Keys held in memory at most, per limiter (default 100,000). */
  maxKeys?: number;
}

/** Limiters made together share one Redis connection; `close()` on the set closes it. */
export type LimiterSet<K extends string> = Record<K, RateLimiter> & { close(): Promise<void> };

/**
 * Several named limiters made together at start-up and closed together on shutdown.
 * Counts are kept by rate-limiter-flexible (ADR 0121): in this process's memory, or in
 * Redis when `redisUrl` is set so several instances share one count, with memory standing
 * in (the library's insurance limiter) whenever Redis cannot answer. Keys are stored as
 * `chatlink:rate:<name>:` + `storedLimiterKey(keySecret, keyedBy, key)`.
 */
export function createLimiterSet<K extends string>(
  specs: Record<K, LimiterSpec>,
  store: LimiterStore,
): LimiterSet<K> {
  const redis = store.redisUrl ? connectRedis(store.redisUrl, store.log) : undefined;
  const limiters = {} as Record<K, RateLimiter>;
  for (const key of Object.keys(specs) as K[]) {
    const { name, ...spec } = specs[key];
    // Each limiter's own close() is a no-op: the set owns the connection.
    const limiter = countingLimiter({ ...spec, ...store, prefix: `chatlink:rate:${name}:` }, redis);
    limiters[key] = { ...limiter, close: async () => {} };
  }
  return { ...limiters, close: async () => redis?.close() };
}

/**
 * One limiter with its own Redis connection when `redisUrl` is set: at most `limit` hits
 * per key per `windowSeconds`, keys stored under `prefix` (default `chatlink:rate:`).
 */
export function createRateLimiter(opts: {
  redisUrl?: string;
  limit: number;
  windowSeconds: number;
  prefix?: string;
  keySecret: string;
  keyedBy: LimiterKeyKind;
  log?: (message: string) => void;
  maxKeys?: number;
}): RateLimiter {
  const redis = opts.redisUrl ? connectRedis(opts.redisUrl, opts.log) : undefined;
  const limiter = countingLimiter({ ...opts, prefix: opts.prefix ?? "chatlink:rate:" }, redis);
  return { ...limiter, close: async () => redis?.close() };
}

function countingLimiter(
  opts: Omit<LimiterSpec, "name"> & { prefix: string; keySecret: string; maxKeys?: number },
  redis: SharedRedis | undefined,
): Omit<RateLimiter, "close"> {
  const memory = new BoundedMemoryLimiter({
    limit: opts.limit,
    windowSeconds: opts.windowSeconds,
    maxKeys: opts.maxKeys ?? 100_000,
    ...(redis ? { beforeCount: redis.standingIn } : {}),
  });
  const counter = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        points: opts.limit,
        duration: opts.windowSeconds,
        keyPrefix: "", // the prefix is part of the key, so memory and Redis count the same names
        insuranceLimiter: memory,
        // Never wait for a connection that is down or still coming up: memory answers.
        rejectIfRedisNotReady: true,
      })
    : memory;
  const stored = (key: string) => `${opts.prefix}${storedLimiterKey(opts.keySecret, opts.keyedBy, key)}`;
  return {
    async hit(key) {
      try {
        await counter.consume(stored(key));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async reset(key) {
      // Both stores: counts made in memory during an outage must not outlive the success either.
      const name = stored(key);
      await Promise.all([counter.delete(name), counter === memory ? undefined : memory.delete(name)]);
    },
    async take(key, points) {
      const name = stored(key);
      const used = (await counter.get(name))?.consumedPoints ?? 0;
      const granted = Math.min(points, Math.max(0, opts.limit - used));
      if (granted <= 0) return 0;
      try {
        await counter.consume(name, granted);
        return granted;
      } catch (refusal) {
        // Another request took the rest in between: nothing granted (the count may stand a
        // little over the limit, which only shortens the next window's allowance).
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return 0;
      }
    },
    async refund(key) {
      // The library's reward would go below zero and create a key that was never hit
      // (credit for later hits), so only a count above zero is given one back.
      const name = stored(key);
      const count = await counter.get(name);
      if (count !== null && count.consumedPoints > 0) await counter.reward(name);
    },
  };
}

/**
 * The library's memory limiter, holding at most `maxKeys` keys (ADR 0061): a flood of
 * fresh keys (an IPv6 holder rotating through its /64s) costs the least recently counted
 * keys their counts, never the heap. The library itself holds every key until its window
 * ends. Keys not counted for a whole window have expired in the library and are dropped
 * from the list as hits go by; both steps take constant time.
 */
class BoundedMemoryLimiter extends RateLimiterMemory {
  /** When each key was last counted, least recent first (a Map keeps insertion order). */
  readonly #lastCounted = new Map<string, number>();
  readonly #maxKeys: number;
  readonly #beforeCount: () => void;

  constructor(opts: { limit: number; windowSeconds: number; maxKeys: number; beforeCount?: () => void }) {
    super({ points: opts.limit, duration: opts.windowSeconds, keyPrefix: "" });
    this.#maxKeys = opts.maxKeys;
    this.#beforeCount = opts.beforeCount ?? (() => {});
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.#beforeCount();
    const name = String(key);
    const now = Date.now();
    this.#lastCounted.delete(name);
    for (const [oldest, at] of this.#lastCounted) {
      const expired = at <= now - this.msDuration;
      if (!expired && this.#lastCounted.size < this.#maxKeys) break;
      this.#lastCounted.delete(oldest);
      if (!expired) void super.delete(oldest);
    }
    this.#lastCounted.set(name, now);
    return super.consume(key, points, options);
  }

  override delete(key: string | number, options?: Record<string, unknown>) {
    this.#lastCounted.delete(String(key));
    return super.delete(key, options);
  }
}

interface SharedRedis {
  client: Redis;
  /** Called as memory counts in Redis's place. */
  standingIn(): void;
  close(): Promise<void>;
}

/**
 * A connection that fails fast rather than queueing, with the switch to memory and back
 * logged once each way, not on every request.
 */
function connectRedis(url: string, log: (message: string) => void = console.warn): SharedRedis {
  const client = new Redis(url, {
    // Fail fast instead of queueing: a request must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    // Keep reconnecting in the background, backing off to every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let down = false;
  const markDown = (reason: unknown) => {
    if (down) return;
    down = true;
    const detail = reason instanceof Error ? reason.message : String(reason);
    log(`rate limit: Redis unavailable (${detail}); counting in memory until it is back`);
  };
  // A server that accepts connections but never answers raises no error: say so once.
  const neverReady = setTimeout(() => {
    if (client.status !== "ready") markDown(`not ready after 5 s (${client.status})`);
  }, 5000);
  neverReady.unref();
  // Without an 'error' listener ioredis reports every failed reconnect as unhandled.
  client.on("error", markDown);
  client.on("ready", () => {
    clearTimeout(neverReady);
    if (!down) return;
    down = false;
    log("rate limit: Redis is back; counting in Redis again");
  });
  return {
    client,
    // While connecting or reconnecting, memory answers and the 'error' listener tells;
    // memory standing in on a ready connection means a command failed or timed out.
    standingIn: () => {
      if (client.status === "ready") markDown("a command failed or timed out");
    },
    async close() {
      clearTimeout(neverReady);
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect(); // also stops the reconnect loop
    },
  };
}
