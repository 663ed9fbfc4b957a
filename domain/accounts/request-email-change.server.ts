import type { Db } from "#db/client.server";
import { findAccountByEmail } from "#db/queries/accounts.server";
import { insertEmailVerificationToken } from "#db/queries/email-verification-tokens.server";
import type { MailConfig } from "../mail/mail-config.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";
import { VERIFY_TOKEN_TTL_MS } from "./issue-email-verification.server";

export interface RequestEmailChangeDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
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
    send(deps, email, `Someone tried to use your email address on ${deps.siteName}`, [
      `Someone signed in to another ${deps.siteName} account asked to make this address that account's email.`,
      "Nothing changed: the address stays with your account, and nobody else can use it.",
      "",
      `If it was you, you already have an account with this address: log in to it at ${deps.publicUrl}/login (or reset its password there).`,
      "If it wasn't you, you can ignore this email.",
    ]);
    return "sent";
  }
  const token = newRandomToken();
  await insertEmailVerificationToken(deps.db, {
    tokenHash: hashToken(token),
    accountId,
    email,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  });
  send(deps, email, `Confirm your new email address for ${deps.siteName}`, [
    `Someone (hopefully you) asked to make this address the email of their ${deps.siteName} account.`,
    "",
    `Open this link to confirm it: ${deps.publicUrl}/verify-email?token=${token}`,
    "",
    "The link works once and expires in three days. Until then the account keeps its old address. If this wasn't you, ignore this email.",
  ]);
  return "sent";
}

function send(deps: RequestEmailChangeDeps, to: string, subject: string, lines: string[]): void {
  sendMail({ to, subject, text: lines.join("\n") }, deps.mail).catch((err: unknown) =>
    console.error(`email change mail to ${to} failed: ${String(err)}`),
  );
}
