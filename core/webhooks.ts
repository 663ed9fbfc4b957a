/**
 * Webhooks (docs/product.md "Webhooks"): the events an endpoint may receive, its limits,
 * and the URL's shape. Whether the URL's name leads to a private network is asked of DNS on
 * the server (domain/webhooks/url-guard.server.ts), at creation and again at each connection.
 */

export const WEBHOOK_EVENTS = ["link.created", "link.updated", "link.deleted", "link.clicked"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const TEST_EVENT = "webhook.test";

export const MAX_WEBHOOKS_PER_WORKSPACE = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * Delays after the 1st, 2nd, … failed attempt: nine attempts over about a day (22 h 42 m 30 s),
 * then the delivery has failed for good and its endpoint is disabled.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

export type WebhookUrlCheck =
  | { ok: true; url: string; host: string }
  | { ok: false; error: "webhook_url_invalid" | "webhook_url_private" };

/**
 * An http(s) URL without credentials, with a host name: an IP literal is refused (its network
 * is the point of the check) unless private addresses are allowed (self-hosting, tests).
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): WebhookUrlCheck {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, error: "webhook_url_invalid" };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: "webhook_url_invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, error: "webhook_url_invalid" };
  if (url.username !== "" || url.password !== "" || url.hostname === "")
    return { ok: false, error: "webhook_url_invalid" };
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  // The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into a dotted quad.
  const literal = host.includes(":") || /^[0-9.]+$/.test(host);
  if (!allowPrivate && (literal || host === "localhost" || host.endsWith(".localhost")))
    return { ok: false, error: "webhook_url_private" };
  url.hash = "";
  return { ok: true, url: url.href, host };
}
