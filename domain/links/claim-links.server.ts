import type { Db } from "#db/client.server";
import { claimLinksByTokenHash } from "#db/queries/account-links.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";
import { ensurePersonalWorkspace } from "../workspaces/ensure-personal-workspace.server";

/** How many claims one request may carry (the browser keeps at most this many). */
export const MAX_CLAIMS_PER_REQUEST = 50;

/** A claim token as the browser keeps it: what `newRandomToken` makes (32 random bytes, base64url). */
const CLAIM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A fresh token for a link made while signed out: the same kind of token as a
 * session's. The browser keeps the token; the database keeps only its hash, so a
 * leaked table cannot be used to claim.
 */
export function newClaimToken(): { token: string; hash: string } {
  const token = newRandomToken();
  return { token, hash: hashToken(token) };
}

/**
 * Moves the links of no workspace whose tokens match into the account's personal
 * workspace. Malformed tokens, tokens of links already in a workspace and unknown tokens
 * are ignored.
 */
export async function claimLinks(
  db: Db,
  accountId: number,
  tokens: readonly string[],
): Promise<{ claimed: string[] }> {
  const hashes = [...new Set(tokens.filter((token) => CLAIM_TOKEN_PATTERN.test(token)))]
    .slice(0, MAX_CLAIMS_PER_REQUEST)
    .map(hashToken);
  if (hashes.length === 0) return { claimed: [] };
  const claimed = await claimLinksByTokenHash(
    db,
    (await ensurePersonalWorkspace(db, accountId)).id,
    accountId,
    hashes,
  );
  return { claimed: claimed.map((link) => link.code) };
}
