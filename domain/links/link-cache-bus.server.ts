import { Redis } from "ioredis";

/** What to drop from every instance's link cache. */
export type CacheInvalidation =
  | { kind: "link"; codeKey: string }
  /** Many links at once (a deleted workspace's): sent over Redis LINKS_PER_MESSAGE at a time. */
  | { kind: "links"; codeKeys: readonly string[] }
  | { kind: "all" }
  /** A custom domain was verified, failed or removed: every instance reloads its verified set. */
  | { kind: "domains" };

/** What one instance drops from its cache: a list arrives as one drop per link. */
export type CacheDrop = Exclude<CacheInvalidation, { kind: "links" }>;

/** Cache keys per published list: ~70 KB at most (a code key is at most 50 characters, a domain's adds 21). */
export const LINKS_PER_MESSAGE = 1000;
/** Longer than any cache key (`dom_<16 hex>/<code key>`): a longer string in a list is not one of ours. */
const CODE_KEY_MAX = 80;

export interface LinkCacheBus {
  /** Drops the entry here at once and, with Redis, on every other instance. */
  invalidate(message: CacheInvalidation): Promise<void>;
  close(): Promise<void>;
}

export const LINK_CACHE_CHANNEL = "chatlink:link-cache";

function parseInvalidation(text: string): CacheInvalidation | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { kind, codeKey, codeKeys } = value as { kind?: unknown; codeKey?: unknown; codeKeys?: unknown };
    if (kind === "all") return { kind: "all" };
    if (kind === "domains") return { kind: "domains" };
    if (kind === "link" && typeof codeKey === "string") return { kind: "link", codeKey };
    if (kind === "links" && Array.isArray(codeKeys) && codeKeys.length <= LINKS_PER_MESSAGE)
      return {
        kind: "links",
        codeKeys: codeKeys.filter(
          (key): key is string => typeof key === "string" && key.length <= CODE_KEY_MAX,
        ),
      };
    return null;
  } catch {
    return null;
  }
}

const REDIS_OPTIONS = {
  // Never queue a publish behind a dead connection: the local drop already happened, the TTL covers the rest.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (times: number) => Math.min(times * 250, 5000),
} as const;

/**
 * Cache invalidation fan-out. Without Redis only this process is told (other
 * instances catch up within the cache TTL); with REDIS_URL every instance
 * subscribes to one channel, and so does the operator CLI's publisher.
 */
export async function openLinkCacheBus(opts: {
  redisUrl: string | undefined;
  apply: (message: CacheDrop) => void;
  log?: (message: string) => void;
}): Promise<LinkCacheBus> {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const apply = (message: CacheInvalidation) => {
    if (message.kind !== "links") return opts.apply(message);
    for (const codeKey of message.codeKeys) opts.apply({ kind: "link", codeKey });
  };
  if (opts.redisUrl === undefined) {
    return {
      invalidate: async (message) => apply(message),
      close: async () => {},
    };
  }
  const publisher = new Redis(opts.redisUrl, REDIS_OPTIONS);
  // The subscriber keeps its offline queue so it re-subscribes after a reconnect.
  const subscriber = new Redis(opts.redisUrl, { ...REDIS_OPTIONS, enableOfflineQueue: true });
  let warned = false;
  const onError = (err: Error) => {
    if (warned) return;
    warned = true;
    log(`link cache: Redis unavailable (${err.message}); other instances refresh within the cache TTL`);
  };
  publisher.on("error", onError);
  subscriber.on("error", onError);
  subscriber.on("ready", () => {
    warned = false;
  });
  subscriber.on("message", (_channel: string, text: string) => {
    const message = parseInvalidation(text);
    if (message !== null) apply(message);
  });
  await subscriber.subscribe(LINK_CACHE_CHANNEL).catch((err: Error) => onError(err));
  return {
    async invalidate(message) {
      apply(message);
      await publishInvalidation(publisher, message).catch((err: Error) => onError(err));
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

export async function publishInvalidation(redis: Redis, message: CacheInvalidation): Promise<void> {
  if (message.kind !== "links") {
    await redis.publish(LINK_CACHE_CHANNEL, JSON.stringify(message));
    return;
  }
  // In bounded messages: every subscriber parses each one on its event loop.
  for (let at = 0; at < message.codeKeys.length; at += LINKS_PER_MESSAGE)
    await redis.publish(
      LINK_CACHE_CHANNEL,
      JSON.stringify({ kind: "links", codeKeys: message.codeKeys.slice(at, at + LINKS_PER_MESSAGE) }),
    );
}

/** For the operator CLI when it works on PostgreSQL directly: tell running servers, then disconnect. */
export async function publishInvalidationOnce(redisUrl: string, message: CacheInvalidation): Promise<void> {
  const redis = new Redis(redisUrl, { ...REDIS_OPTIONS, enableOfflineQueue: true, lazyConnect: true });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await publishInvalidation(redis, message);
  } finally {
    redis.disconnect();
  }
}
