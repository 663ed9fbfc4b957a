import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { MAX_PASSWORD_LENGTH } from "#core/password-rules";
import {
  findPasswordResetAccount,
  resetAccountPassword,
} from "#domain/accounts/reset-account-password.server";
import { readForm } from "../read-form.server";
import { RESET_LINK_UNUSABLE } from "./auth-messages";
import { formText } from "./form-text";
import { forgivePasswordFailures } from "./password-attempts.server";

/** GET /reset-password?token=…: whether the link can still be used (nothing is spent yet). */
export async function loadPasswordReset({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = (await findPasswordResetAccount(context.db, token)) !== null;
  return data({ token: usable ? token : "", usable }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST /reset-password: `resetAccountPassword` (weak passwords do not burn the link;
 * everyone is signed out), then the account's log-in failures are cleared.
 */
export async function resetPassword({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = formText(form, "token", 200);
  const password = formText(form, "password", MAX_PASSWORD_LENGTH + 1);
  const reset = await resetAccountPassword(context.db, { token, password });
  if (!reset.ok && reset.error === "weak_password")
    return data(
      { errors: { password: reset.message } as { password?: string; form?: string } },
      { status: 400 },
    );
  if (!reset.ok) return data({ errors: { form: RESET_LINK_UNUSABLE } }, { status: 400 });
  // Whoever was guessing has lost the race: the owner can log in again at once (ADR 0081).
  await forgivePasswordFailures(context, reset.email);
  return redirect("/login?reset=done", { headers: { "Cache-Control": "no-store" } });
}
