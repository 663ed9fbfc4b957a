import { type SiteConfig, withSiteName } from "#core/site-config";
import { SUPPORT_EMAIL } from "./site";
import type { LegalSection } from "./types";

/**
 * "Last Updated" on the terms and privacy pages: `LEGAL_LAST_UPDATED` (an ISO date such
 * as 2026-11-01, read at start-up) when set, otherwise the day the page is served
 * (docs/product.md, pages). Settled in the loader, so the page and its hydration agree.
 */
const FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** For example "November 21, 2026". A bare date is read as UTC midnight, so it never shifts a day. */
export function legalLastUpdated(configured: string | null, now: Date = new Date()): string {
  return FORMAT.format(configured === null ? now : new Date(configured));
}

/**
 * One paragraph of copy for this site: its name where the copy names the site, the contact
 * address where the copy names it, or null when it names one and none is configured (a
 * self-hosted site must not publish an address nobody reads).
 */
export function fillSiteCopy(
  text: string,
  site: Pick<SiteConfig, "siteName" | "supportEmail">,
): string | null {
  const named = withSiteName(text, site.siteName);
  if (!named.includes(SUPPORT_EMAIL)) return named;
  return site.supportEmail === null ? null : named.replaceAll(SUPPORT_EMAIL, site.supportEmail);
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
