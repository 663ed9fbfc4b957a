import type { Context } from "hono";
import { Hono } from "hono";
import { apiError, errorStatus } from "#core/errors";
import { QR_REQUEST_SIZE } from "#core/limits";
import { shortUrlFor } from "#core/short-url";
import { buildWhatsAppUrl } from "#core/whatsapp-url";
import type { Fingerprinter } from "#domain/creators/creator-fingerprint.server";
import { type CreateLinkDeps, createLink } from "#domain/links/create-link.server";
import { sendError } from "../error-response.server";
import { clientAddressOf } from "../middleware/client-address.server";

export interface ShortenDeps {
  /** The one creation operation's dependencies (database, limiters, cache bus). */
  creation: CreateLinkDeps;
  publicUrl: string;
  /** Trusted proxy hops (TRUST_PROXY; 0 = none). */
  trustProxy: number;
  fingerprint: Fingerprinter;
}

export interface ShortenResponse {
  /** The short code, as the documented client reads it. */
  url: string;
  code: string;
  shortUrl: string;
  whatsappUrl: string;
  qr: string;
  /** Lets this browser claim the link into an account later; returned once, only its hash is stored. */
  claimToken?: string;
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/shorten (JSON body) and GET /api/shorten?url=…&alias=… (the documented
 * call shape): read the fields, then the one creation operation (limit, checks, store, invalidation).
 */
export function shortenRoutes(deps: ShortenDeps): Hono {
  const app = new Hono();

  async function shorten(c: Context, read: () => Promise<ReadResult>): Promise<Response> {
    const address = clientAddressOf(c, deps.trustProxy);
    const raw = await read();
    if (!raw.ok) return sendError(c, apiError("invalid_request", raw.message), raw.status, NO_STORE);

    const created = await createLink(deps.creation, {
      input: raw.value,
      creator: { kind: "anonymous", address, fingerprint: deps.fingerprint(address) },
    });
    if (!created.ok) {
      const retry: Record<string, string> =
        created.retryAfterSeconds === undefined ? {} : { "Retry-After": String(created.retryAfterSeconds) };
      return sendError(c, apiError(created.error, created.message), errorStatus(created.error), {
        ...NO_STORE,
        ...retry,
      });
    }

    const { link } = created;
    const shortUrl = shortUrlFor(deps.publicUrl, link.code);
    const body: ShortenResponse = {
      url: link.code,
      code: link.code,
      shortUrl,
      // A team link (never made signed out) has no one chat: its short URL chooses the agent.
      whatsappUrl: link.destination === null ? shortUrl : buildWhatsAppUrl(link.destination),
      qr: `${deps.publicUrl}/api/qr?data=${encodeURIComponent(shortUrl)}&size=${QR_REQUEST_SIZE}x${QR_REQUEST_SIZE}`,
      ...(link.claimToken === undefined ? {} : { claimToken: link.claimToken }),
    };
    return c.json(body, 201, NO_STORE);
  }

  app.post("/", (c) => shorten(c, () => readJsonObject(c)));
  app.get("/", (c) =>
    // Hono answers HEAD with the GET handler; a HEAD must never create a link.
    c.req.method === "HEAD"
      ? sendError(c, apiError("method_not_allowed"), 405, { Allow: "GET, POST" })
      : shorten(c, async () => readQuery(c)),
  );
  app.all("/", (c) => sendError(c, apiError("method_not_allowed"), 405, { Allow: "GET, POST" }));
  return app;
}

type ReadResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 400 | 415; message: string };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** The body as a JSON object, or why not: wrong type, unreadable, or not an object (array, null, number). */
async function readJsonObject(c: Context): Promise<ReadResult> {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? ""))
    return { ok: false, status: 415, message: "Send the body as JSON (Content-Type: application/json)." };
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, message: "The body is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, status: 400, message: "The body must be a JSON object." };
  return { ok: true, value: value as Record<string, unknown> };
}

/** Query fields; a field given twice is ambiguous and refused rather than guessed. */
function readQuery(c: Context): ReadResult {
  const all = c.req.queries();
  const value: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(all)) {
    if (values.length > 1) return { ok: false, status: 400, message: `Give "${name}" only once.` };
    value[name] = values[0];
  }
  return { ok: true, value };
}
