import type { Locale } from "#core/locales";
import type { Db } from "#db/client.server";
import { findAccountById } from "#db/queries/accounts.server";
import { insertEmailVerificationToken, isEmailVerified } from "#db/queries/email-verification-tokens.server";
import type { MailConfig } from "../mail/mail-config.server";
import { composeMail, mailLink } from "../mail/mail-copy.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";

/** A confirmation link works for three days: long enough to find it after a weekend. */
export const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export interface IssueEmailVerificationDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
  /** The language of the page the person acted on: the mail and its link are in it. */
  locale: Locale;
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
  const link = mailLink(deps.publicUrl, deps.locale, `/verify-email?token=${token}`);
  sendMail(
    {
      to: account.email,
      ...composeMail(deps.locale, (copy) => copy.verifyEmail, { site: deps.siteName, link }),
    },
    deps.mail,
  ).catch((err: unknown) => console.error(`confirmation mail to ${account.email} failed: ${String(err)}`));
  return "sent";
}
