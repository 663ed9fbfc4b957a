import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { localizedErrorMessage } from "#core/error-messages";
import { API_ERRORS } from "#core/errors";
import { addDomain } from "#domain/domains/add-domain.server";
import type { DomainView } from "#domain/domains/domain-view.server";
import { findDomain } from "#domain/domains/find-domain.server";
import { listDomains } from "#domain/domains/list-domains.server";
import { removeDomain } from "#domain/domains/remove-domain.server";
import { verifyDomain } from "#domain/domains/verify-domain.server";
import { errorLocale } from "../../error-response.server";
import { CreateDomainSchema, DomainIdParams, DomainSchema } from "./domain-schemas.server";
import { type ApiEnv, type ApiV1Deps, actorOf, apiFail, NO_STORE } from "./respond.server";
import { ErrorSchema, errors, json, security, writeErrors } from "./schemas.server";

const notHere = { 404: json(ErrorSchema, "No such domain in this workspace") };

const listRoute = createRoute({
  method: "get",
  path: "/domains",
  summary: "The workspace's custom domains",
  security,
  responses: { 200: json(z.object({ data: z.array(DomainSchema) }), "Every domain (at most 20)"), ...errors },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/domains",
  summary: "Add a custom domain: create the TXT record it answers, point a CNAME at `target`, then verify",
  security,
  request: { body: { content: { "application/json": { schema: CreateDomainSchema } }, required: true } },
  responses: {
    201: json(DomainSchema, "The new domain, pending"),
    400: json(ErrorSchema, "Not a domain name (`domain_invalid`), or this site's own (`domain_reserved`)"),
    409: json(ErrorSchema, "Verified by another workspace (`domain_taken`), added already, or 20 domains"),
    ...writeErrors,
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/domains/{id}",
  summary: "One domain",
  security,
  request: { params: DomainIdParams },
  responses: { 200: json(DomainSchema, "The domain"), ...errors, ...notHere },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/domains/{id}/verify",
  summary: "Look for the TXT record now",
  security,
  request: { params: DomainIdParams },
  responses: {
    200: json(
      DomainSchema,
      "The domain after the check; `message` says what was found when it is not verified",
    ),
    ...writeErrors,
    ...notHere,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/domains/{id}",
  summary: "Remove a domain and the links made on it",
  security,
  request: { params: DomainIdParams },
  responses: { 204: { description: "Removed" }, ...writeErrors, ...notHere },
});

/** A workspace's custom domains: keys are made by its owners and admins, so a key may manage them. */
export function registerDomains(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  const actor = (c: Context<ApiEnv>) => actorOf(c.get("holder"));
  // What the last check found, in the request's language, when the domain is not verified.
  const withMessage = (c: Context, domain: DomainView) => {
    if (domain.status === "verified" || domain.lastError === null) return domain;
    const code = domain.lastError;
    return { ...domain, message: localizedErrorMessage(code, API_ERRORS[code], errorLocale(c)) };
  };

  app.openapi(listRoute, async (c) => {
    const data = await listDomains(deps.domains, actor(c));
    return c.json({ data }, 200, NO_STORE);
  });

  app.openapi(createRouteDef, async (c) => {
    const added = await addDomain(deps.domains, actor(c), c.req.valid("json"));
    if (!added.ok) return apiFail(c, added.error, added.message, "domain");
    return c.json(added.domain, 201, NO_STORE);
  });

  app.openapi(getRoute, async (c) => {
    const found = await findDomain(deps.domains, actor(c), c.req.valid("param"));
    if (!found.ok) return apiFail(c, found.error);
    return c.json(withMessage(c, found.domain), 200, NO_STORE);
  });

  app.openapi(verifyRoute, async (c) => {
    const checked = await verifyDomain(deps.domains, actor(c), c.req.valid("param"));
    if (!checked.ok) return apiFail(c, checked.error);
    return c.json(withMessage(c, checked.domain), 200, NO_STORE);
  });

  app.openapi(deleteRoute, async (c) => {
    const removed = await removeDomain(deps.domains, actor(c), c.req.valid("param"));
    if (!removed.ok) return apiFail(c, removed.error);
    return c.body(null, 204, NO_STORE);
  });
}
