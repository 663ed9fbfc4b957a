import { and, eq, isNotNull } from "drizzle-orm";
import type { TeamRotation } from "#core/team-link";
import type { Db } from "../client.server";
import { linkAgents, links } from "../schema";
import { LINK_CACHE_KEY } from "./link-cache-key.server";

/** Team links' own columns and their agents (link_agents), written inside the caller's transaction. */

export interface NewTeamLinkRow {
  code: string;
  codeKey: string;
  message: string | null;
  rotation: TeamRotation;
  fallbackAgentId: string | null;
  qrRef: boolean;
  workspaceId: string;
  createdBy: number | null;
  /** The workspace's verified custom domain it is served on; null: the main host. */
  domainId: string | null;
}

/** A team link (no number of its own: `phone` null) and its agents in order. */
export async function insertTeamLink(
  tx: Db,
  row: NewTeamLinkRow,
  agentIds: readonly string[],
): Promise<{ id: number; code: string }> {
  const [inserted] = await tx
    .insert(links)
    .values({ ...row, phone: null, creatorFingerprint: null })
    .returning({ id: links.id, code: links.code });
  if (inserted === undefined) throw new Error("insert returned no row");
  await replaceLinkAgents(tx, inserted.id, agentIds);
  return inserted;
}

/** The link's agents become exactly these, in this order. */
export async function replaceLinkAgents(tx: Db, linkId: number, agentIds: readonly string[]): Promise<void> {
  await tx.delete(linkAgents).where(eq(linkAgents.linkId, linkId));
  if (agentIds.length > 0)
    await tx.insert(linkAgents).values(agentIds.map((agentId, position) => ({ linkId, agentId, position })));
}

export interface TeamLinkChange {
  rotation?: TeamRotation;
  fallbackAgentId?: string | null;
  message?: string | null;
  qrRef?: boolean;
}

/**
 * Changes a team link of the workspace (never a one-number link: `rotation is not null`).
 * Null when there is no such team link.
 */
export async function updateTeamLinkRow(
  tx: Db,
  workspaceId: string,
  id: number,
  change: TeamLinkChange,
  editorId: number | null,
): Promise<{ codeKey: string } | null> {
  const [row] = await tx
    .update(links)
    .set({ ...change, updatedAt: new Date(), updatedBy: editorId })
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId), isNotNull(links.rotation)))
    .returning({ codeKey: LINK_CACHE_KEY });
  return row ?? null;
}

/** Whether QR codes the site draws for this link of the workspace carry `?ref=qr`. Null: not its link. */
export async function setLinkQrRef(
  db: Db,
  workspaceId: string,
  id: number,
  qrRef: boolean,
): Promise<{ codeKey: string } | null> {
  const [row] = await db
    .update(links)
    .set({ qrRef })
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId)))
    .returning({ codeKey: LINK_CACHE_KEY });
  return row ?? null;
}
