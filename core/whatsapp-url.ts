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

/**
 * Reads a WhatsApp send link back into a destination. Anything that is not a
 * one-to-one chat link (another host, a group invite, a path beyond the number)
 * gives null, so the shortener can never become an open redirect.
 */
export function parseWhatsAppUrl(raw: string): ChatDestination | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "" || url.port !== "") return null;
  const host = url.hostname.toLowerCase();
  let phone: string | null = null;
  if (WA_ME_HOSTS.has(host)) {
    const match = /^\/\+?(\d+)\/?$/.exec(url.pathname);
    phone = match?.[1] ?? null;
  } else if (API_HOSTS.has(host) && /^\/send\/?$/.test(url.pathname)) {
    const p = url.searchParams.get("phone");
    phone = p !== null && /^\+?\d+$/.test(p.trim()) ? phoneDigits(p) : null;
  }
  if (phone === null) return null;
  const message = normaliseMessage(url.searchParams.get("text"));
  return message === undefined ? { phone } : { phone, message };
}
