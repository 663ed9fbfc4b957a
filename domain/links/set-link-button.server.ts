import { type ButtonOptions, buttonOptionsSchema } from "#core/chat-button";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { updateLinkButton } from "#db/queries/link-button.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/**
 * Saves the chat button's options for one of the workspace's links (position, colour, greeting,
 * label, refs, host events). The redirect does not read them, but every instance's cache of the
 * public configuration drops the link at once (browsers may still keep it a minute).
 */
export async function setLinkButton(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  actor: WorkspaceActor,
  input: { linkId: number; options: unknown },
): Promise<{ ok: true; options: ButtonOptions } | { ok: false; error: "not_found" | "invalid_options" }> {
  const parsed = buttonOptionsSchema.safeParse(input.options);
  if (!parsed.success) return { ok: false, error: "invalid_options" };
  const options = {
    ...parsed.data,
    greeting: parsed.data.greeting || null,
    label: parsed.data.label || null,
  };
  const updated = await updateLinkButton(db, actor.workspaceId, input.linkId, options);
  if (updated === null) return { ok: false, error: "not_found" };
  await invalidate({ kind: "link", codeKey: updated.codeKey });
  return { ok: true, options };
}
