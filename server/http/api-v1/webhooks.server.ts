import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createWebhook } from "#domain/webhooks/create-webhook.server";
import { deleteWebhook } from "#domain/webhooks/delete-webhook.server";
import { listDeliveries } from "#domain/webhooks/list-deliveries.server";
import { findWebhook, listWebhooks } from "#domain/webhooks/list-webhooks.server";
import { redeliver } from "#domain/webhooks/redeliver.server";
import { sendTestEvent } from "#domain/webhooks/send-test-event.server";
import { updateWebhook } from "#domain/webhooks/update-webhook.server";
import { type ApiEnv, type ApiV1Deps, actorOf, apiFail, NO_STORE } from "./respond.server";
import { ErrorSchema, errors, json, security, writeErrors } from "./schemas.server";
import {
  CreatedWebhookSchema,
  CreateWebhookSchema,
  DeliveryIdParams,
  DeliverySchema,
  UpdateWebhookSchema,
  WebhookIdParams,
  WebhookSchema,
} from "./webhook-schemas.server";

const notHere = { 404: json(ErrorSchema, "No such webhook (or delivery) in this workspace") };
const badUrl = {
  400: json(
    ErrorSchema,
    "Not an http(s) URL (`webhook_url_invalid`), or on a private network (`webhook_url_private`)",
  ),
};

const listRoute = createRoute({
  method: "get",
  path: "/webhooks",
  summary: "The workspace's webhook endpoints",
  security,
  responses: {
    200: json(z.object({ data: z.array(WebhookSchema) }), "Every endpoint (at most 10)"),
    ...errors,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/webhooks",
  summary: "Add an endpoint; its signing secret is in this answer only",
  security,
  request: { body: { content: { "application/json": { schema: CreateWebhookSchema } }, required: true } },
  responses: {
    201: json(CreatedWebhookSchema, "The new endpoint and its secret"),
    ...badUrl,
    409: json(ErrorSchema, "The workspace has 10 endpoints (`too_many_webhooks`)"),
    ...writeErrors,
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/webhooks/{id}",
  summary: "One endpoint",
  security,
  request: { params: WebhookIdParams },
  responses: { 200: json(WebhookSchema, "The endpoint"), ...errors, ...notHere },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/webhooks/{id}",
  summary: "Change an endpoint's URL or events, or enable or disable it",
  security,
  request: {
    params: WebhookIdParams,
    body: { content: { "application/json": { schema: UpdateWebhookSchema } }, required: true },
  },
  responses: { 200: json(WebhookSchema, "The endpoint"), ...badUrl, ...writeErrors, ...notHere },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/webhooks/{id}",
  summary: "Delete an endpoint, its log and what it was still to be sent",
  security,
  request: { params: WebhookIdParams },
  responses: { 204: { description: "Deleted" }, ...writeErrors, ...notHere },
});

const deliveriesRoute = createRoute({
  method: "get",
  path: "/webhooks/{id}/deliveries",
  summary: "Recent deliveries, newest first (at most 50; kept 7 days)",
  security,
  request: { params: WebhookIdParams },
  responses: {
    200: json(z.object({ data: z.array(DeliverySchema) }), "Each with its body, last status code and time"),
    ...errors,
    ...notHere,
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
  summary: "Send a delivery again now (same id and body)",
  security,
  request: { params: DeliveryIdParams },
  responses: { 202: json(DeliverySchema, "Queued"), ...writeErrors, ...notHere },
});

const testRoute = createRoute({
  method: "post",
  path: "/webhooks/{id}/test",
  summary: "Send a `webhook.test` event now",
  security,
  request: { params: WebhookIdParams },
  responses: {
    202: json(DeliverySchema, "Queued; its result shows in the deliveries"),
    ...writeErrors,
    ...notHere,
  },
});

/** A workspace's webhooks: keys are made by its owners and admins, so a key may manage them. */
export function registerWebhooks(app: OpenAPIHono<ApiEnv>, deps: ApiV1Deps): void {
  const actor = (c: Context<ApiEnv>) => actorOf(c.get("holder"));
  const hooks = deps.webhooks;

  app.openapi(listRoute, async (c) => c.json({ data: await listWebhooks(hooks, actor(c)) }, 200, NO_STORE));

  app.openapi(createRouteDef, async (c) => {
    const made = await createWebhook(hooks, actor(c), c.req.valid("json"));
    if (!made.ok)
      return apiFail(c, made.error, undefined, made.error === "too_many_webhooks" ? undefined : "url");
    return c.json({ ...made.webhook, secret: made.secret }, 201, NO_STORE);
  });

  app.openapi(getRoute, async (c) => {
    const found = await findWebhook(hooks, actor(c), c.req.valid("param"));
    if (!found.ok) return apiFail(c, found.error);
    return c.json(found.webhook, 200, NO_STORE);
  });

  app.openapi(patchRoute, async (c) => {
    const changed = await updateWebhook(hooks, actor(c), { ...c.req.valid("json"), ...c.req.valid("param") });
    if (!changed.ok)
      return apiFail(c, changed.error, undefined, changed.error === "webhook_not_found" ? undefined : "url");
    return c.json(changed.webhook, 200, NO_STORE);
  });

  app.openapi(deleteRoute, async (c) => {
    const deleted = await deleteWebhook(hooks, actor(c), c.req.valid("param"));
    if (!deleted.ok) return apiFail(c, deleted.error);
    return c.body(null, 204, NO_STORE);
  });

  app.openapi(deliveriesRoute, async (c) => {
    const listed = await listDeliveries(hooks, actor(c), c.req.valid("param"));
    if (!listed.ok) return apiFail(c, listed.error);
    return c.json({ data: listed.deliveries }, 200, NO_STORE);
  });

  app.openapi(retryRoute, async (c) => {
    const queued = await redeliver(hooks, actor(c), c.req.valid("param"));
    if (!queued.ok) return apiFail(c, queued.error);
    return c.json(queued.delivery, 202, NO_STORE);
  });

  app.openapi(testRoute, async (c) => {
    const queued = await sendTestEvent(hooks, actor(c), c.req.valid("param"));
    if (!queued.ok) return apiFail(c, queued.error);
    return c.json(queued.delivery, 202, NO_STORE);
  });
}
