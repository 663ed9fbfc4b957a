import type { Locale } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import type { CatalogueModules } from "../../content/catalogue";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage, type MessageValues } from "./format-message";
import { preparsedMessages } from "./preparse.server";
import type { PageModules } from "./use-page-module";

/** Every string of a copy module, nested objects included. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/** Built once per language and set of modules (a handful of pages × six languages). */
const built = new Map<string, PageModules<keyof CatalogueModules>>();

/**
 * A page's own copy modules in the request's language, for its loader data (`pageCopy`, read with
 * usePageModule), with their ICU messages parsed: the browser has no ICU parser.
 */
export function pageModulesFor<K extends keyof CatalogueModules>(
  request: Request,
  names: readonly K[],
): PageModules<K> {
  const locale = requestLocale(request);
  const key = `${locale} ${names.join(" ")}`;
  let copy = built.get(key);
  if (copy === undefined) {
    const modules = catalogue(locale);
    const picked = Object.fromEntries(names.map((name) => [name, modules[name]]));
    copy = { modules: picked, parsed: preparsedMessages(textsOf(picked)) };
    built.set(key, copy);
  }
  return copy as PageModules<K>;
}

/** One module in the request's language, for an action's or loader's own messages. */
export function copyFor<K extends keyof CatalogueModules>(request: Request, name: K): CatalogueModules[K] {
  return catalogue(requestLocale(request))[name];
}

/** Fills an ICU message in the request's language (server side). */
export function formatFor(request: Request): (message: string, values?: MessageValues) => string {
  const locale: Locale = requestLocale(request);
  return (message, values) => formatMessage(locale, message, values);
}
