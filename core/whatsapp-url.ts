import { phoneDigits } from "./phone";

export interface ChatDestination {
  /** Digits only, country code first. */
  phone: string;
  /** Trimmed; absent when empty. */
  message?: string;
}

/** The message is trimmed and included only if non-empty (docs/product.md, generator). */
export function normaliseMessage(message: string | null | undefined): string | undefined {
  const trimmed = (message ?? "").trim();
  return trimmed.length > 0 ? trimmed : undefined;
}

/** `https://wa.me/<digits>[?text=<percent-encoded>]` — the only kind of destination we ever redirect to. */
export function buildWhatsAppUrl(destination: ChatDestination): string {
  const base = `https://wa.me/${phoneDigits(destination.phone)}`;
  const message = normaliseMessage(destination.message);
  return message === undefined ? base : `${base}?text=${encodeURIComponent(message)}`;
}

const WA_ME_HOSTS = new Set(["wa.me", "www.wa.me"]);
const API_HOSTS = new Set(["api.whatsapp.com", "wa.whatsapp.com", "web.whatsapp.com"]);
/** How people paste a link without its scheme: `wa.me/447911123456`, `api.whatsapp.com/send?…`. */
const BARE_HOST_PREFIXES = [...WA_ME_HOSTS, ...API_HOSTS].map((host) => `${host}/`);

/** The same link with `https://` when it was pasted without a scheme; anything else unchanged. */
function withScheme(text: string): string {
  const lower = text.slice(0, 24).toLowerCase();
  return BARE_HOST_PREFIXES.some((prefix) => lower.startsWith(prefix)) ? `https://${text}` : text;
}

/**
 * Reads a WhatsApp send link back into a destination: `https://wa.me/<digits>`,
 * `https://api.whatsapp.com/send?phone=<digits>` (either without `https://` too, or
 * `http:`) and the app's own `whatsapp://send?phone=<digits>`, each with an optional
 * `text`. Anything that is not a one-to-one chat link (another host, a group invite, a
 * path beyond the number) gives null, so the shortener can never become an open redirect.
 */
export function parseWhatsAppUrl(raw: string): ChatDestination | null {
  const text = withScheme(raw.trim());
  // Every absolute URL has a scheme and so a colon: a typed number has none, and is told
  // apart without URL's parse error (a thrown error costs more than reading the number).
  if (!text.includes(":")) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "" || url.port !== "") return null;
  const host = url.hostname.toLowerCase();
  let phone: string | null = null;
  const web = url.protocol === "https:" || url.protocol === "http:";
  if (web && WA_ME_HOSTS.has(host)) {
    const match = /^\/\+?(\d+)\/?$/.exec(url.pathname);
    phone = match?.[1] ?? null;
  } else if (
    (web && API_HOSTS.has(host) && /^\/send\/?$/.test(url.pathname)) ||
    (url.protocol === "whatsapp:" && host === "send" && (url.pathname === "" || url.pathname === "/"))
  ) {
    const p = url.searchParams.get("phone");
    phone = p !== null && /^\+?\d+$/.test(p.trim()) ? phoneDigits(p) : null;
  }
  if (phone === null) return null;
  const message = normaliseMessage(url.searchParams.get("text"));
  return message === undefined ? { phone } : { phone, message };
}

/**
 * The digits of a chat link as a number to read: wa.me digits are international by
 * definition, so they get their `+`; a leading 0 is someone's national (or 00) form,
 * left for the chosen country to read.
 */
export function typedNumberOf(linkPhone: string): string {
  return linkPhone.startsWith("0") ? linkPhone : `+${linkPhone}`;
}
