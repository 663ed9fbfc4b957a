import type { Locale } from "#core/locales";
import type { Db } from "#db/client.server";
import { findAccountByEmail } from "#db/queries/accounts.server";
import {
  deleteExpiredPasswordResetTokensOf,
  insertPasswordResetToken,
} from "#db/queries/password-reset-tokens.server";
import type { MailConfig } from "../mail/mail-config.server";
import { composeMail, mailLink } from "../mail/mail-copy.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface IssuePasswordResetDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
  /** The language of the page the person acted on: the mail and its link are in it. */
  locale: Locale;
  /** Per-inbox allowance (stops mail-bombing one address); asked only for a real, unbanned account. */
  mayMail: (email: string) => Promise<boolean>;
}

/**
 * For an existing, unbanned account: stores a single-use token (hashed, 1 hour) and
 * mails the link. The mail is sent without being awaited, so the caller's answer
 * takes as long whether or not the account exists.
 */
export async function issuePasswordReset(deps: IssuePasswordResetDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (account === null || account.bannedAt !== null || !(await deps.mayMail(email))) return;
  const token = newRandomToken();
  await deleteExpiredPasswordResetTokensOf(deps.db, account.id);
  await insertPasswordResetToken(deps.db, {
    tokenHash: hashToken(token),
    accountId: account.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = mailLink(deps.publicUrl, deps.locale, `/reset-password?token=${token}`);
  sendMail(
    {
      to: account.email,
      ...composeMail(deps.locale, (copy) => copy.passwordReset, { site: deps.siteName, link }),
    },
    deps.mail,
  ).catch((err: unknown) => console.error(`password reset mail to ${account.email} failed: ${String(err)}`));
}
