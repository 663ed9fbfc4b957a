import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "#core/errors";
import { findUnacceptableText, isAcceptableText, replaceUnacceptableText } from "#core/text";
import { sendError } from "../error-response.server";

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one rule for text from outside (core/text `isAcceptableText`: no NUL or other control
 * character but tab and line breaks, no lone surrogate), applied to every query string and
 * every posted text field before any route reads them (docs/decisions/0141).
 *
 * - The JSON API (/api/*) refuses: 400 `invalid_input` naming the field. A program should
 *   learn that it sent something it did not mean to.
 * - Pages get the text with each run of those characters as one space: a person cannot see or
 *   type them (they come with a paste), and the form then answers as it would for what is on
 *   the screen (an email with a space in it is an email to correct). Page
 *   forms post through React Router (`.data` requests too), which cannot render an answer made
 *   here as a form error.
 * - The operator endpoint (/__admin, loopback and a token) is left alone: its import sends a
 *   whole CSV file, whose rows the import cleans one by one.
 *
 * Uploaded files (multipart file parts) are data, not text fields, and pass as they are.
 * Bodies are read from a copy, after the body limit, so a route still reads its own.
 */
export function refuseApiInput(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path !== "/api" && !path.startsWith("/api/")) return next();
    const field = await refusedApiField(c);
    return field === null
      ? next()
      : sendError(c, { ...apiError("invalid_input", inputMessage(field)), field: fieldName(field) }, 400, {
          "Cache-Control": "no-store",
        });
  };
}

/**
 * Pages: installed after the per-address limits, right before React Router, so a flood of
 * uploads or forms is refused by a counter before any body is read or parsed here.
 */
export function cleanPageInput(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path === "/__admin" || path.startsWith("/__admin/") || path === "/api" || path.startsWith("/api/"))
      return next();
    await cleanPageRequest(c);
    return next();
  };
}

/** A percent-escaped C0 control character or DEL (%00–%1F, %7F): one pass, nothing to backtrack. */
const ESCAPED_CONTROL = /%(?:[01][0-9A-Fa-f]|7[Ff])/;

/**
 * Whether a request's query string could decode to refused text. Decoding cannot make a lone
 * surrogate (invalid UTF-8 becomes U+FFFD), so only an escaped control character (or, from a
 * caller other than Node's HTTP parser, a raw one) can: most queries, a 1.5 KB `/api/qr?data=`
 * among them, are then passed without being parsed here a first time.
 */
function queryMayHoldRefusedText(url: string): boolean {
  const start = url.indexOf("?");
  if (start === -1) return false;
  const query = url.slice(start + 1);
  return ESCAPED_CONTROL.test(query) || !isAcceptableText(query);
}

/** The first query parameter or body field of an API call holding refused text, or null. */
async function refusedApiField(c: Context): Promise<string | null> {
  if (queryMayHoldRefusedText(c.req.url))
    for (const [key, value] of new URL(c.req.url).searchParams)
      if (!isAcceptableText(key) || !isAcceptableText(value)) return key;
  if (!BODY_METHODS.has(c.req.method) || c.req.raw.body === null) return null;
  const text = await c.req.raw.clone().text();
  if (FORM_TYPE.test(c.req.header("content-type") ?? "")) {
    for (const [key, value] of new URLSearchParams(text))
      if (!isAcceptableText(key) || !isAcceptableText(value)) return key;
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON: the route answers that in its own words
  }
  return findUnacceptableText(parsed);
}

/** Replaces the page request by one whose query and form text fields hold only acceptable text. */
async function cleanPageRequest(c: Context): Promise<void> {
  const raw = c.req.raw;
  // The URL is parsed only for a query that may need cleaning (most pages' do not).
  let url: URL | string = raw.url;
  const query = queryMayHoldRefusedText(raw.url) ? cleanPairs([...new URL(raw.url).searchParams]) : null;
  if (query !== null) {
    url = new URL(raw.url);
    url.search = new URLSearchParams(query).toString();
  }
  let body: BodyInit | null = null;
  const headers = new Headers(raw.headers);
  const type = raw.headers.get("content-type") ?? "";
  if (BODY_METHODS.has(raw.method) && raw.body !== null && FORM_TYPE.test(type)) {
    const fields = cleanPairs([...new URLSearchParams(await raw.clone().text())]);
    if (fields !== null) body = new URLSearchParams(fields).toString();
  } else if (BODY_METHODS.has(raw.method) && raw.body !== null && MULTIPART_TYPE.test(type)) {
    body = await cleanMultipart(raw);
    // A new multipart body comes with its own boundary in its own Content-Type.
    if (body !== null) headers.delete("content-type");
  }
  if (query === null && body === null) return;
  if (body !== null) headers.delete("content-length");
  c.req.raw = new Request(url, {
    method: raw.method,
    headers,
    body: body ?? raw.body,
    signal: raw.signal,
    // Node's fetch Request needs this to stream a body it did not create.
    duplex: "half",
  } as RequestInit);
}

/** The pairs with refused text stripped, or null when every pair was fine already. */
function cleanPairs(pairs: Array<[string, string]>): Array<[string, string]> | null {
  if (pairs.every(([key, value]) => isAcceptableText(key) && isAcceptableText(value))) return null;
  return pairs.map(([key, value]) => [replaceUnacceptableText(key), replaceUnacceptableText(value)]);
}

/** A multipart form with its text fields cleaned (files kept), or null when nothing changed or it is unreadable. */
async function cleanMultipart(raw: Request): Promise<FormData | null> {
  let form: FormData;
  try {
    form = await raw.clone().formData();
  } catch {
    return null; // malformed: the page answers that itself
  }
  let changed = false;
  const cleaned = new FormData();
  for (const [key, value] of form) {
    const name = replaceUnacceptableText(key);
    const text = typeof value === "string" ? replaceUnacceptableText(value) : value;
    if (name !== key || text !== value) changed = true;
    cleaned.append(name, text);
  }
  return changed ? cleaned : null;
}

function fieldName(field: string): string {
  return replaceUnacceptableText(field).slice(0, 50);
}

function inputMessage(field: string): string {
  const name = fieldName(field);
  return name === ""
    ? `${apiError("invalid_input").message}`
    : `The field "${name}" holds a character that cannot be used: a NUL or another control character (tab and line breaks are fine), or a broken one (a lone surrogate). Remove it and send the request again.`;
}
