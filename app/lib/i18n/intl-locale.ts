import type { Locale } from "#core/locales";

/**
 * The tag for Intl dates in a page's language. English pages keep the day-month order they
 * always had (26 Nov 2026): the product's English is British.
 */
export function dateLocale(locale: Locale): string {
  return locale === "en" ? "en-GB" : locale;
}
