import { GENERATOR as ar } from "./error-messages/ar";
import { GENERATOR as en } from "./error-messages/en";
import { GENERATOR as es419 } from "./error-messages/es-419";
import { GENERATOR as hi } from "./error-messages/hi";
import { GENERATOR as id } from "./error-messages/id";
import { GENERATOR as ptBR } from "./error-messages/pt-BR";
import type { GeneratorMessages } from "./error-messages/types";
import type { Locale } from "./locales";

/**
 * The generator's own messages in every language (shown before, or instead of, the server's).
 * Apart from core/error-messages.ts, which also holds every API error in every language: the
 * browser imports only these.
 */
export const GENERATOR_TEXT: Readonly<Record<Locale, GeneratorMessages>> = {
  en,
  "pt-BR": ptBR,
  "es-419": es419,
  id,
  hi,
  ar,
};

export function generatorMessages(locale: Locale): GeneratorMessages {
  return GENERATOR_TEXT[locale];
}
