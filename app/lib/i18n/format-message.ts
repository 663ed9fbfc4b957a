import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "#core/locales";

export type MessageValues = Record<string, string | number>;

/**
 * Compiled messages, by language and text. The texts come from our catalogues only (a few hundred),
 * so the bound is never reached in practice; if it is, the map starts over rather than grow.
 */
const compiled = new Map<string, IntlMessageFormat>();
const MAX_COMPILED = 2_000;

/**
 * An ICU MessageFormat text of a catalogue, filled: `{name}` arguments, `{n, plural, …}` by the
 * language's plural rules, `{n, number}` in its digits and separators.
 */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    format = new IntlMessageFormat(message, locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
}
