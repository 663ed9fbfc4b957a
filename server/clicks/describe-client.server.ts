import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import UAParser from "ua-parser-js";

/** What a click's User-Agent tells us, reduced to the rollup dimensions. */
export interface ClientProfile {
  bot: boolean;
  device: string;
  os: string;
  browser: string;
  /** The fields joined, used as part of the in-memory aggregation key. */
  key: string;
}

export const UNKNOWN = "unknown";
export const DIRECT = "direct";
/** Separates key parts; it cannot occur in the values (parser names, host names, ISO codes). */
export const SEP = "\u0001";

/** Parsing a UA costs tens of microseconds; the same few UA strings arrive again and again. */
const profiles = new LRUCache<string, ClientProfile>({ max: 5000 });
const referrerHosts = new LRUCache<string, string>({ max: 2000 });

export function describeClient(userAgent: string | undefined): ClientProfile {
  const ua = userAgent ?? "";
  let profile = profiles.get(ua);
  if (profile === undefined) {
    // An empty UA is a script, not a person clicking a link.
    const bot = ua === "" || isbot(ua);
    const parsed = new UAParser(ua).getResult();
    // ua-parser leaves device.type empty for desktops.
    const device = bot ? "bot" : (parsed.device.type ?? (parsed.os.name ? "desktop" : UNKNOWN));
    const os = clean(parsed.os.name);
    const browser = clean(parsed.browser.name);
    profile = { bot, device, os, browser, key: `${bot ? 1 : 0}${SEP}${device}${SEP}${os}${SEP}${browser}` };
    profiles.set(ua, profile);
  }
  return profile;
}

/** Host name of the Referer only (never its path or query, which may carry personal data). */
export function referrerHost(referer: string | undefined): string {
  if (referer === undefined || referer === "") return DIRECT;
  let host = referrerHosts.get(referer);
  if (host === undefined) {
    try {
      host = new URL(referer).hostname.toLowerCase() || UNKNOWN;
    } catch {
      host = UNKNOWN;
    }
    referrerHosts.set(referer, host);
  }
  return host;
}

function clean(name: string | undefined): string {
  // Bound and tidy what ends up as a rollup value.
  return name ? name.replace(/[^\w .+-]/g, "").slice(0, 40) || UNKNOWN : UNKNOWN;
}

const botProfiles = new LRUCache<ClientProfile, ClientProfile>({ max: 1000 });

/** The same client counted as a bot (e.g. a HEAD request: browsers never send one to follow a link). */
export function asBot(profile: ClientProfile): ClientProfile {
  if (profile.bot) return profile;
  let bot = botProfiles.get(profile);
  if (bot === undefined) {
    bot = { ...profile, bot: true, key: `1${profile.key.slice(1)}` };
    botProfiles.set(profile, bot);
  }
  return bot;
}
