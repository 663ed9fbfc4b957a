import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "#core/locales";

export type MessageValues = Record<string, string | number>;
export type ParsedMessages = Record<string, MessageFormatElement[]>;

/**
 * Compiled messages, by language and text. The texts come from our catalogues only (a few hundred),
 * so the bound is never reached in practice; if it is, the map starts over rather than grow.
 */
const compiled = new Map<string, IntlMessageFormat>();
const MAX_COMPILED = 2_000;

/**
 * In the browser, messages arrive parsed with the page (root loader, lib/i18n/preparse.server.ts):
 * the client build has no ICU parser. Keyed by text, so the same copy works on both sides.
 */
const parsedInPage = new Map<string, MessageFormatElement[]>();

export function useParsedMessages(parsed: ParsedMessages | undefined): void {
  if (parsed === undefined || import.meta.env.SSR) return;
  for (const [text, ast] of Object.entries(parsed)) parsedInPage.set(text, ast);
}

/**
 * An ICU MessageFormat text of a catalogue, filled: `{name}` arguments, `{n, plural, …}` by the
 * language's plural rules, `{n, number}` in its digits and separators.
 */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    const source = import.meta.env.SSR ? message : parsedInPage.get(message);
    // A message the page did not bring parsed (never expected): its plain arguments filled in.
    if (source === undefined) return fillPlainArguments(message, values);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    format = new IntlMessageFormat(source, locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

function fillPlainArguments(message: string, values: MessageValues): string {
  let text = message;
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}
