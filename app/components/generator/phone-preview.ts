/**
 * What the generator shows under the phone field before a link exists: the
 * server's reading of the number (`GET /api/phone`, the same rules `/api/shorten`
 * applies), since the phone metadata does not fit the page's JS budget
 * (docs/decisions/0091). Pure pieces; the fetching is in use-phone-reading.ts.
 */

export type PhonePreview =
  | {
      kind: "ok";
      e164: string;
      /** "+44 7911 123456" */
      international: string;
      iso2: string | null;
      countryName: string | null;
      corrections: ServerNote[];
      warnings: ServerNote[];
    }
  | { kind: "invalid"; message: string };

/** A correction as the server sends it: English `message`, and `code` and `values` to say it in the page's language. */
export interface ServerNote {
  code: string;
  message: string;
  values: Record<string, string>;
}

/** The reader refuses more than 64 characters; one more is enough for the server to say so. */
const LOOKUP_MAX_CHARS = 65;
/** Fewer digits than this is someone still typing the country code: nothing worth asking about yet. */
const LOOKUP_MIN_DIGITS = 5;
const DIGIT = /\p{Nd}/gu;

/**
 * The `/api/phone` address for what is typed (and the country chosen or detected,
 * for a number without its country code), or null when there is nothing to ask.
 * Equal inputs give equal addresses, so it is also the key of a reading.
 */
export function phoneLookupPath(typed: string, country: string | null): string | null {
  const text = typed.trim().slice(0, LOOKUP_MAX_CHARS);
  if ((text.match(DIGIT)?.length ?? 0) < LOOKUP_MIN_DIGITS) return null;
  const params = new URLSearchParams({ number: text });
  if (country !== null) params.set("country", country);
  return `/api/phone?${params.toString()}`;
}

function notes(value: unknown): ServerNote[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((note) => {
    if (typeof note !== "object" || note === null) return [];
    const { code, message, values } = note as Record<string, unknown>;
    if (typeof message !== "string" || message.length === 0) return [];
    const strings =
      typeof values === "object" && values !== null
        ? Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === "string"))
        : {};
    return [
      { code: typeof code === "string" ? code : "", message, values: strings as Record<string, string> },
    ];
  });
}

/**
 * A correction in the page's language when its catalogue has the code (a country's ISO code named
 * by the language's own name for it), else the server's English.
 */
export function noteText(
  note: ServerNote,
  messages: Readonly<Record<string, string>>,
  format: (message: string, values: Record<string, string>) => string,
  nameOf: (iso2: string) => string | null,
): string {
  const message = Object.hasOwn(messages, note.code) ? messages[note.code] : undefined;
  if (message === undefined) return note.message;
  const country = note.values.country;
  const values =
    country === undefined ? note.values : { ...note.values, country: nameOf(country) ?? country };
  return format(message, values);
}

function text(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * Reads an `/api/phone` answer. A 400 `invalid_phone` is the server's refusal, shown
 * as it is; anything else unusable (429, 5xx, a body of another shape) gives null:
 * the field then shows only what the browser knows, never a guess.
 */
export function readPhoneAnswer(status: number, body: unknown): PhonePreview | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  if (status === 400 && record.error === "invalid_phone") {
    const message = text(record, "message");
    return message === null ? null : { kind: "invalid", message };
  }
  if (status !== 200) return null;
  const e164 = text(record, "e164");
  const international = text(record, "international");
  if (e164 === null || international === null || !/^\+\d{2,17}$/.test(e164)) return null;
  const iso2 = text(record, "country");
  return {
    kind: "ok",
    e164,
    international,
    iso2: iso2 !== null && /^[A-Z]{2}$/.test(iso2) ? iso2 : null,
    countryName: text(record, "countryName"),
    corrections: notes(record.corrections),
    warnings: notes(record.warnings),
  };
}

/**
 * "Opens a chat with +44 7911 123456 · United Kingdom" (no country for non-geographic numbers);
 * the sentence and the country's name in the page's language when given.
 */
export function opensChatText(
  preview: { international: string; countryName: string | null; iso2?: string | null },
  sentence: (number: string) => string = (number) => `Opens a chat with ${number}`,
  nameOf: (iso2: string) => string | null = () => null,
): string {
  const country = preview.iso2 ? (nameOf(preview.iso2) ?? preview.countryName) : preview.countryName;
  return `${sentence(preview.international)}${country === null ? "" : ` · ${country}`}`;
}
