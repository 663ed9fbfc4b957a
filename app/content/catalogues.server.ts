import type { Locale } from "#core/locales";
import type { CatalogueModules } from "./catalogue";
import * as en from "./en";

/**
 * Every language's copy, for loaders (server only: a page receives its own language's copy as
 * loader data, never the other five). A language not yet written reads English.
 */
export const CATALOGUES: Readonly<Record<Locale, CatalogueModules>> = {
  en,
  "pt-BR": en,
  "es-419": en,
  id: en,
  hi: en,
  ar: en,
};

export function catalogue(locale: Locale): CatalogueModules {
  return CATALOGUES[locale];
}
