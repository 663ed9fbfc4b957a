import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { findAccountById, updateAccountPassword } from "../../../db/queries/accounts.server";
import {
  findUsablePasswordResetToken,
  spendPasswordResetToken,
} from "../../../db/queries/password-reset-tokens.server";
import { deleteSessionsOfAccount } from "../../../db/queries/sessions.server";
import { readForm } from "../read-form.server";
import { RESET_LINK_UNUSABLE } from "./auth-messages";
import { formText } from "./form-text";
import { forgivePasswordFailures } from "./password-attempts.server";
import { hashPassword } from "./password-hash.server";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "./password-rules";
import { hashToken, isTokenShaped } from "./random-token.server";

/** GET /reset-password?token=…: whether the link can still be used (nothing is spent yet). */
export async function loadPasswordReset({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable =
    isTokenShaped(token) && (await findUsablePasswordResetToken(context.db, hashToken(token))) !== null;
  return data({ token: usable ? token : "", usable }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST /reset-password: checks the new password first (a weak one does not burn
 * the link), then spends the token atomically (and every other reset link of the
 * account with it), sets the password, signs the account out everywhere (device
 * cookies handed out before are void too: they are bound to the password hash) and
 * clears the account's log-in failures.
 */
export async function resetPassword({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = formText(form, "token", 200);
  const password = formText(form, "password", MAX_PASSWORD_LENGTH + 1);
  const tokenHash = hashToken(token);
  const accountId = isTokenShaped(token) ? await findUsablePasswordResetToken(context.db, tokenHash) : null;
  const account = accountId === null ? null : await findAccountById(context.db, accountId);
  if (account === null) return data({ errors: { form: RESET_LINK_UNUSABLE } }, { status: 400 });

  const weak = passwordProblem(password, account.email);
  if (weak !== null)
    return data({ errors: { password: weak } as { password?: string; form?: string } }, { status: 400 });

  if ((await spendPasswordResetToken(context.db, tokenHash)) !== account.id)
    return data({ errors: { form: RESET_LINK_UNUSABLE } }, { status: 400 });
  await updateAccountPassword(context.db, account.id, await hashPassword(password));
  await deleteSessionsOfAccount(context.db, account.id);
  // Whoever was guessing has lost the race: the owner can log in again at once (ADR 0081).
  await forgivePasswordFailures(context, account.email);
  return redirect("/login?reset=done", { headers: { "Cache-Control": "no-store" } });
}
