import type { LookupAddress } from "node:dns";
import { Resolver, lookup as systemLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { checkWebhookUrl, type WebhookUrlCheck } from "#core/webhooks";
import { isPublicAddress } from "#domain/geo/address-scope.server";

/**
 * SSRF guard for webhook receivers: the URL's name is resolved when the endpoint is saved
 * (a clear refusal), and again by the HTTP request's own `lookup`, so the address checked is
 * the address connected to — a name that turns private after it was saved (DNS rebinding) is
 * refused at connection.
 */

const DNS_TIMEOUT_MS = 2_000;

/** A host name's addresses: through DNS_SERVERS when set (tests' DNS server), else the system's. */
export function createAddressResolver(servers: readonly string[]): (host: string) => Promise<string[]> {
  if (servers.length === 0)
    return async (host) => (await systemLookup(host, { all: true })).map((entry) => entry.address);
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  resolver.setServers([...servers]);
  return async (host) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const found = [
      ...(v4.status === "fulfilled" ? v4.value : []),
      ...(v6.status === "fulfilled" ? v6.value : []),
    ];
    if (found.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" });
    return found;
  };
}

/** Refused unless every address is public (one private answer among public ones is enough to refuse). */
export function allPublic(addresses: readonly string[]): boolean {
  return addresses.length > 0 && addresses.every((address) => isPublicAddress(address));
}

/** At creation and change: the URL's shape, then its name's addresses. */
export async function checkWebhookTarget(
  deps: { allowPrivate: boolean; resolve: (host: string) => Promise<string[]> },
  raw: string,
): Promise<WebhookUrlCheck> {
  const checked = checkWebhookUrl(raw, deps.allowPrivate);
  if (!checked.ok || deps.allowPrivate) return checked;
  let addresses: string[];
  try {
    addresses = await deps.resolve(checked.host);
  } catch {
    return { ok: false, error: "webhook_url_invalid" };
  }
  return allPublic(addresses) ? checked : { ok: false, error: "webhook_url_private" };
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The `lookup` option of http.request: resolves, refuses private answers, hands Node the checked address. */
export function guardedLookup(deps: { allowPrivate: boolean; resolve: (host: string) => Promise<string[]> }) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    deps.resolve(hostname).then(
      (addresses) => {
        if (!deps.allowPrivate && !allPublic(addresses)) {
          callback(
            Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATE" }),
            "",
          );
          return;
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0]?.address ?? "", entries[0]?.family ?? 4);
      },
      (err: NodeJS.ErrnoException) => callback(err, ""),
    );
  };
}
