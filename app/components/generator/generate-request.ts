import { ALIAS_PATTERN, aliasCharactersMessage } from "#core/alias";
import { GENERATOR_ERROR_ADVICE } from "#core/generator-errors";
import { generatorMessages } from "#core/generator-text";
import { ALIAS_MIN_LENGTH, MESSAGE_MAX_LENGTH } from "#core/limits";
import { DEFAULT_LOCALE, type Locale } from "#core/locales";
import { countCharacters } from "#core/message-format";
import { shortUrlFor } from "#core/short-url";
import { replaceUnacceptableText } from "#core/text";
import { normaliseMessage } from "#core/whatsapp-url";
import { formatMessage } from "../../lib/i18n/format-message";

export interface GeneratorInput {
  phone: string;
  alias: string;
  message: string;
  /** ISO 3166-1 alpha-2 chosen in the picker or detected, for a number typed without its country code. */
  country?: string | null;
}

/** The body of `POST /api/shorten`: the phone as typed (the server reads it), optional parts only when given. */
export interface ShortenRequestBody {
  phone: string;
  country?: string;
  message?: string;
  alias?: string;
}

export interface GeneratedLink {
  code: string;
  shortUrl: string;
}

export type GenerateOutcome = { ok: true; link: GeneratedLink } | { ok: false; message: string };

/** Blank means nothing a number could start from: empty, spaces, or the lone "+" a visitor may leave. */
export function isPhoneBlank(phone: string): boolean {
  const trimmed = phone.trim();
  return trimmed === "" || trimmed === "+";
}

/**
 * The checks made before any request, in the page's language (English: the documented exact
 * wording, docs/product.md, error catalogue), or null when the input may be sent.
 */
export function problemBeforeRequest(input: GeneratorInput, locale: Locale = DEFAULT_LOCALE): string | null {
  const messages = generatorMessages(locale);
  if (isPhoneBlank(input.phone)) return messages.emptyPhone;
  const alias = input.alias.trim();
  // Only text with nothing usable stays in the field unstripped (alias-caret.ts): say why, never drop it.
  if (alias.length > 0 && !ALIAS_PATTERN.test(alias)) return aliasCharactersMessage(alias, locale);
  if (alias.length > 0 && alias.length < ALIAS_MIN_LENGTH) return messages.aliasTooShort;
  if (countCharacters(input.message.trim()) > MESSAGE_MAX_LENGTH) return messages.messageTooLong;
  return null;
}

export function shortenRequestBody(raw: GeneratorInput): ShortenRequestBody {
  // The API refuses control characters (core/text); a paste from a document can carry invisible
  // ones (Word's line break is a vertical tab), so the generator sends what the visitor sees.
  const clean = replaceUnacceptableText;
  const input = { ...raw, phone: clean(raw.phone), alias: clean(raw.alias), message: clean(raw.message) };
  const body: ShortenRequestBody = { phone: input.phone.trim() };
  // After a + the country code is in the number and the server ignores a country: leaving it
  // out keeps the same link for the same number whichever country is chosen.
  if (input.country && !/^[+\uFF0B]/.test(body.phone)) body.country = input.country;
  const message = normaliseMessage(input.message);
  if (message !== undefined) body.message = message;
  const alias = input.alias.trim();
  if (alias.length > 0) body.alias = alias;
  return body;
}

/**
 * What decides the link: two inputs with the same key make the same link, so a link
 * made from one is current for the other (and is reused rather than made again).
 */
export function generatorInputKey(input: GeneratorInput): string {
  const body = shortenRequestBody(input);
  return JSON.stringify([
    body.phone,
    body.country ?? "",
    body.message ?? "",
    body.alias?.toLowerCase() ?? "",
  ]);
}

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number.parseInt(trimmed, 10));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

export function rateLimitedMessage(seconds: number | null, locale: Locale = DEFAULT_LOCALE): string {
  const messages = generatorMessages(locale);
  return seconds === null
    ? messages.rateLimitedMinute
    : formatMessage(locale, messages.rateLimited, { seconds });
}

/**
 * Error codes whose server message tells the visitor what to change. Every
 * other failure falls back to the documented catalogue (docs/product.md, error catalogue).
 */
const ACTIONABLE_CODES = new Set<string>(Object.keys(GENERATOR_ERROR_ADVICE));

function stringField(body: unknown, field: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim().length > 0 ? value : null;
}

export interface ShortenResponse {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
  retryAfter: string | null;
}

/**
 * Maps a `/api/shorten` answer to what the generator shows. The documented client
 * treats a non-OK status or a missing url as a failure and an error field as an
 * unavailable alias; our API's codes let most failures say what to do instead.
 */
export function interpretShortenResponse(
  response: ShortenResponse,
  origin: string,
  now: number,
  locale: Locale = DEFAULT_LOCALE,
): GenerateOutcome {
  const { status, body } = response;
  const messages = generatorMessages(locale);
  const ok = status >= 200 && status < 300;
  const code = stringField(body, "error");
  if (code !== null) {
    if (code === "alias_taken") return { ok: false, message: messages.aliasUnavailable };
    if (code === "rate_limited") {
      return { ok: false, message: rateLimitedMessage(retryAfterSeconds(response.retryAfter, now), locale) };
    }
    if (ACTIONABLE_CODES.has(code)) {
      // The server writes its message in the language the request asks for (Accept-Language). Without
      // one, English names the code's own advice; other languages keep the other codes' texts off the page.
      const fallback =
        locale === DEFAULT_LOCALE
          ? GENERATOR_ERROR_ADVICE[code as keyof typeof GENERATOR_ERROR_ADVICE]
          : messages.requestFailed;
      return { ok: false, message: stringField(body, "message") ?? fallback };
    }
    return { ok: false, message: ok ? messages.aliasUnavailable : messages.requestFailed };
  }
  if (status === 429)
    return { ok: false, message: rateLimitedMessage(retryAfterSeconds(response.retryAfter, now), locale) };
  const shortCode = stringField(body, "url") ?? stringField(body, "code");
  if (!ok || shortCode === null) return { ok: false, message: messages.requestFailed };
  const shortUrl = stringField(body, "shortUrl") ?? shortUrlFor(origin, shortCode);
  return { ok: true, link: { code: shortCode, shortUrl } };
}
