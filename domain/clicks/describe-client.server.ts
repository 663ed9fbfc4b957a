import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import UAParser from "ua-parser-js";
import {
  DIRECT_VALUE,
  MAX_CLIENT_NAME_LENGTH,
  MAX_HOST_LABEL_LENGTH,
  MAX_HOSTNAME_LENGTH,
  UNKNOWN_VALUE,
} from "#core/click-values";

/** What a click's User-Agent tells us, reduced to the rollup dimensions. */
export interface ClientProfile {
  bot: boolean;
  device: string;
  os: string;
  browser: string;
}

export const UNKNOWN = UNKNOWN_VALUE;
export const DIRECT = DIRECT_VALUE;
/** Separates key parts; it cannot occur in the values (parser names, host names, ISO codes). */
export const SEP = "\u0001";

/**
 * ua-parser reads only the first 500 characters anyway; cutting there also bounds the
 * cache below (5,000 keys of at most 500 characters) and what isbot scans.
 */
const UA_MAX_LENGTH = 500;
/** Longer Referers are parsed but not cached, so the cache holds at most 2,000 × 2 KB. */
const REFERER_CACHE_MAX_LENGTH = 2048;

/** Parsing a UA costs tens of microseconds; the same few UA strings arrive again and again. */
const profiles = new LRUCache<string, ClientProfile>({ max: 5000 });
const referrerHosts = new LRUCache<string, string>({ max: 2000 });

export function describeClient(userAgent: string | undefined): ClientProfile {
  const ua = (userAgent ?? "").slice(0, UA_MAX_LENGTH);
  let profile = profiles.get(ua);
  if (profile === undefined) {
    // An empty UA is a script, not a person clicking a link.
    const bot = ua === "" || isbot(ua);
    const parsed = new UAParser(ua).getResult();
    // ua-parser leaves device.type empty for desktops.
    const device = bot ? "bot" : clean(parsed.device.type ?? (parsed.os.name ? "desktop" : UNKNOWN));
    const os = clean(parsed.os.name);
    const browser = clean(parsed.browser.name);
    profile = { bot, device, os, browser };
    profiles.set(ua, profile);
  }
  return profile;
}

/**
 * Host name of the Referer only (never its path or query, which may carry personal data).
 * Anything that is not a plausible host name (too long, odd characters) is "unknown":
 * never a prefix, which would still be attacker-chosen and could still be huge in number.
 */
export function referrerHost(referer: string | undefined): string {
  if (referer === undefined || referer === "") return DIRECT;
  let host = referrerHosts.get(referer);
  if (host === undefined) {
    try {
      host = plausibleHost(new URL(referer).hostname.toLowerCase());
    } catch {
      host = UNKNOWN;
    }
    if (referer.length <= REFERER_CACHE_MAX_LENGTH) referrerHosts.set(referer, host);
  }
  return host;
}

/**
 * The host itself when it could be a DNS name or an IP address: at most 253 characters,
 * labels of 1–63 letters, digits, "-" or "_" (URL has already turned Unicode names into
 * punycode), or a bracketed IPv6 literal. One linear pass, no regular expression.
 */
function plausibleHost(host: string): string {
  if (host === "" || host.length > MAX_HOSTNAME_LENGTH) return UNKNOWN;
  if (host.charCodeAt(0) === 91 /* [ */) {
    if (host.charCodeAt(host.length - 1) !== 93 /* ] */) return UNKNOWN;
    for (let i = 1; i < host.length - 1; i++) {
      const c = host.charCodeAt(i);
      const hex = (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
      if (!hex && c !== 58 /* : */ && c !== 46 /* . */) return UNKNOWN;
    }
    return host;
  }
  let label = 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c === 46 /* . */) {
      // An empty label (leading dot, "..") is not a name; a single trailing dot (FQDN) is fine.
      if (label === 0) return UNKNOWN;
      label = 0;
      continue;
    }
    const ok = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 /* - */ || c === 95; /* _ */
    if (!ok || ++label > MAX_HOST_LABEL_LENGTH) return UNKNOWN;
  }
  return host.endsWith(".") ? host.slice(0, -1) : host;
}

function clean(name: string | undefined): string {
  // Tidy what ends up as a rollup value; a name too long to be a real one is "unknown", never cut.
  const tidy = name ? name.replace(/[^\w .+-]/g, "") : "";
  return tidy === "" || tidy.length > MAX_CLIENT_NAME_LENGTH ? UNKNOWN : tidy;
}

const botProfiles = new LRUCache<ClientProfile, ClientProfile>({ max: 1000 });

/** The same client counted as a bot (e.g. a HEAD request: browsers never send one to follow a link). */
export function asBot(profile: ClientProfile): ClientProfile {
  if (profile.bot) return profile;
  let bot = botProfiles.get(profile);
  if (bot === undefined) {
    bot = { ...profile, bot: true };
    botProfiles.set(profile, bot);
  }
  return bot;
}
