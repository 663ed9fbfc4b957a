import type { Db } from "#db/client.server";
import { findAccountById } from "#db/queries/accounts.server";
import { insertEmailVerificationToken, isEmailVerified } from "#db/queries/email-verification-tokens.server";
import type { MailConfig } from "../mail/mail-config.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";

/** A confirmation link works for three days: long enough to find it after a weekend. */
export const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export interface IssueEmailVerificationDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
  /** Per-inbox allowance: a resend button must not mail-bomb an address. */
  mayMail: (email: string) => Promise<boolean>;
}

export type IssueEmailVerificationResult = "sent" | "already_verified" | "limited" | "not_found";

/**
 * Mails the account a link that confirms its current address (docs/decisions/0134): a
 * single-use token, stored hashed, valid three days, tied to that address. The mail is
 * sent without being awaited.
 */
export async function issueEmailVerification(
  deps: IssueEmailVerificationDeps,
  accountId: number,
): Promise<IssueEmailVerificationResult> {
  const account = await findAccountById(deps.db, accountId);
  if (account === null || account.bannedAt !== null) return "not_found";
  if (await isEmailVerified(deps.db, accountId)) return "already_verified";
  if (!(await deps.mayMail(account.email))) return "limited";
  const token = newRandomToken();
  await insertEmailVerificationToken(deps.db, {
    tokenHash: hashToken(token),
    accountId,
    email: account.email,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  });
  const link = `${deps.publicUrl}/verify-email?token=${token}`;
  sendMail(
    {
      to: account.email,
      subject: `Confirm your email address for ${deps.siteName}`,
      text: [
        `Someone (hopefully you) made a ${deps.siteName} account with this address, or changed an account's address to it.`,
        "",
        `Confirm it here: ${link}`,
        "",
        "The link works once and expires in three days. If this wasn't you, ignore this email.",
      ].join("\n"),
    },
    deps.mail,
  ).catch((err: unknown) => console.error(`confirmation mail to ${account.email} failed: ${String(err)}`));
  return "sent";
}
