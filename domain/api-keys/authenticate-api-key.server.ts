import type { Db } from "#db/client.server";
import { type ApiKeyHolder, findApiKeyHolder } from "#db/queries/api-keys.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";
import { API_KEY_PREFIX } from "./create-api-key.server";

export type { ApiKeyHolder };

/**
 * The key holder behind an `Authorization: Bearer <key>` header, or null (no header,
 * another scheme, a malformed, unknown or revoked key). Only a key-shaped value is
 * hashed and looked up.
 */
export async function authenticateApiKey(
  db: Db,
  authorization: string | undefined,
): Promise<ApiKeyHolder | null> {
  if (authorization === undefined || authorization.length > 200) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,150})$/i.exec(authorization.trim());
  const key = match?.[1];
  if (
    key === undefined ||
    !key.startsWith(API_KEY_PREFIX) ||
    !isTokenShaped(key.slice(API_KEY_PREFIX.length))
  )
    return null;
  return findApiKeyHolder(db, hashToken(key));
}
