import { isIP } from "node:net";
import { LRUCache } from "lru-cache";

/**
 * The caller's address, as one canonical string (IPv4 dotted quad or IPv6 text).
 * Returns "" when nothing usable is known (e.g. a request built in memory); never throws.
 *
 * `trustedHops` is how many proxies of ours stand in front of the server (TRUST_PROXY,
 * 0 = none). Each appends the address it was connected from to `X-Forwarded-For`, so
 * the entries a client may have sent itself are on the left and cannot be trusted: the
 * client is the `trustedHops`-th entry counted from the right (the right-most with one
 * proxy), or the left-most when the header has fewer entries than that. An entry that
 * is not an address (`unknown`, garbage) falls back to the socket's address.
 * docs/decisions/0022-client-address-behind-proxies.md
 */
export function clientAddress(
  req: { socketAddress: string | undefined; forwardedFor: string | null },
  trustedHops: number,
): string {
  if (trustedHops > 0 && req.forwardedFor) {
    const entries = req.forwardedFor.split(",").filter((entry) => entry.trim() !== "");
    const entry = entries[Math.max(0, entries.length - trustedHops)];
    const address = entry === undefined ? null : normalizedOnce(entry);
    if (address) return address;
  }
  return normalizedOnce(req.socketAddress ?? "") ?? "";
}

/** The longest text that can be an address as proxies write it (`[<45 chars>]:65535`, quotes). */
const ADDRESS_TEXT_MAX = 56;
/** Repeat visitors and keep-alive connections bring the same text: three regexes and isIP once. */
const normalized = new LRUCache<string, string>({ max: 10_000 });

function normalizedOnce(raw: string): string | null {
  if (raw.length > ADDRESS_TEXT_MAX) return normalizeAddress(raw);
  let address = normalized.get(raw);
  if (address === undefined) {
    // lru-cache holds no null: "" stands for "not an address".
    address = normalizeAddress(raw) ?? "";
    normalized.set(raw, address);
  }
  return address === "" ? null : address;
}

/**
 * One address as proxies write it — possibly with a port (`1.2.3.4:5678`, `[::1]:80`),
 * quotes (RFC 7239 style) or an IPv4-mapped IPv6 prefix — reduced to the bare address,
 * or null when it is not an IP address at all (`unknown`, `_hidden`, garbage).
 */
export function normalizeAddress(raw: string): string | null {
  let text = raw.trim().replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  return text.toLowerCase();
}
