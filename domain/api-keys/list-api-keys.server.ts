import type { Db } from "#db/client.server";
import { type ApiKeyListing, listLiveApiKeys } from "#db/queries/api-keys.server";

export type { ApiKeyListing };

/** A workspace's live API keys (names, scopes, dates; never a secret). The caller checked the role. */
export function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyListing[]> {
  return listLiveApiKeys(db, workspaceId);
}
