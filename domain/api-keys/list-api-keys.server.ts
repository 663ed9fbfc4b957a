import type { Db } from "#db/client.server";
import { type ApiKeyListing, listLiveApiKeys } from "#db/queries/workspaces.server";
import { ensurePersonalWorkspace } from "../workspaces/ensure-personal-workspace.server";

export type { ApiKeyListing };

/** The account's personal workspace and its live API keys (names, scopes, dates; never a secret). */
export async function listApiKeys(
  db: Db,
  accountId: number,
): Promise<{ workspaceId: string; keys: ApiKeyListing[] }> {
  const workspace = await ensurePersonalWorkspace(db, accountId);
  return { workspaceId: workspace.id, keys: await listLiveApiKeys(db, workspace.id) };
}
