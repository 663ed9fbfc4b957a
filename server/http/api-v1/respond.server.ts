import type { Context } from "hono";
import { ERROR_DETAILS } from "#core/error-messages";
import { API_ERRORS, type ApiErrorCode, ERRORS, type ErrorStatus, errorStatus } from "#core/errors";
import { parseRecordId } from "#core/record-id";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import type { Db } from "#db/client.server";
import type { AccountLinkRow } from "#db/queries/account-links.server";
import type { Answer } from "#domain/api/run-idempotent.server";
import type { ApiKeyHolder } from "#domain/api-keys/authenticate-api-key.server";
import type { DomainDeps } from "#domain/domains/domain-view.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { allowanceKeyOf, type CreateLinkDeps } from "#domain/links/create-link.server";
import { findAccountLink } from "#domain/links/find-account-link.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import type { QrRenderer } from "#domain/qr/qr-render-protocol.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import { errorAnswer } from "../../error-response.server";

/** What API v1's resources share: dependencies, the caller's key, and how answers are written. */

export interface ApiV1Deps {
  db: Db;
  /** The one creation operation's dependencies (its per-account allowance is the dashboard's). */
  creation: CreateLinkDeps;
  publicUrl: string;
  /** Calls per workspace per minute, whichever of its keys makes them. */
  limiter: RateLimiter;
  /** Calls with no valid key per client address (a call with a valid key is given back). */
  authLimiter: RateLimiter;
  /** The caller's address (socket, or X-Forwarded-For behind a trusted proxy). */
  clientAddress: (c: Context) => string;
  invalidate: (message: CacheInvalidation) => Promise<void>;
  /** Draws QR codes off this thread (the server's render pool). */
  qrRenderer: QrRenderer;
  /** Custom domains: the database, DNS, and every instance's set of verified domains. */
  domains: DomainDeps;
  /** Webhook endpoints: the database, the address check, the click tap's and the worker's nudges. */
  webhooks: WebhookDeps;
}

export type ApiEnv = { Variables: { holder: ApiKeyHolder } };

export const NO_STORE = { "Cache-Control": "no-store" } as const;

export interface ApiErrorJson {
  error: ApiErrorCode;
  message: string;
  field?: string;
}

/** An error body: the code's message from the one table unless a more precise one is given. */
export function errorJson(code: ApiErrorCode, message?: string, field?: string): ApiErrorJson {
  const body: ApiErrorJson = { error: code, message: message ?? API_ERRORS[code] };
  if (field !== undefined) body.field = field;
  return body;
}

/** An error answered with its code's status from the one table (core/errors). */
export function apiFail<C extends ApiErrorCode>(
  c: Context,
  code: C,
  message?: string,
  field?: string,
  headers: Record<string, string> = {},
) {
  const answer = errorAnswer(c, errorJson(code, message, field), { ...NO_STORE, ...headers });
  return c.json(answer.body, errorStatus(code), answer.headers);
}

const ERROR_STATUSES: ReadonlySet<number> = new Set(Object.values(ERRORS).map((error) => error.status));
const isErrorStatus = (status: number): status is ErrorStatus => ERROR_STATUSES.has(status);

/**
 * A creation's answer, made now or kept by an Idempotency-Key: the link (201) or an error body,
 * whose message is in this request's language (a repeat may ask in another one).
 */
export function respondAnswer(c: Context, answer: Answer, headers: Record<string, string>) {
  const all = { ...NO_STORE, ...headers };
  if (answer.status === 201) return c.json(answer.body as LinkJson, 201, all);
  const status = isErrorStatus(answer.status) ? answer.status : errorStatus("internal_error");
  const error = errorAnswer(c, answer.body as ApiErrorJson, all);
  return c.json(error.body, status, error.headers);
}

export const notFound = (c: Context) => apiFail(c, "not_found", ERROR_DETAILS.en.linkNotFound);

export function linkJson(publicUrl: string, row: AccountLinkRow, clicks: number) {
  // A team link has no number (its agents' numbers are never shown here): its agents by id instead.
  const team =
    row.rotation === null
      ? {}
      : { agents: row.agents ?? [], rotation: row.rotation, fallbackAgent: row.fallbackAgent };
  return {
    id: String(row.id),
    code: row.code,
    shortUrl: shortUrlFor(linkOrigin(publicUrl, row.domain), row.code),
    phone: row.phone === null ? null : `+${row.phone}`,
    message: row.message,
    ...team,
    qrRef: row.qrRef,
    domain: row.domain,
    clicks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

export type LinkJson = ReturnType<typeof linkJson>;

/** A key acts in its workspace; what it makes or changes counts as its maker's. */
export const actorOf = (holder: ApiKeyHolder) => ({
  workspaceId: holder.workspace.id,
  accountId: holder.accountId,
});

/**
 * Whom a key's limits are counted for: its maker's account, as on the dashboard (creations,
 * the render pool's share), else (maker gone) its workspace.
 */
export const allowanceOf = (holder: ApiKeyHolder) => allowanceKeyOf(actorOf(holder));

/** The link of this workspace with this id, or null (absent and another workspace's alike). */
export function ownLink(db: Db, c: Context<ApiEnv>, id: string) {
  const linkId = parseRecordId(id);
  return linkId === null ? Promise.resolve(null) : findAccountLink(db, c.get("holder").workspace.id, linkId);
}

/** Which request field an error code is about. */
const FIELD_OF: Partial<Record<ApiErrorCode, string>> = {
  invalid_phone: "phone",
  invalid_alias: "alias",
  alias_reserved: "alias",
  alias_taken: "alias",
  message_too_long: "message",
  invalid_url: "url",
  invalid_agents: "agents",
  phone_or_agents: "agents",
  invalid_hours: "hours",
  domain_not_verified: "domain",
};

/** The field an error is about; a bad country is reported under `country`. */
export function fieldOf(error: ApiErrorCode, message: string | undefined): string | undefined {
  if (error === "invalid_request" && message?.includes('"country"')) return "country";
  if (error === "invalid_request" && message !== undefined && /country|calling code/i.test(message))
    return "country";
  return FIELD_OF[error];
}
