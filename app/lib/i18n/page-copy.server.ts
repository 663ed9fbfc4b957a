import type { Locale } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import type { CatalogueModules } from "../../content/catalogue";
import { catalogue } from "../../content/catalogues.server";
import type { ParsedMessages } from "./format-message";
import { preparsedMessages } from "./preparse.server";

/** Leaves of a copy object (nested maps such as `scopeNames` included), for preparsing. */
function textsOf(value: unknown): unknown[] {
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [value];
}

export interface PageCopy<K extends keyof CatalogueModules> {
  locale: Locale;
  copy: CatalogueModules[K];
  /** Its ICU messages parsed: the browser has no ICU parser (use-page-copy.ts). */
  parsed: ParsedMessages;
}

/**
 * One dashboard page's module in the request's language, for its loader: only that page's copy
 * travels with the page, never a whole catalogue.
 */
export function pageCopy<K extends keyof CatalogueModules>(request: Request, name: K): PageCopy<K> {
  const locale = requestLocale(request);
  const copy = catalogue(locale)[name];
  return { locale, copy, parsed: preparsedMessages(textsOf(copy)) };
}
