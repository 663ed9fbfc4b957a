import type { WorkspaceActor } from "#core/workspace-roles";
import { findWebhookRow, listWebhookRows } from "#db/queries/webhooks.server";
import { type WebhookDeps, type WebhookFailure, type WebhookView, webhookView } from "./webhook-view.server";

/** The workspace's endpoints, oldest first (at most MAX_WEBHOOKS_PER_WORKSPACE). */
export async function listWebhooks(
  deps: Pick<WebhookDeps, "db">,
  actor: WorkspaceActor,
): Promise<WebhookView[]> {
  return (await listWebhookRows(deps.db, actor.workspaceId)).map(webhookView);
}

/** One endpoint of the workspace; `webhook_not_found` for any other id (another workspace's alike). */
export async function findWebhook(
  deps: Pick<WebhookDeps, "db">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true; webhook: WebhookView } | WebhookFailure> {
  const row = await findWebhookRow(deps.db, actor.workspaceId, input.id);
  return row === null ? { ok: false, error: "webhook_not_found" } : { ok: true, webhook: webhookView(row) };
}
