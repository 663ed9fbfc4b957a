import type { Locale } from "#core/locales";
import * as ar from "./ar";
import type { CatalogueModules } from "./catalogue";
import * as en from "./en";
import * as es from "./es";
import * as hi from "./hi";
import * as id from "./id";
import * as ptBR from "./pt-br";

/**
 * Every language's copy, for loaders (server only: a page receives its own language's copy as
 * loader data, never the other five).
 */
export const CATALOGUES: Readonly<Record<Locale, CatalogueModules>> = {
  en,
  "pt-BR": ptBR,
  "es-419": es,
  id,
  hi,
  ar,
};

export function catalogue(locale: Locale): CatalogueModules {
  return CATALOGUES[locale];
}
