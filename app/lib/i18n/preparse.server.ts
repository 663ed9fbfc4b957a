import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";

/**
 * The ICU messages among `texts`, parsed, by their text: the browser formats these without the
 * parser (it is aliased away in the client build, vite.config.ts), ~7 KB less for every
 * hydrated page. Texts without an argument need no formatting and are left out.
 */
export function preparsedMessages(texts: readonly unknown[]): Record<string, MessageFormatElement[]> {
  const parsed: Record<string, MessageFormatElement[]> = {};
  for (const text of texts) {
    if (typeof text === "string" && text.includes("{")) parsed[text] = parse(text);
  }
  return parsed;
}
