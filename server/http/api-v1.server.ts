import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { authenticateApiKey } from "#domain/api-keys/authenticate-api-key.server";
import { type KeptPage, keepBody, keptPageResponse } from "../middleware/prerendered-pages.server";
import { registerAgents } from "./api-v1/agents.server";
import { registerDomains } from "./api-v1/domains.server";
import { registerLinkAnalytics } from "./api-v1/link-analytics.server";
import { registerLinkCreate } from "./api-v1/link-create.server";
import { registerLinks } from "./api-v1/links.server";
import { type ApiEnv, type ApiV1Deps, apiFail, notFound } from "./api-v1/respond.server";
import { registerWebhooks } from "./api-v1/webhooks.server";
import { registerWorkspace } from "./api-v1/workspace.server";
import { registerWorkspaceAnalytics } from "./api-v1/workspace-analytics.server";

export type { ApiV1Deps } from "./api-v1/respond.server";

/**
 * REST API v1 (docs/product.md "REST API v1"): a workspace's links by API
 * key. Every route is declared once with its zod schemas (api-v1/, one file per resource);
 * the same declarations validate requests and make `/api/v1/openapi.json` (docs/decisions/0130).
 */
export function apiV1Routes(deps: ApiV1Deps): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // A request the schemas refuse: 400 naming the first field at fault; an id that
    // cannot be one is simply not found.
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.join(".") || undefined;
      if (result.target === "param") return apiFail(c, "not_found");
      if (issue?.code === "unrecognized_keys") {
        const names = issue.keys.map((key) => `"${key.slice(0, 50)}"`).join(", ");
        return apiFail(
          c,
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
      return apiFail(c, "invalid_request", message, field);
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "An API key from the dashboard or `npm run admin -- api-key create <email>`",
  });

  // Made once, at the first request (every route is declared by then), and kept with its
  // compressed forms: building it took ~7 ms of the thread a call, for anyone, without a key.
  let document: Promise<KeptPage> | undefined;
  app.get("/openapi.json", async (c) => {
    document ??= keepBody(
      new TextEncoder().encode(
        JSON.stringify(
          app.getOpenAPI31Document({
            openapi: "3.1.0",
            info: {
              title: "ChatLink API",
              version: "1",
              description: "WhatsApp click-to-chat links of one workspace. Errors are `{error, message}`.",
            },
            servers: [{ url: `${deps.publicUrl}/api/v1` }],
          }),
        ),
      ),
      "application/json; charset=utf-8",
    );
    const kept = document;
    // A failure is not kept: the next call builds it again.
    kept.catch(() => {
      if (document === kept) document = undefined;
    });
    return keptPageResponse(await kept, c.req.raw.headers);
  });

  // Every route but the document: a live key, then its rate.
  app.use("*", async (c, next) => {
    if (c.req.path.endsWith("/openapi.json")) return next();
    // Guessing keys costs a lookup each: an address gets a bounded number of calls without a
    // valid key, counted before the lookup and given back when the key is valid.
    const address = deps.clientAddress(c);
    const attempt = await deps.authLimiter.hit(address);
    if (!attempt.allowed)
      return apiFail(
        c,
        "rate_limited",
        "Too many calls without a valid API key from your address. Wait and try again.",
        undefined,
        { "Retry-After": String(attempt.retryAfterSeconds) },
      );
    const holder = await authenticateApiKey(deps.db, c.req.header("authorization"));
    if (holder === null) return apiFail(c, "unauthorized");
    await deps.authLimiter.refund(address);
    // The workspace's allowance, not each key's: more keys never mean more calls.
    const limit = await deps.limiter.hit(`workspace:${holder.workspace.id}`);
    if (!limit.allowed)
      return apiFail(
        c,
        "rate_limited",
        "Too many calls with this workspace's keys. Wait and try again.",
        undefined,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && holder.scope !== "write")
      return apiFail(c, "forbidden");
    c.set("holder", holder);
    return next();
  });

  // In the order they were declared, so the OpenAPI document lists them the same way.
  registerWorkspace(app, deps);
  registerLinkCreate(app, deps);
  registerLinks(app, deps);
  registerLinkAnalytics(app, deps);
  registerAgents(app, deps);
  registerDomains(app, deps);
  registerWebhooks(app, deps);
  registerWorkspaceAnalytics(app, deps);

  app.notFound((c) => notFound(c));
  // The validator's own refusals (a body that is not JSON) in our error shape; the rest is the app's.
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500)
      return apiFail(
        c,
        "invalid_request",
        "The body must be a JSON object (Content-Type: application/json).",
      );
    throw err;
  });
  return app;
}
