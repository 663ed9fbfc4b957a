import type { Locale } from "#core/locales";
import type { Db } from "#db/client.server";
import { findAccountByEmail } from "#db/queries/accounts.server";
import { insertEmailVerificationToken } from "#db/queries/email-verification-tokens.server";
import type { MailConfig } from "../mail/mail-config.server";
import { composeMail, type MailCopy, type MailText, mailLink } from "../mail/mail-copy.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";
import { VERIFY_TOKEN_TTL_MS } from "./issue-email-verification.server";

export interface RequestEmailChangeDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
  /** The language of the page the person acted on: the mail and its link are in it. */
  locale: Locale;
  /** Per-inbox allowance, counted the same whether the address has an account or not. */
  mayMail: (email: string) => Promise<boolean>;
}

/**
 * An account asks to move to another address (its password checked by the caller). Nothing
 * changes yet, and the answer is the same whether the address has an account (docs/security.md):
 * a free address gets a link that makes it the account's email when opened
 * (`verifyAccountEmail`); an address another account has gets a notice instead, so its owner
 * learns that someone tried to use it. Mails are sent without being awaited.
 */
export async function requestEmailChange(
  deps: RequestEmailChangeDeps,
  accountId: number,
  email: string,
): Promise<"sent" | "limited"> {
  if (!(await deps.mayMail(email))) return "limited";
  const owner = await findAccountByEmail(deps.db, email);
  if (owner !== null) {
    send(deps, email, (copy) => copy.addressTaken, mailLink(deps.publicUrl, deps.locale, "/login"));
    return "sent";
  }
  const token = newRandomToken();
  await insertEmailVerificationToken(deps.db, {
    tokenHash: hashToken(token),
    accountId,
    email,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  });
  const link = mailLink(deps.publicUrl, deps.locale, `/verify-email?token=${token}`);
  send(deps, email, (copy) => copy.emailChange, link);
  return "sent";
}

function send(
  deps: RequestEmailChangeDeps,
  to: string,
  pick: (copy: MailCopy) => MailText,
  link: string,
): void {
  sendMail({ to, ...composeMail(deps.locale, pick, { site: deps.siteName, link }) }, deps.mail).catch(
    (err: unknown) => console.error(`email change mail to ${to} failed: ${String(err)}`),
  );
}
