import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ERROR_DETAILS } from "#core/error-messages";
import { errorStatus } from "#core/errors";
import { type Answer, runIdempotent } from "#domain/api/run-idempotent.server";
import type { ApiKeyHolder } from "#domain/api-keys/authenticate-api-key.server";
import { createLink } from "#domain/links/create-link.server";
import { findAccountLink } from "#domain/links/find-account-link.server";
import {
  type ApiEnv,
  type ApiV1Deps,
  actorOf,
  apiFail,
  errorJson,
  fieldOf,
  linkJson,
  respondAnswer,
} from "./respond.server";
import { CreateLinkSchema, ErrorSchema, json, LinkSchema, security, writeErrors } from "./schemas.server";

const createLinkRoute = createRoute({
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
});

/** RFC draft "The Idempotency-Key HTTP Header Field": a string; ours bounded, printable ASCII. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const ACCOUNT_LIMITED = ERROR_DETAILS.en.accountLinksLimited;

/** POST /links: parse → the one creation operation (once per Idempotency-Key) → respond. */
export function registerLinkCreate(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  /** A creation's answer as status and body, so an Idempotency-Key can keep and repeat it. */
  const createAnswer = async (
    holder: ApiKeyHolder,
    request: unknown,
  ): Promise<Answer & { retryAfter?: number }> => {
    const { domain, ...input } = request as { domain?: unknown };
    const created = await createLink(deps.creation, {
      input,
      creator: { kind: "member", actor: actorOf(holder) },
      ...(typeof domain === "string" || domain === null ? { domain } : {}),
    });
    if (!created.ok) {
      const { error } = created;
      const message = error === "rate_limited" ? ACCOUNT_LIMITED : created.message;
      return {
        status: errorStatus(error),
        body: errorJson(error, message, fieldOf(error, created.message)),
        ...(created.retryAfterSeconds === undefined ? {} : { retryAfter: created.retryAfterSeconds }),
      };
    }
    const row = await findAccountLink(deps.db, holder.workspace.id, created.link.id);
    if (row === null) throw new Error("a link just created is missing");
    return { status: 201, body: linkJson(deps.publicUrl, row, 0) };
  };

  app.openapi(createLinkRoute, async (c) => {
    const holder = c.get("holder");
    const request = c.req.valid("json");
    const key = c.req.header("idempotency-key");
    if (key === undefined) return answer(c, await createAnswer(holder, request));
    if (!IDEMPOTENCY_KEY.test(key))
      return apiFail(
        c,
        "invalid_request",
        "Idempotency-Key is 1 to 255 printable ASCII characters.",
        "Idempotency-Key",
      );
    let retryAfter: number | undefined;
    const answered = await runIdempotent(
      deps.db,
      { workspaceId: holder.workspace.id, key, request },
      async () => {
        const fresh = await createAnswer(holder, request);
        retryAfter = fresh.retryAfter;
        return fresh;
      },
    );
    if ("error" in answered) return apiFail(c, answered.error);
    return answer(c, { ...answered, ...(retryAfter === undefined ? {} : { retryAfter }) }, answered.replayed);
  });
}

function answer(c: Context, kept: Answer & { retryAfter?: number }, replayed = false) {
  return respondAnswer(c, kept, {
    ...(kept.retryAfter === undefined ? {} : { "Retry-After": String(kept.retryAfter) }),
    ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
  });
}
