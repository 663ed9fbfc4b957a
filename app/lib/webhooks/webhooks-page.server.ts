import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { requestLocale } from "#core/request-locale";
import { isWebhookEvent, WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from "#core/webhooks";
import { createWebhook } from "#domain/webhooks/create-webhook.server";
import { deleteWebhook } from "#domain/webhooks/delete-webhook.server";
import { listDeliveries } from "#domain/webhooks/list-deliveries.server";
import { listWebhooks } from "#domain/webhooks/list-webhooks.server";
import { redeliver } from "#domain/webhooks/redeliver.server";
import { sendTestEvent } from "#domain/webhooks/send-test-event.server";
import { updateWebhook } from "#domain/webhooks/update-webhook.server";
import type { DeliveryView, WebhookView } from "#domain/webhooks/webhook-view.server";
import { catalogue } from "../../content/catalogues.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { operationErrorText } from "../i18n/operation-error.server";
import { pageCopy } from "../i18n/page-copy.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

/** Deliveries shown per endpoint on the page (the API lists up to 50). */
const LOG_ROWS = 10;

export type WebhookRow = WebhookView & { deliveries: DeliveryView[] };

export type WebhooksResult =
  | { intent: "add"; error?: string; created?: { id: string; secret: string } }
  | { intent: "test" | "toggle" | "delete" | "redeliver"; id: string; error?: string; done?: string };

/** The page: the workspace's endpoints, each with its recent deliveries, for its owners and admins. */
export async function loadWebhooksPage({ request, context }: LoaderFunctionArgs) {
  const { workspace, actor } = await requireWorkspace(request, context, "manage_webhooks");
  const hooks = await listWebhooks(context.webhooks, actor);
  const rows: WebhookRow[] = [];
  for (const hook of hooks) {
    const log = await listDeliveries(context.webhooks, actor, { id: hook.id, limit: LOG_ROWS });
    rows.push({ ...hook, deliveries: log.ok ? log.deliveries : [] });
  }
  return data(
    { workspace: workspace.name, webhooks: rows, ...pageCopy(request, "WEBHOOKS_COPY") },
    { headers: NO_STORE },
  );
}

function answer(result: WebhooksResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/** POST: `add`, `test`, `toggle` (enable or disable), `delete`, or `redeliver` one delivery. */
export async function updateWebhooks({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireWorkspace(request, context, "manage_webhooks");
  const form = await readForm(request);
  const locale = requestLocale(request);
  const COPY = catalogue(locale).WEBHOOKS_COPY;
  const deps = context.webhooks;
  const intent = formText(form, "intent");
  if (intent === "add") {
    const events = form.getAll("events").slice(0, WEBHOOK_EVENTS.length).filter(isWebhookEvent);
    if (events.length === 0) return answer({ intent: "add", error: COPY.eventsMissing }, 400);
    const made = await createWebhook(deps, actor, {
      url: formText(form, "url", WEBHOOK_URL_MAX_LENGTH),
      events,
    });
    if (!made.ok) return answer({ intent: "add", error: operationErrorText(locale, made.error) }, 400);
    return answer({ intent: "add", created: { id: made.webhook.id, secret: made.secret } });
  }
  if (intent === "redeliver") {
    const [id = "", deliveryId = ""] = formText(form, "delivery", 90).split(" ");
    const queued = await redeliver(deps, actor, { id, deliveryId });
    if (!queued.ok) return answer({ intent, id, error: operationErrorText(locale, queued.error) }, 404);
    return answer({ intent, id, done: COPY.redelivered });
  }
  const id = formText(form, "webhookId", 40);
  if (intent === "test") {
    const queued = await sendTestEvent(deps, actor, { id });
    if (!queued.ok) return answer({ intent, id, error: COPY.notFound }, 404);
    return answer({ intent, id, done: COPY.testQueued });
  }
  if (intent === "toggle") {
    const enabled = formText(form, "enabled") === "1";
    const changed = await updateWebhook(deps, actor, { id, enabled });
    if (!changed.ok) return answer({ intent, id, error: COPY.notFound }, 404);
    return answer({ intent, id, done: enabled ? COPY.enabledNow : COPY.disabledNow });
  }
  if (intent === "delete") {
    const deleted = await deleteWebhook(deps, actor, { id });
    if (!deleted.ok) return answer({ intent, id, error: COPY.notFound }, 404);
    return answer({ intent, id, done: COPY.deleted });
  }
  return answer({ intent: "add", error: COPY.unknownRequest }, 400);
}
