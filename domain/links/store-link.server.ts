import { codeKey } from "#core/alias";
import type { ShortenInput } from "#core/shorten-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { isUniqueViolation } from "#db/errors.server";
import { insertLinkUnlessCreatorBanned } from "#db/queries/links.server";
import { newClaimToken } from "./claim-links.server";
import { generateCode } from "./generate-code.server";

/**
 * `claimToken`: only for a link made signed out, given once so that browser can claim it into an account later.
 * `creator_banned`: only with a creator fingerprint (anonymous creation), when that creator is banned.
 */
export type StoreLinkResult =
  | { ok: true; id: number; code: string; claimToken?: string }
  | { ok: false; error: "alias_taken" | "creator_banned" };

/** Collisions among 78 billion codes are rare; a few retries make one practically impossible to surface. */
const GENERATED_CODE_ATTEMPTS = 8;

/**
 * Stores a validated destination under the alias (kept as typed, unique
 * case-insensitively) or under a fresh generated code. With an owner the link is the
 * workspace's (made by `accountId`); without one it gets a claim token instead. A banned creator fingerprint stores nothing (checked in the same
 * statement as the insert).
 */
export async function storeLink(
  db: Db,
  input: ShortenInput,
  creatorFingerprint: string | null,
  owner: WorkspaceActor | null = null,
  /** Whether QR codes the site draws for it carry `?ref=qr` (a member's choice; signed out: yes). */
  qrRef = true,
  /** The workspace's verified custom domain it is served on (codes are unique per domain); null: the main host. */
  domainId: string | null = null,
): Promise<StoreLinkResult> {
  const claim = owner === null ? newClaimToken() : null;
  const owned = {
    workspaceId: owner?.workspaceId ?? null,
    createdBy: owner?.accountId ?? null,
    claimTokenHash: claim?.hash ?? null,
  };
  const row = {
    phone: input.phone,
    message: input.message ?? null,
    creatorFingerprint,
    ...owned,
    ...(qrRef ? {} : { qrRef }),
    ...(domainId === null ? {} : { domainId }),
  };
  const claimToken = claim === null ? {} : { claimToken: claim.token };
  if (input.alias !== undefined) {
    try {
      const link = await insertLinkUnlessCreatorBanned(db, {
        ...row,
        code: input.alias,
        codeKey: codeKey(input.alias),
      });
      if (link === null) return { ok: false, error: "creator_banned" };
      return { ok: true, id: link.id, code: link.code, ...claimToken };
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, error: "alias_taken" };
      throw err;
    }
  }
  for (let attempt = 1; ; attempt++) {
    const code = generateCode();
    try {
      const link = await insertLinkUnlessCreatorBanned(db, { ...row, code, codeKey: code });
      if (link === null) return { ok: false, error: "creator_banned" };
      return { ok: true, id: link.id, code, ...claimToken };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= GENERATED_CODE_ATTEMPTS) throw err;
    }
  }
}
