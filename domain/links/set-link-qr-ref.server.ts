import type { Db } from "#db/client.server";
import { setAccountLinkQrRef } from "#db/queries/account-links.server";

/**
 * Turns `?ref=qr` on or off for the QR codes ChatLink draws of a workspace's link, so scans
 * are counted apart from clicks (or the printed address stays bare). The caller has checked
 * the member may edit links. The redirect does not read it, so no cache is told.
 */
export async function setLinkQrRef(
  db: Db,
  workspaceId: string,
  linkId: number,
  qrRef: boolean,
): Promise<{ ok: true } | { ok: false; error: "not_found" }> {
  return (await setAccountLinkQrRef(db, workspaceId, linkId, qrRef))
    ? { ok: true }
    : { ok: false, error: "not_found" };
}
