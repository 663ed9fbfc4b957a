import { LOCALE_INFO, type Locale } from "#core/locales";

/**
 * An address or a domain inside a right-to-left sentence, isolated (FSI…PDI) so its dots,
 * hyphens and underscores keep their order and the sentence keeps its punctuation in place.
 */
export function isolatedIn(locale: Locale): (text: string) => string {
  return LOCALE_INFO[locale].dir === "rtl" ? (text) => `\u2068${text}\u2069` : (text) => text;
}
