import { codeKey } from "../../core/alias";
import type { ShortenInput } from "../../core/shorten-input";
import type { Db } from "../../db/client.server";
import { isUniqueViolation } from "../../db/errors.server";
import { insertLink } from "../../db/queries/links.server";
import { generateCode } from "./generate-code.server";

export type CreateLinkResult = { ok: true; code: string } | { ok: false; error: "alias_taken" };

/** Collisions among 78 billion codes are rare; a few retries make one practically impossible to surface. */
const GENERATED_CODE_ATTEMPTS = 8;

/**
 * Stores a validated destination under the alias (kept as typed, unique
 * case-insensitively) or under a fresh generated code.
 */
export async function createLink(
  db: Db,
  input: ShortenInput,
  creatorFingerprint: string | null,
): Promise<CreateLinkResult> {
  const row = { phone: input.phone, message: input.message ?? null, creatorFingerprint };
  if (input.alias !== undefined) {
    try {
      const link = await insertLink(db, { ...row, code: input.alias, codeKey: codeKey(input.alias) });
      return { ok: true, code: link.code };
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, error: "alias_taken" };
      throw err;
    }
  }
  for (let attempt = 1; ; attempt++) {
    const code = generateCode();
    try {
      await insertLink(db, { ...row, code, codeKey: code });
      return { ok: true, code };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= GENERATED_CODE_ATTEMPTS) throw err;
    }
  }
}
