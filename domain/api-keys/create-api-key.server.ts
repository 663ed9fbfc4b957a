import { randomBytes } from "node:crypto";
import { API_KEY_NAME_MAX_LENGTH, MAX_API_KEYS_PER_WORKSPACE } from "#core/limits";
import { roleAllows, WORKSPACE_ROLES } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { findAccountByEmail } from "#db/queries/accounts.server";
import { countLiveApiKeys, insertApiKey } from "#db/queries/api-keys.server";
import { findMembership, withWorkspaceLocked } from "#db/queries/workspaces.server";
import type { ApiKeyScope } from "#db/schema";
import { hashToken, newRandomToken } from "../tokens/random-token.server";
import { ensurePersonalWorkspace } from "../workspaces/ensure-personal-workspace.server";

/** What every key starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "chl_";

export type CreateApiKeyResult =
  | { ok: true; key: string; id: string; workspace: string; scope: ApiKeyScope; name: string }
  | { ok: false; error: "account_not_found" | "workspace_not_found" | "forbidden" | "too_many_keys" };

export { MAX_API_KEYS_PER_WORKSPACE };

/** Owners and admins manage a workspace's keys. */
export const MAY_MANAGE_KEYS: ReadonlySet<string> = new Set(
  WORKSPACE_ROLES.filter((role) => roleAllows(role, "manage_keys")),
);

/**
 * A new API key for a workspace of the account (its personal one unless another is
 * named), unless the workspace has MAX_API_KEYS_PER_WORKSPACE live keys already (counted
 * and added under the workspace's lock, so parallel requests cannot pass the cap). The key
 * is returned once; only its SHA-256 is stored.
 */
export async function createApiKeyFor(
  db: Db,
  accountId: number,
  input: { workspaceId?: string; name?: string; scope: ApiKeyScope },
): Promise<CreateApiKeyResult> {
  let workspaceId: string;
  if (input.workspaceId === undefined) workspaceId = (await ensurePersonalWorkspace(db, accountId)).id;
  else {
    const membership = await findMembership(db, accountId, input.workspaceId);
    if (membership === null) return { ok: false, error: "workspace_not_found" };
    if (!MAY_MANAGE_KEYS.has(membership.role)) return { ok: false, error: "forbidden" };
    workspaceId = membership.id;
  }
  const key = `${API_KEY_PREFIX}${newRandomToken()}`;
  const id = `key_${randomBytes(8).toString("hex")}`;
  const name = (input.name ?? "").trim().slice(0, API_KEY_NAME_MAX_LENGTH) || "API key";
  const added = await withWorkspaceLocked(db, workspaceId, async (tx) => {
    if ((await countLiveApiKeys(tx, workspaceId)) >= MAX_API_KEYS_PER_WORKSPACE) return false;
    await insertApiKey(tx, {
      id,
      workspaceId,
      name,
      scope: input.scope,
      tokenHash: hashToken(key),
      createdBy: accountId,
    });
    return true;
  });
  if (!added) return { ok: false, error: "too_many_keys" };
  return { ok: true, key, id, workspace: workspaceId, scope: input.scope, name };
}

/** `createApiKeyFor` the account with this email (the operator's command). */
export async function createApiKey(
  db: Db,
  input: { email: string; workspaceId?: string; name?: string; scope: ApiKeyScope },
): Promise<CreateApiKeyResult> {
  const account = await findAccountByEmail(db, input.email.trim().toLowerCase());
  if (account === null) return { ok: false, error: "account_not_found" };
  const { email: _email, ...rest } = input;
  return createApiKeyFor(db, account.id, rest);
}
