import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { codeKey } from "#core/alias";
import { analyticsCsv, analyticsCsvFileName } from "#core/analytics-csv";
import { parseDateRange } from "#core/analytics-range";
import { API_ERRORS, type ApiErrorCode } from "#core/errors";
import { parseRecordId } from "#core/record-id";
import { shortUrlFor } from "#core/short-url";
import { checkShortenRequest, SHORTEN_FIELD_MAX } from "#core/shorten-input";
import type { Db } from "#db/client.server";
import type { AccountLinkRow } from "#db/queries/account-links.server";
import { type Answer, runIdempotent } from "#domain/api/run-idempotent.server";
import { type ApiKeyHolder, authenticateApiKey } from "#domain/api-keys/authenticate-api-key.server";
import { listClickRollups } from "#domain/clicks/list-click-rollups.server";
import { readLinkAnalytics } from "#domain/clicks/read-link-analytics.server";
import { accountKey } from "#domain/limits/account-limiters.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { createLink } from "#domain/links/create-link.server";
import { deleteLink } from "#domain/links/delete-link.server";
import { findAccountLink } from "#domain/links/find-account-link.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import { linkClicks, listAccountLinksAfter } from "#domain/links/list-account-links.server";
import { updateLink } from "#domain/links/update-link.server";
import { parseQrQuery } from "#domain/qr/qr-params.server";
import type { QrRenderer } from "#domain/qr/qr-render-protocol.server";
import { readWorkspace } from "#domain/workspaces/read-workspace.server";
import { CONTENT_TYPES, failure as qrFailure } from "./qr.server";

/**
 * REST API v1 (../shared/design/contracts.md "REST API v1"): a workspace's links by API
 * key. Every route is declared once with its zod schemas; the same declarations validate
 * requests and make `/api/v1/openapi.json` (docs/decisions/0130).
 */

export interface ApiV1Deps {
  db: Db;
  publicUrl: string;
  /** Calls per workspace per minute, whichever of its keys makes them. */
  limiter: RateLimiter;
  /** Links created per account per hour: the dashboard's allowance (`accountKey`), shared. */
  linkCreates: RateLimiter;
  /** Calls with no valid key per client address (a call with a valid key is given back). */
  authLimiter: RateLimiter;
  /** The caller's address (socket, or X-Forwarded-For behind a trusted proxy). */
  clientAddress: (c: Context) => string;
  invalidate: (message: CacheInvalidation) => Promise<void>;
  /** A new code must not stay shadowed by a negative cache entry from a moment ago. */
  onCreated: (codeKey: string) => void;
  /** Draws QR codes off this thread (the server's render pool). */
  qrRenderer: QrRenderer;
}

type ApiEnv = { Variables: { holder: ApiKeyHolder } };

const NO_STORE = { "Cache-Control": "no-store" } as const;

const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: "invalid_phone" }),
    message: z.string().openapi({ example: "Enter the full WhatsApp number with its country code." }),
    field: z
      .string()
      .optional()
      .openapi({ description: "The request field at fault (400 only).", example: "phone" }),
  })
  .openapi("Error");

const LinkSchema = z
  .object({
    id: z.string().openapi({ example: "1042" }),
    code: z.string().openapi({ example: "shop-one" }),
    shortUrl: z.string().openapi({ example: "https://chat.example.com/shop-one" }),
    phone: z.string().openapi({ description: "E.164", example: "+447911123456" }),
    message: z.string().nullable().openapi({ example: "Hi, I saw your flyer" }),
    clicks: z.number().int().openapi({ description: "Human clicks, all time (bots apart)", example: 12 }),
    createdAt: z.string().openapi({ example: "2026-11-24T10:00:00.000Z" }),
    updatedAt: z.string().openapi({ example: "2026-11-24T10:00:00.000Z" }),
    createdBy: z.string().nullable().openapi({
      description:
        "Email of the member who made the link; null when made signed out or by the operator's import",
      example: "alice@example.com",
    }),
    updatedBy: z.string().nullable().openapi({
      description: "Email of the member who last changed its destination; null when unchanged since made",
      example: null,
    }),
  })
  .openapi("Link");

// Built with @hono/zod-openapi's z (schemas made before it loads lack .openapi()), bounded as
// /api/shorten's fields are; the rules themselves are checkShortenRequest's, shared with it.
const max = SHORTEN_FIELD_MAX;
// Strict: a field the API does not take (a typo, `code`, `id`) is a 400 naming it, never ignored.
const CreateLinkSchema = z
  .strictObject({
    phone: z.string().max(max.phone).optional().openapi({
      description: "As people type it; with `country` a national number works. This or `url`",
      example: "+44 7911 123456",
    }),
    url: z.string().max(max.url).optional().openapi({
      description:
        "A WhatsApp chat link instead of `phone` (wa.me/…, api.whatsapp.com/send?phone=…); its `text` becomes the message",
      example: "https://wa.me/447911123456?text=Hi",
    }),
    country: z
      .string()
      .max(max.country)
      .optional()
      .openapi({ description: "ISO 3166-1 alpha-2", example: "GB" }),
    message: z.string().max(max.message).optional().openapi({ example: "Hi, I saw your flyer" }),
    alias: z
      .string()
      .max(max.alias)
      .optional()
      .openapi({ description: "5–50 letters, digits, _ or -", example: "shop-one" }),
  })
  .openapi("CreateLink");

// Strict: `alias`, `code` and the like cannot change, so sending one is a 400 naming it.
const UpdateLinkSchema = z
  .strictObject({
    phone: z.string().max(max.phone).optional().openapi({ example: "+44 7911 654321" }),
    country: z.string().max(max.country).optional(),
    message: z
      .string()
      .max(max.message)
      .nullable()
      .optional()
      .openapi({ description: 'null or "" removes it' }),
  })
  .openapi("UpdateLink");

const IdParams = z.object({
  id: z
    .string()
    .max(20)
    .openapi({ param: { name: "id", in: "path" }, example: "1042" }),
});

const ListQuery = z.object({
  limit: z.string().max(5).optional().openapi({ description: "1–100, default 20", example: "20" }),
  cursor: z.string().max(20).optional().openapi({ description: "`nextCursor` of the previous page" }),
  q: z.string().max(200).optional().openapi({ description: "Code, digits or message text containing this" }),
});

const AnalyticsQuery = z.object({
  from: z.string().max(10).optional().openapi({ example: "2026-11-01" }),
  to: z.string().max(10).optional().openapi({
    description: "Last day, included; a later day than today reads as today",
    example: "2026-11-24",
  }),
});

const QrQuery = z.object({
  size: z
    .string()
    .max(9)
    .optional()
    .openapi({ description: "64–2048 px, `300` or `300x300`", example: "300" }),
  format: z.enum(["png", "svg"]).optional().openapi({ description: "Default png" }),
});

const Counted = (key: string) => z.array(z.object({ [key]: z.string(), clicks: z.number().int() }));

const AnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    clicks: z.number().int().openapi({ description: "Human clicks in the range" }),
    bots: z.number().int().openapi({ description: "Bot and link-preview hits, apart" }),
    days: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
    countries: Counted("code"),
    devices: Counted("device"),
    os: Counted("os"),
    browsers: Counted("browser"),
    referrers: Counted("referrer"),
    refs: Counted("ref").openapi({ description: "`?ref=` words; empty until team links" }),
    agents: Counted("id").openapi({ description: "Team agents; empty until team links" }),
  })
  .openapi("Analytics");

const WorkspaceSchema = z
  .object({
    id: z.string().openapi({ example: "ws_3f9a2c71d04b8e65" }),
    name: z.string(),
    members: z.array(z.object({ email: z.string(), role: z.enum(["owner", "admin", "editor", "viewer"]) })),
    scope: z.enum(["read", "write"]).openapi({ description: "The calling key's scope" }),
  })
  .openapi("Workspace");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const errors = {
  401: json(ErrorSchema, "No key, or a key that is unknown or revoked"),
  404: json(ErrorSchema, "No such link in this workspace"),
  429: json(ErrorSchema, "Too many calls with this workspace's keys (or links this hour); see Retry-After"),
};
const writeErrors = { ...errors, 403: json(ErrorSchema, "A read key cannot write") };
const security = [{ bearer: [] }];

const routes = {
  workspace: createRoute({
    method: "get",
    path: "/workspace",
    summary: "The key's workspace, its members and the key's scope",
    security,
    responses: { 200: json(WorkspaceSchema, "The workspace"), ...errors },
  }),
  createLink: createRoute({
    method: "post",
    path: "/links",
    summary: "Create a link",
    description:
      "With an `Idempotency-Key` header, a retry with the same key and body within a day gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing; the same key with another body is a 422.",
    security,
    request: {
      headers: z.object({
        "idempotency-key": z.string().max(255).optional().openapi({ example: "order-7731-flyer" }),
      }),
      body: { content: { "application/json": { schema: CreateLinkSchema } }, required: true },
    },
    responses: {
      201: json(LinkSchema, "The new link"),
      400: json(ErrorSchema, "A field is wrong (`field` names it)"),
      409: json(ErrorSchema, "The alias is taken, or a request with this Idempotency-Key is still running"),
      422: json(ErrorSchema, "This Idempotency-Key was used with another body"),
      ...writeErrors,
    },
  }),
  listLinks: createRoute({
    method: "get",
    path: "/links",
    summary: "The workspace's links, newest first",
    security,
    request: { query: ListQuery },
    responses: {
      200: json(
        z.object({ data: z.array(LinkSchema), nextCursor: z.string().nullable() }),
        "A page of links",
      ),
      400: json(ErrorSchema, "A bad limit or cursor"),
      ...errors,
    },
  }),
  getLink: createRoute({
    method: "get",
    path: "/links/{id}",
    summary: "One link",
    security,
    request: { params: IdParams },
    responses: { 200: json(LinkSchema, "The link"), ...errors },
  }),
  updateLink: createRoute({
    method: "patch",
    path: "/links/{id}",
    summary: "Change a link's number or message (its code and short URL stay)",
    security,
    request: {
      params: IdParams,
      body: { content: { "application/json": { schema: UpdateLinkSchema } }, required: true },
    },
    responses: {
      200: json(LinkSchema, "The changed link"),
      400: json(ErrorSchema, "A field is wrong"),
      ...writeErrors,
    },
  }),
  deleteLink: createRoute({
    method: "delete",
    path: "/links/{id}",
    summary: "Delete a link: its short URL shows Link Not Found",
    security,
    request: { params: IdParams },
    responses: { 204: { description: "Deleted" }, ...writeErrors },
  }),
  qr: createRoute({
    method: "get",
    path: "/links/{id}/qr",
    summary: "The link's QR code (its short URL), PNG or SVG",
    security,
    request: { params: IdParams, query: QrQuery },
    responses: {
      200: {
        content: {
          "image/png": { schema: z.string().openapi({ format: "binary" }) },
          "image/svg+xml": { schema: z.string() },
        },
        description: "The image",
      },
      400: json(ErrorSchema, "A bad size, or one too small to scan (`qr_too_small`)"),
      ...errors,
    },
  }),
  analyticsCsv: createRoute({
    method: "get",
    path: "/links/{id}/analytics.csv",
    summary: "A link's clicks in a date range as CSV (the dashboard's download)",
    security,
    request: { params: IdParams, query: AnalyticsQuery },
    responses: {
      200: {
        content: { "text/csv": { schema: z.string() } },
        description:
          "period_start_utc, period, dimension, value, traffic, count: one row per hour (3 days or fewer) or UTC day",
      },
      400: json(ErrorSchema, "Bad dates"),
      ...errors,
    },
  }),
  analytics: createRoute({
    method: "get",
    path: "/links/{id}/analytics",
    summary: "A link's clicks in a date range (UTC days, default the last 30)",
    security,
    request: { params: IdParams, query: AnalyticsQuery },
    responses: {
      200: json(AnalyticsSchema, "The same numbers the dashboard shows"),
      400: json(ErrorSchema, "Bad dates"),
      ...errors,
    },
  }),
};

/** Which request field an error code is about. */
const FIELD_OF: Partial<Record<ApiErrorCode, string>> = {
  invalid_phone: "phone",
  invalid_alias: "alias",
  alias_reserved: "alias",
  message_too_long: "message",
  invalid_url: "url",
};

function apiFail<S extends 400 | 401 | 403 | 404 | 409 | 429>(
  c: Context,
  status: S,
  error: string,
  message: string,
  field?: string,
) {
  const body: { error: string; message: string; field?: string } = { error, message };
  if (field !== undefined) body.field = field;
  return c.json(body, status, NO_STORE);
}

/** RFC draft "The Idempotency-Key HTTP Header Field": a string; ours bounded, printable ASCII. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function apiV1Routes(deps: ApiV1Deps): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // A request the schemas refuse: 400 naming the first field at fault; an id that
    // cannot be one is simply not found.
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.join(".") || undefined;
      if (result.target === "param") return apiFail(c, 404, "not_found", API_ERRORS.not_found);
      if (issue?.code === "unrecognized_keys") {
        const names = issue.keys.map((key) => `"${key.slice(0, 50)}"`).join(", ");
        return apiFail(
          c,
          400,
          "invalid_request",
          `This request cannot set ${names}.`,
          issue.keys[0]?.slice(0, 50),
        );
      }
      const message =
        issue?.code === "invalid_type" && field !== undefined
          ? `The field "${field}" must be ${String((issue as { expected?: string }).expected ?? "of another type")}.`
          : field === undefined
            ? "Send a JSON object."
            : `The field "${field}" is not valid: ${issue?.message ?? ""}`;
      return apiFail(c, 400, "invalid_request", message, field);
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "An API key from the dashboard or `npm run admin -- api-key create <email>`",
  });

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "ChatLink API",
      version: "1",
      description: "WhatsApp click-to-chat links of one workspace. Errors are `{error, message}`.",
    },
    servers: [{ url: `${deps.publicUrl}/api/v1` }],
  });

  // Every route but the document: a live key, then its rate.
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith("/openapi.json")) return next();
    // Guessing keys costs a lookup each: an address gets a bounded number of calls without a
    // valid key, counted before the lookup and given back when the key is valid.
    const address = deps.clientAddress(c);
    const attempt = await deps.authLimiter.hit(address);
    if (!attempt.allowed)
      return c.json(
        {
          error: "rate_limited",
          message: "Too many calls without a valid API key from your address. Wait and try again.",
        },
        429,
        { ...NO_STORE, "Retry-After": String(attempt.retryAfterSeconds) },
      );
    const holder = await authenticateApiKey(deps.db, c.req.header("authorization"));
    if (holder === null)
      return apiFail(c, 401, "unauthorized", "Send a valid API key: Authorization: Bearer <key>.");
    await deps.authLimiter.refund(address);
    // The workspace's allowance, not each key's: more keys never mean more calls.
    const limit = await deps.limiter.hit(`workspace:${holder.workspace.id}`);
    if (!limit.allowed)
      return c.json(
        { error: "rate_limited", message: "Too many calls with this workspace's keys. Wait and try again." },
        429,
        { ...NO_STORE, "Retry-After": String(limit.retryAfterSeconds) },
      );
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && holder.scope !== "write")
      return apiFail(c, 403, "forbidden", "This key can only read: create a key with the write scope.");
    c.set("holder", holder);
    return next();
  });

  const linkJson = (row: AccountLinkRow, clicks: number) => ({
    id: String(row.id),
    code: row.code,
    shortUrl: shortUrlFor(deps.publicUrl, row.code),
    phone: `+${row.phone}`,
    message: row.message,
    clicks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  });
  /** A key acts in its workspace; what it makes or changes counts as its maker's. */
  const actorOf = (holder: ApiKeyHolder) => ({
    workspaceId: holder.workspace.id,
    accountId: holder.accountId,
  });
  /**
   * Whom a key's limits are counted for: its maker's account, as on the dashboard (creations,
   * the render pool's share), else (maker gone) its workspace.
   */
  const allowanceOf = (holder: ApiKeyHolder) =>
    holder.accountId === null ? `workspace:${holder.workspace.id}` : accountKey(holder.accountId);
  /** The link of this workspace with this id, or null (absent and another workspace's alike). */
  const ownLink = (c: Context<ApiEnv>, id: string) => {
    const linkId = parseRecordId(id);
    return linkId === null
      ? Promise.resolve(null)
      : findAccountLink(deps.db, c.get("holder").workspace.id, linkId);
  };
  const notFound = (c: Context) => apiFail(c, 404, "not_found", "No link with this id in this workspace.");

  app.openapi(routes.workspace, async (c) => {
    const holder = c.get("holder");
    const view = await readWorkspace(deps.db, holder.workspace);
    return c.json({ ...view, scope: holder.scope }, 200, NO_STORE);
  });

  /** A creation's answer as status and body, so an Idempotency-Key can keep and repeat it. */
  const createAnswer = async (holder: ApiKeyHolder, request: unknown): Promise<Answer> => {
    const checked = checkShortenRequest(request);
    if (!checked.ok) {
      const field = fieldOf(checked.error, checked.message);
      const message = checked.message ?? API_ERRORS[checked.error];
      return {
        status: 400,
        body: { error: checked.error, message, ...(field === undefined ? {} : { field }) },
      };
    }
    const created = await createLink(deps.db, checked.value, null, actorOf(holder));
    if (!created.ok)
      return { status: 409, body: { error: "alias_taken", message: API_ERRORS.alias_taken, field: "alias" } };
    deps.onCreated(codeKey(created.code));
    const row = await findAccountLink(deps.db, holder.workspace.id, created.id);
    if (row === null) throw new Error("a link just created is missing");
    return { status: 201, body: linkJson(row, 0) };
  };

  app.openapi(routes.createLink, async (c) => {
    const holder = c.get("holder");
    const request = c.req.valid("json");
    const allowance = await deps.linkCreates.hit(allowanceOf(holder));
    if (!allowance.allowed)
      return c.json(
        {
          error: "rate_limited",
          message: "This account has created a lot of links in the last hour. Wait and try again.",
        },
        429,
        { ...NO_STORE, "Retry-After": String(allowance.retryAfterSeconds) },
      ) as never;
    const key = c.req.header("idempotency-key");
    if (key === undefined) {
      const answer = await createAnswer(holder, request);
      return c.json(answer.body, answer.status as 201, NO_STORE) as never;
    }
    if (!IDEMPOTENCY_KEY.test(key))
      return apiFail(
        c,
        400,
        "invalid_request",
        "Idempotency-Key is 1 to 255 printable ASCII characters.",
        "Idempotency-Key",
      );
    const answer = await runIdempotent(deps.db, { workspaceId: holder.workspace.id, key, request }, () =>
      createAnswer(holder, request),
    );
    if ("error" in answer)
      return c.json(
        {
          error: answer.error,
          message:
            answer.error === "idempotency_conflict"
              ? "This Idempotency-Key was used with another body: use a new key for a new link."
              : "A request with this Idempotency-Key is still being answered: retry in a moment.",
        },
        answer.status,
        NO_STORE,
      ) as never;
    return c.json(answer.body, answer.status as 201, {
      ...NO_STORE,
      ...(answer.replayed ? { "Idempotent-Replayed": "true" } : {}),
    }) as never;
  });

  app.openapi(routes.listLinks, async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit === undefined ? 20 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return apiFail(c, 400, "invalid_request", "limit is a whole number from 1 to 100.", "limit");
    const cursor = query.cursor === undefined ? null : parseRecordId(query.cursor);
    if (query.cursor !== undefined && cursor === null)
      return apiFail(c, 400, "invalid_request", "cursor is the nextCursor of a previous page.", "cursor");
    const page = await listAccountLinksAfter(deps.db, c.get("holder").workspace.id, {
      search: query.q ?? "",
      beforeId: cursor,
      limit,
    });
    return c.json(
      {
        data: page.links.map((link) => linkJson(link, link.clicks)),
        nextCursor: page.next === null ? null : String(page.next),
      },
      200,
      NO_STORE,
    );
  });

  app.openapi(routes.getLink, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    return c.json(linkJson(row, await linkClicks(deps.db, row.id)), 200, NO_STORE);
  });

  app.openapi(routes.updateLink, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const body = c.req.valid("json");
    // What is not sent stays: the number as stored (E.164), the message as it was.
    const message = body.message === undefined ? (row.message ?? undefined) : (body.message ?? "");
    const checked = checkShortenRequest({
      phone: body.phone ?? `+${row.phone}`,
      ...(body.country === undefined || body.phone === undefined ? {} : { country: body.country }),
      ...(message === undefined ? {} : { message }),
    });
    if (!checked.ok)
      return apiFail(
        c,
        400,
        checked.error,
        checked.message ?? API_ERRORS[checked.error],
        fieldOf(checked.error, checked.message),
      );
    // Nothing would change: no write, so `updatedAt` and `updatedBy` keep meaning "last changed".
    if (checked.value.phone === row.phone && (checked.value.message ?? null) === row.message)
      return c.json(linkJson(row, await linkClicks(deps.db, row.id)), 200, NO_STORE);
    const updated = await updateLink(
      deps.db,
      deps.invalidate,
      actorOf(c.get("holder")),
      row.id,
      checked.value,
    );
    if (!updated.ok) return notFound(c);
    const fresh = await findAccountLink(deps.db, c.get("holder").workspace.id, row.id);
    if (fresh === null) return notFound(c);
    return c.json(linkJson(fresh, await linkClicks(deps.db, row.id)), 200, NO_STORE);
  });

  app.openapi(routes.deleteLink, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const deleted = await deleteLink(deps.db, deps.invalidate, c.get("holder").workspace.id, row.id);
    if (!deleted.ok) return notFound(c);
    return c.body(null, 204, NO_STORE);
  });

  app.openapi(routes.qr, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const query = c.req.valid("query");
    const shortUrl = shortUrlFor(deps.publicUrl, row.code);
    const parsed = parseQrQuery((name) =>
      name === "data"
        ? shortUrl
        : name === "size"
          ? query.size
          : name === "format"
            ? query.format
            : undefined,
    );
    if ("error" in parsed) return apiFail(c, 400, parsed.error, parsed.message, "size");
    const drawn = await deps.qrRenderer.render(
      { kind: "plain", data: shortUrl, size: parsed.size, format: parsed.format },
      allowanceOf(c.get("holder")),
    );
    if (!drawn.ok) return qrFailure(c, drawn) as never;
    return c.body(drawn.body, 200, { ...NO_STORE, "Content-Type": CONTENT_TYPES[parsed.format] }) as never;
  });

  app.openapi(routes.analyticsCsv, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const parsed = parseDateRange(queryParams(c.req.valid("query")));
    if (!parsed.ok) return apiFail(c, 400, "invalid_request", parsed.message, parsed.field);
    const rows = await listClickRollups(deps.db, row.id, parsed.range);
    return c.body(analyticsCsv(rows, parsed.range.bucket), 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(row.code, parsed.range.from, parsed.range.to)}"`,
    }) as never;
  });

  app.openapi(routes.analytics, async (c) => {
    const row = await ownLink(c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const query = c.req.valid("query");
    const parsed = parseDateRange(
      new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as string[][]),
    );
    if (!parsed.ok) return apiFail(c, 400, "invalid_request", parsed.message, parsed.field);
    const { range } = parsed;
    const analytics = await readLinkAnalytics(deps.db, row.id, range);
    const perDay = new Map<string, number>();
    for (const point of analytics.series) {
      const date = point.start.toISOString().slice(0, 10);
      perDay.set(date, (perDay.get(date) ?? 0) + point.humans);
    }
    const counted = <K extends string>(key: K, dimension: keyof typeof analytics.breakdowns) =>
      [...analytics.breakdowns[dimension].top].map(
        ([value, clicks]) => ({ [key]: value, clicks }) as Record<K, string> & { clicks: number },
      );
    return c.json(
      {
        from: range.from,
        to: range.to,
        clicks: analytics.humans,
        bots: analytics.bots,
        days: [...perDay].map(([date, clicks]) => ({ date, clicks })),
        countries: counted("code", "country"),
        devices: counted("device", "device"),
        os: counted("os", "os"),
        browsers: counted("browser", "browser"),
        referrers: counted("referrer", "referrer"),
        refs: [],
        agents: [],
      },
      200,
      NO_STORE,
    );
  });

  app.notFound((c) => notFound(c));
  // The validator's own refusals (a body that is not JSON) in our error shape; the rest is the app's.
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500)
      return apiFail(
        c,
        400,
        "invalid_request",
        "The body must be a JSON object (Content-Type: application/json).",
      );
    throw err;
  });
  return app;
}

/** The range fields given, as the dashboard's range parser reads them. */
function queryParams(query: { from?: string | undefined; to?: string | undefined }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from !== undefined) params.set("from", query.from);
  if (query.to !== undefined) params.set("to", query.to);
  return params;
}

/** The field an error is about; a bad country is reported under `country`. */
function fieldOf(error: ApiErrorCode, message: string | undefined): string | undefined {
  if (error === "invalid_request" && message?.includes('"country"')) return "country";
  if (error === "invalid_request" && message !== undefined && /country|calling code/i.test(message))
    return "country";
  return FIELD_OF[error];
}
