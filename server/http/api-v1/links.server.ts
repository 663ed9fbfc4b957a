import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { qrTarget } from "#core/qr-urls";
import { parseRecordId } from "#core/record-id";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import { checkShortenRequest } from "#core/shorten-input";
import { isTeamLinkRequest, mixesNumberAndTeam } from "#core/team-link-input";
import { deleteLink } from "#domain/links/delete-link.server";
import { findAccountLink } from "#domain/links/find-account-link.server";
import { linkClicks, listAccountLinksAfter } from "#domain/links/list-account-links.server";
import { setLinkQrRef } from "#domain/links/set-link-qr-ref.server";
import { TEAM_LINK_HAS_NO_NUMBER, updateLink } from "#domain/links/update-link.server";
import { updateTeamLink } from "#domain/links/update-team-link.server";
import { parseQrQuery } from "#domain/qr/qr-params.server";
import { CONTENT_TYPES, failure as qrFailure } from "../qr.server";
import {
  type ApiEnv,
  type ApiV1Deps,
  actorOf,
  allowanceOf,
  apiFail,
  fieldOf,
  linkJson,
  NO_STORE,
  notFound,
  ownLink,
} from "./respond.server";
import {
  ErrorSchema,
  errors,
  IdParams,
  json,
  LinkSchema,
  ListQuery,
  QrQuery,
  security,
  UpdateLinkSchema,
  writeErrors,
} from "./schemas.server";

const listLinksRoute = createRoute({
  method: "get",
  path: "/links",
  summary: "The workspace's links, newest first",
  security,
  request: { query: ListQuery },
  responses: {
    200: json(z.object({ data: z.array(LinkSchema), nextCursor: z.string().nullable() }), "A page of links"),
    400: json(ErrorSchema, "A bad limit or cursor"),
    ...errors,
  },
});

const getLinkRoute = createRoute({
  method: "get",
  path: "/links/{id}",
  summary: "One link",
  security,
  request: { params: IdParams },
  responses: { 200: json(LinkSchema, "The link"), ...errors },
});

const updateLinkRoute = createRoute({
  method: "patch",
  path: "/links/{id}",
  summary: "Change a link's number or message, or a team link's agents (its code and short URL stay)",
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
});

const deleteLinkRoute = createRoute({
  method: "delete",
  path: "/links/{id}",
  summary: "Delete a link: its short URL shows Link Not Found",
  security,
  request: { params: IdParams },
  responses: { 204: { description: "Deleted" }, ...writeErrors },
});

const qrRoute = createRoute({
  method: "get",
  path: "/links/{id}/qr",
  summary: "The link's QR code (its short URL, with `?ref=qr` unless the link's qrRef is off), PNG or SVG",
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
});

/** A workspace's links: list, read, change, delete, QR (creation: link-create.server.ts). */
export function registerLinks(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  app.openapi(listLinksRoute, async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit === undefined ? 20 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return apiFail(c, "invalid_request", "limit is a whole number from 1 to 100.", "limit");
    const cursor = query.cursor === undefined ? null : parseRecordId(query.cursor);
    if (query.cursor !== undefined && cursor === null)
      return apiFail(c, "invalid_request", "cursor is the nextCursor of a previous page.", "cursor");
    const page = await listAccountLinksAfter(deps.db, c.get("holder").workspace.id, {
      search: query.q ?? "",
      beforeId: cursor,
      limit,
    });
    return c.json(
      {
        data: page.links.map((link) => linkJson(deps.publicUrl, link, link.clicks)),
        nextCursor: page.next === null ? null : String(page.next),
      },
      200,
      NO_STORE,
    );
  });

  app.openapi(getLinkRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    return c.json(linkJson(deps.publicUrl, row, await linkClicks(deps.db, row.id)), 200, NO_STORE);
  });

  app.openapi(updateLinkRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const body = c.req.valid("json");
    const actor = actorOf(c.get("holder"));
    const fresh = async () => {
      const changed = await findAccountLink(deps.db, actor.workspaceId, row.id);
      if (changed === null) return notFound(c);
      return c.json(linkJson(deps.publicUrl, changed, await linkClicks(deps.db, row.id)), 200, NO_STORE);
    };
    // A link has one number or agents, never both: neither a request nor a link may mix them.
    if (mixesNumberAndTeam(body)) return apiFail(c, "phone_or_agents", undefined, "agents");
    if (row.phone === null || isTeamLinkRequest(body)) {
      if (body.phone !== undefined || body.country !== undefined)
        return apiFail(c, "phone_or_agents", TEAM_LINK_HAS_NO_NUMBER, "phone");
      const updated = await updateTeamLink({ db: deps.db, invalidateLinks: deps.invalidate }, actor, {
        linkId: row.id,
        changes: body,
      });
      if (!updated.ok)
        return updated.error === "not_found"
          ? notFound(c)
          : apiFail(c, updated.error, updated.message, fieldOf(updated.error, updated.message));
      return fresh();
    }
    if (body.qrRef !== undefined && body.qrRef !== row.qrRef) {
      const set = await setLinkQrRef(deps.db, actor, { linkId: row.id, qrRef: body.qrRef });
      if (!set.ok) return notFound(c);
      if (body.phone === undefined && body.message === undefined) return fresh();
    }
    // What is not sent stays: the number as stored (E.164), the message as it was.
    const message = body.message === undefined ? (row.message ?? undefined) : (body.message ?? "");
    const checked = checkShortenRequest({
      phone: body.phone ?? `+${row.phone}`,
      ...(body.country === undefined || body.phone === undefined ? {} : { country: body.country }),
      ...(message === undefined ? {} : { message }),
    });
    if (!checked.ok)
      return apiFail(c, checked.error, checked.message, fieldOf(checked.error, checked.message));
    // Nothing would change: no write, so `updatedAt` and `updatedBy` keep meaning "last changed".
    if (checked.value.phone === row.phone && (checked.value.message ?? null) === row.message) return fresh();
    const updated = await updateLink(deps.db, deps.invalidate, actor, row.id, checked.value);
    if (!updated.ok)
      return updated.error === "phone_or_agents"
        ? apiFail(c, updated.error, updated.message, "phone")
        : notFound(c);
    return fresh();
  });

  app.openapi(deleteLinkRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const deleted = await deleteLink(deps.db, deps.invalidate, c.get("holder").workspace.id, row.id);
    if (!deleted.ok) return notFound(c);
    return c.body(null, 204, NO_STORE);
  });

  app.openapi(qrRoute, async (c) => {
    const row = await ownLink(deps.db, c, c.req.valid("param").id);
    if (row === null) return notFound(c);
    const query = c.req.valid("query");
    // Scans counted apart unless the owner turned it off (links.qr_ref).
    const data = qrTarget(shortUrlFor(linkOrigin(deps.publicUrl, row.domain), row.code), row.qrRef);
    const parsed = parseQrQuery((name) =>
      name === "data" ? data : name === "size" ? query.size : name === "format" ? query.format : undefined,
    );
    if ("error" in parsed) return apiFail(c, parsed.error, parsed.message, "size");
    const drawn = await deps.qrRenderer.render(
      { kind: "plain", data, size: parsed.size, format: parsed.format },
      allowanceOf(c.get("holder")),
    );
    if (!drawn.ok) return qrFailure(c, drawn);
    return c.body(drawn.body, 200, { ...NO_STORE, "Content-Type": CONTENT_TYPES[parsed.format] });
  });
}
