import type { Locale } from "#core/locales";
import { type SiteConfig, withSiteName } from "#core/site-config";
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME, UPTIME_PROMISE } from "./site";
import type { LegalSection } from "./types";

/**
 * "Last Updated" on the terms and privacy pages: `LEGAL_LAST_UPDATED` (an ISO date such
 * as 2026-11-01, read at start-up) when set, otherwise the day the page is served
 * (docs/product.md, pages). Settled in the loader, so the page and its hydration agree.
 */
const FORMAT_OPTIONS = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: Locale): Intl.DateTimeFormat {
  // English keeps the US form the spec shows; Arabic keeps Western digits, as phone numbers do.
  const tag = locale === "en" ? "en-US" : locale === "ar" ? "ar-u-nu-latn" : locale;
  let format = FORMATS.get(tag);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(tag, FORMAT_OPTIONS);
    FORMATS.set(tag, format);
  }
  return format;
}

/** For example "November 21, 2026". A bare date is read as UTC midnight, so it never shifts a day. */
export function legalLastUpdated(
  configured: string | null,
  now: Date = new Date(),
  locale: Locale = "en",
): string {
  return formatFor(locale).format(configured === null ? now : new Date(configured));
}

type SiteSettings = Pick<SiteConfig, "siteName" | "supportEmail" | "uptimePromise" | "supportReplyTime">;

/** Each stand-in of the copy and the setting that fills it. */
const STAND_INS = [
  [SUPPORT_EMAIL, "supportEmail"],
  [UPTIME_PROMISE, "uptimePromise"],
  [SUPPORT_REPLY_TIME, "supportReplyTime"],
] as const satisfies ReadonlyArray<readonly [string, keyof SiteSettings]>;

/**
 * One paragraph of copy for this site: its name where the copy names the site, the
 * operator's settings where the copy names them, or null when it names one that is not
 * configured (a self-hosted site must not publish an address nobody reads, nor a promise
 * nobody made).
 */
export function fillSiteCopy(text: string, site: SiteSettings): string | null {
  let filled = withSiteName(text, site.siteName);
  for (const [standIn, setting] of STAND_INS) {
    if (!filled.includes(standIn)) continue;
    const value = site[setting];
    if (value === null) return null;
    filled = filled.replaceAll(standIn, value);
  }
  return filled;
}

interface LegalText {
  intro: string;
  sections: LegalSection[];
  notice?: string;
}

/** A terms or privacy document filled for this site; a section left with nothing to say is dropped. */
export function legalForSite<T extends LegalText>(doc: T, site: SiteConfig): T {
  const fill = (texts: readonly string[]) =>
    texts.map((text) => fillSiteCopy(text, site)).filter((text): text is string => text !== null);
  const sections = doc.sections
    .map((section) => ({
      ...section,
      heading: withSiteName(section.heading, site.siteName),
      paragraphs: fill(section.paragraphs),
      ...(section.bullets ? { bullets: fill(section.bullets) } : {}),
    }))
    .filter((section) => section.paragraphs.length > 0 || (section.bullets?.length ?? 0) > 0);
  return {
    ...doc,
    intro: withSiteName(doc.intro, site.siteName),
    sections,
    ...(doc.notice === undefined ? {} : { notice: withSiteName(doc.notice, site.siteName) }),
  };
}
