import { type ActionFunctionArgs, data } from "react-router";
import { findAccountByEmail } from "../../../db/queries/accounts.server";
import {
  deleteExpiredPasswordResetTokensOf,
  insertPasswordResetToken,
} from "../../../db/queries/password-reset-tokens.server";
import { sendMail } from "../../../server/mail/send-mail.server";
import { readForm } from "../read-form.server";
import { authLimiters, retryInWords } from "./auth-limiters.server";
import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "./email-address";
import { formText } from "./form-text";
import { hashToken, newRandomToken } from "./random-token.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * POST /forgot-password: for an existing, unbanned account, stores a single-use
 * token (hashed, 1 hour) and mails the link. The mail goes out after the answer,
 * so the response time does not reveal whether the account exists.
 */
export async function requestPasswordReset({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
  if (!isPlausibleEmail(email))
    return data(
      {
        sent: false,
        errors: { email: "Enter your email address, like name@example.com." },
        values: { email },
      },
      { status: 400 },
    );

  const limiters = authLimiters(context);
  const byAddress = await limiters.resetPerAddress.hit(context.clientAddress);
  if (!byAddress.allowed)
    return data(
      {
        sent: false,
        errors: { form: `Too many requests. Try again in ${retryInWords(byAddress.retryAfterSeconds)}.` },
        values: { email },
      },
      { status: 429, headers: { "Retry-After": String(byAddress.retryAfterSeconds) } },
    );

  const account = await findAccountByEmail(context.db, email);
  // Per-email limit stops mail-bombing one inbox; it answers the same either way.
  if (account !== null && account.bannedAt === null && (await limiters.resetPerAccount.hit(email)).allowed) {
    const token = newRandomToken();
    await deleteExpiredPasswordResetTokensOf(context.db, account.id);
    await insertPasswordResetToken(context.db, {
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${context.env.publicUrl}/reset-password?token=${token}`;
    sendMail({
      to: account.email,
      subject: "Reset your ChatLink password",
      text: [
        "Someone (hopefully you) asked to reset the password of your ChatLink account.",
        "",
        `Choose a new password here: ${link}`,
        "",
        "The link works once and expires in one hour. If you didn't ask for this, ignore this email: your password stays as it is.",
      ].join("\n"),
    }).catch((err: unknown) =>
      console.error(`password reset mail to ${account.email} failed: ${String(err)}`),
    );
  }
  return data({ sent: true, errors: {}, values: { email } }, { status: 200 });
}
