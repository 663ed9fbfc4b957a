import type { Database } from "#db/client.server";
import { findResolvableLinks } from "#db/queries/links.server";
import { createTxtLookup } from "#domain/domains/dns-txt.server";
import type { DomainDeps } from "#domain/domains/domain-view.server";
import { startDomainRechecks } from "#domain/domains/recheck-domains.server";
import { VerifiedDomains } from "#domain/domains/verified-domains.server";
import { createButtonConfigCache } from "#domain/links/button-config-cache.server";
import { type CacheDrop, openLinkCacheBus } from "#domain/links/link-cache-bus.server";
import { LinkResolver } from "#domain/links/resolve-link.server";
import type { Env } from "../env.server";
import type { Cleanups } from "./cleanups.server";

/** How long a cached link is served without being read again (ADR 0131). */
export const LINK_FRESH_MS = { embedded: 10 * 60_000, postgres: 60_000 } as const;

/** How often each instance reads the verified custom domains again whatever it was told. */
const DOMAINS_REFRESH_MS = 60_000;

/**
 * What the redirect reads from memory (links, chat-button settings, verified domains) and the
 * bus that tells every instance what changed, plus the custom domains' background rechecks.
 */
export async function openLinkCaches(
  env: Env,
  opts: { database: Database; linkCacheTtlMs?: number; log: (message: string) => void },
  cleanups: Cleanups,
) {
  const { database, log } = opts;
  const { db } = database;
  const embedded = env.databaseUrl === undefined;
  const resolver = new LinkResolver({
    findMany: (keys) => findResolvableLinks(db, keys),
    // Every change reaches this cache at once (here, or through the Redis bus), so an answer
    // can stay fresh long: the embedded database has one process, and instances sharing
    // PostgreSQL share Redis (README); without it another instance's edit shows within a minute.
    ttlMs: opts.linkCacheTtlMs ?? (embedded ? LINK_FRESH_MS.embedded : LINK_FRESH_MS.postgres),
    // The embedded database answers one query at a time: queries queued behind each other
    // would each pay its fixed cost (~1.5 ms) for a few keys; waiting keys go in the next one.
    maxConcurrent: embedded ? 1 : 4,
  });
  const buttonConfigs = createButtonConfigCache(db);
  const verifiedDomains = new VerifiedDomains(db, log);
  await verifiedDomains.reload();
  verifiedDomains.start(DOMAINS_REFRESH_MS);
  cleanups.push(() => verifiedDomains.stop());
  const apply = (message: CacheDrop) => {
    if (message.kind === "domains") return void verifiedDomains.reload();
    if (message.kind === "all") resolver.clear();
    else resolver.invalidate(message.codeKey);
    buttonConfigs.drop(message.kind === "all" ? null : message.codeKey);
  };
  const bus = await openLinkCacheBus({ redisUrl: env.redisUrl, apply, log });
  cleanups.push(() => bus.close());

  const domainDeps: DomainDeps = {
    db,
    dns: createTxtLookup(env.dnsServers),
    publicHost: new URL(env.publicUrl).hostname,
    // Other instances reload when told; this one's reload is awaited, so the answer that
    // reports a change (verified, removed) is only sent once this instance serves it.
    domainsChanged: async () => {
      await bus.invalidate({ kind: "domains" });
      await verifiedDomains.reload();
    },
  };
  const rechecks = startDomainRechecks(domainDeps, log);
  cleanups.push(() => rechecks.stop());
  return { resolver, buttonConfigs, verifiedDomains, bus, domainDeps };
}
