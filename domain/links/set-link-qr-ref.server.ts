import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { setLinkQrRef as setQrRefRow } from "#db/queries/team-links.server";

/**
 * Whether QR codes the site draws for one of the workspace's links carry `?ref=qr` (so scans
 * are counted apart from clicks). The redirect does not read it: no cache to drop.
 */
export async function setLinkQrRef(
  db: Db,
  actor: WorkspaceActor,
  input: { linkId: number; qrRef: boolean },
): Promise<{ ok: true } | { ok: false; error: "not_found" }> {
  const updated = await setQrRefRow(db, actor.workspaceId, input.linkId, input.qrRef);
  return updated === null ? { ok: false, error: "not_found" } : { ok: true };
}
