import { Resolver } from "node:dns/promises";
import { LRUCache } from "lru-cache";
import { queryTxt, serverAddress } from "./dns-wire.server";

/** What a TXT question found: the record's strings, none (no such name or no TXT), or no answer. */
export type TxtAnswer =
  | { kind: "found"; values: string[] }
  | { kind: "none" }
  | { kind: "failed"; code: string };

export interface TxtLookup {
  /** The TXT strings at `name` (each record's chunks joined); `fresh` skips the cache (Verify now). */
  lookup(name: string, opts?: { fresh?: boolean }): Promise<TxtAnswer>;
}

/** A DNS question gets this long (one try per server, all servers together), so a dead resolver cannot hold a request. */
export const DNS_TIMEOUT_MS = 2_000;
/**
 * Answers are kept as long as their TTL says (a missing record: its SOA's negative TTL), within
 * these bounds: at least a few seconds, so a burst of checks asks once; at most an hour, the
 * background re-check's period. A found record whose TTL is not known (an answer too long for
 * UDP, asked again through node:dns) is kept a minute, a miss without one the minimum.
 */
export const MIN_TTL_MS = 5_000;
export const MAX_TTL_MS = 60 * 60 * 1000;
const UNKNOWN_FOUND_TTL_MS = 60_000;
const MAX_NAMES = 2_000;

/** How long an answer is kept: its TTL (seconds) clamped to MIN_TTL_MS..MAX_TTL_MS. */
export function cacheTtlMs(ttlSeconds: number | null, unknownMs: number): number {
  if (ttlSeconds === null || !Number.isFinite(ttlSeconds)) return unknownMs;
  return Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, ttlSeconds * 1000));
}

/** `DNS_SERVERS` (`host:port`, comma-separated) as node:dns wants them; empty: the system's. */
export function parseDnsServers(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(",")
    .map((server) => server.trim())
    .filter((server) => server !== "");
}

export function createTxtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const cache = new LRUCache<string, TxtAnswer>({ max: MAX_NAMES, ttl: MIN_TTL_MS });

  /** Through node:dns (which falls back to TCP): the values without their TTL. */
  async function askResolver(name: string): Promise<{ answer: TxtAnswer; ttlMs: number }> {
    try {
      const records = await resolver.resolveTxt(name);
      const answer: TxtAnswer = { kind: "found", values: records.map((chunks) => chunks.join("")) };
      return { answer, ttlMs: UNKNOWN_FOUND_TTL_MS };
    } catch (err) {
      const code = (err as { code?: string }).code ?? "EUNKNOWN";
      // NXDOMAIN and NODATA: the record is not there (yet).
      if (code === "ENOTFOUND" || code === "ENODATA") return { answer: { kind: "none" }, ttlMs: MIN_TTL_MS };
      return { answer: { kind: "failed", code }, ttlMs: MIN_TTL_MS };
    }
  }

  /** Over UDP to each of the resolver's servers in turn, within DNS_TIMEOUT_MS in all. */
  async function ask(name: string): Promise<{ answer: TxtAnswer; ttlMs: number }> {
    const addresses = resolver
      .getServers()
      .map(serverAddress)
      .filter((a) => a !== null);
    const deadline = Date.now() + DNS_TIMEOUT_MS;
    let last: TxtAnswer = { kind: "failed", code: "ECONNREFUSED" };
    for (const address of addresses) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const wire = await queryTxt(name, address, left);
      if (wire.kind === "truncated") return askResolver(name);
      if (wire.kind === "found")
        return {
          answer: { kind: "found", values: wire.values },
          ttlMs: cacheTtlMs(wire.ttlSeconds, UNKNOWN_FOUND_TTL_MS),
        };
      if (wire.kind === "none")
        return { answer: { kind: "none" }, ttlMs: cacheTtlMs(wire.ttlSeconds, MIN_TTL_MS) };
      last = wire;
    }
    return { answer: last, ttlMs: MIN_TTL_MS };
  }

  return {
    async lookup(name, opts) {
      const key = name.toLowerCase();
      if (!opts?.fresh) {
        const kept = cache.get(key);
        if (kept !== undefined) return kept;
      }
      const { answer, ttlMs } = await ask(key);
      cache.set(key, answer, { ttl: ttlMs });
      return answer;
    },
  };
}
