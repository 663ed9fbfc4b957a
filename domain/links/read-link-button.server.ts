import { type ButtonOptions, readButtonOptions } from "#core/chat-button";
import type { Db } from "#db/client.server";
import { findLinkButton } from "#db/queries/link-button.server";

/** The chat button's saved options of one of the workspace's links (the defaults until saved); null: no such link. */
export async function readLinkButton(
  db: Db,
  workspaceId: string,
  linkId: number,
): Promise<ButtonOptions | null> {
  const stored = await findLinkButton(db, workspaceId, linkId);
  return stored === undefined ? null : readButtonOptions(stored);
}
