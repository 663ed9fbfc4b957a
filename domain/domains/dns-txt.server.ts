import { Resolver } from "node:dns/promises";
import { LRUCache } from "lru-cache";

/** What a TXT question found: the record's strings, none (no such name or no TXT), or no answer. */
export type TxtAnswer =
  | { kind: "found"; values: string[] }
  | { kind: "none" }
  | { kind: "failed"; code: string };

export interface TxtLookup {
  /** The TXT strings at `name` (each record's chunks joined); `fresh` skips the cache (Verify now). */
  lookup(name: string, opts?: { fresh?: boolean }): Promise<TxtAnswer>;
}

/** A DNS question gets this long (one try), so a dead resolver cannot hold a request. */
export const DNS_TIMEOUT_MS = 2_000;
/**
 * node:dns does not give a TXT answer's TTL, so answers are kept a fixed short time:
 * long enough that the background re-check and repeated clicks ask once, short enough
 * that a record just created is seen at the next Verify.
 */
const FOUND_TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;
const MAX_NAMES = 2_000;

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
  const cache = new LRUCache<string, TxtAnswer>({ max: MAX_NAMES, ttl: FOUND_TTL_MS });

  async function ask(name: string): Promise<TxtAnswer> {
    try {
      const records = await resolver.resolveTxt(name);
      return { kind: "found", values: records.map((chunks) => chunks.join("")) };
    } catch (err) {
      const code = (err as { code?: string }).code ?? "EUNKNOWN";
      // NXDOMAIN and NODATA: the record is not there (yet).
      if (code === "ENOTFOUND" || code === "ENODATA") return { kind: "none" };
      return { kind: "failed", code };
    }
  }

  return {
    async lookup(name, opts) {
      const key = name.toLowerCase();
      if (!opts?.fresh) {
        const kept = cache.get(key);
        if (kept !== undefined) return kept;
      }
      const answer = await ask(key);
      cache.set(key, answer, { ttl: answer.kind === "found" ? FOUND_TTL_MS : MISS_TTL_MS });
      return answer;
    },
  };
}
