import type { WorkspaceActor } from "#core/workspace-roles";
import { deleteWebhookRow } from "#db/queries/webhooks.server";
import type { WebhookDeps, WebhookFailure } from "./webhook-view.server";

/** Deletes an endpoint with its delivery log and whatever it had not been sent yet. */
export async function deleteWebhook(
  deps: Pick<WebhookDeps, "db" | "changed">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true } | WebhookFailure> {
  if (!(await deleteWebhookRow(deps.db, actor.workspaceId, input.id)))
    return { ok: false, error: "webhook_not_found" };
  deps.changed();
  return { ok: true };
}
