import { type ButtonOptions, buttonOptionsSchema } from "#core/chat-button";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { updateLinkButton } from "#db/queries/link-button.server";

/**
 * Saves the chat button's options for one of the workspace's links (position, colour, greeting,
 * label, refs, host events). The redirect does not read them: no cache to drop; the public
 * configuration is cached by browsers for a minute at most.
 */
export async function setLinkButton(
  db: Db,
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
  return updated === null ? { ok: false, error: "not_found" } : { ok: true, options };
}
