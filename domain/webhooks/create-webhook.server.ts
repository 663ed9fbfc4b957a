import { randomBytes } from "node:crypto";
import { MAX_WEBHOOKS_PER_WORKSPACE, type WebhookEvent } from "#core/webhooks";
import type { WorkspaceActor } from "#core/workspace-roles";
import { countWebhooks, insertWebhook } from "#db/queries/webhooks.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { newWebhookSecret } from "./sign.server";
import { checkWebhookTarget } from "./url-guard.server";
import { type WebhookDeps, type WebhookFailure, type WebhookView, webhookView } from "./webhook-view.server";

/**
 * Adds an endpoint (owner and admin; the caller checks the role). Its URL must lead to a public
 * address unless WEBHOOKS_ALLOW_PRIVATE is set; counted and added under the workspace's lock,
 * so parallel requests cannot pass the cap. The secret is returned this once.
 */
export async function createWebhook(
  deps: WebhookDeps,
  actor: WorkspaceActor,
  input: { url: string; events: readonly WebhookEvent[] },
): Promise<{ ok: true; webhook: WebhookView; secret: string } | WebhookFailure> {
  const target = await checkWebhookTarget(deps, input.url);
  if (!target.ok) return target;
  const secret = newWebhookSecret();
  const row = await withWorkspaceLocked(deps.db, actor.workspaceId, async (tx) => {
    if ((await countWebhooks(tx, actor.workspaceId)) >= MAX_WEBHOOKS_PER_WORKSPACE) return null;
    return insertWebhook(tx, {
      id: `whk_${randomBytes(8).toString("hex")}`,
      workspaceId: actor.workspaceId,
      url: target.url,
      events: [...new Set(input.events)],
      secret,
    });
  });
  if (row === null) return { ok: false, error: "too_many_webhooks" };
  deps.changed();
  return { ok: true, webhook: webhookView(row), secret };
}
