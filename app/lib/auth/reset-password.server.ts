import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { MAX_PASSWORD_LENGTH } from "#core/password-rules";
import { pagePathIn } from "#core/site-pages";
import {
  findPasswordResetAccount,
  resetAccountPassword,
} from "#domain/accounts/reset-account-password.server";
import { readForm } from "../read-form.server";
import { accountCopyFor, accountPageCopy, passwordProblemText } from "./account-copy.server";
import { formText } from "./form-text";
import { forgivePasswordFailures } from "./password-attempts.server";

/** GET /reset-password?token=…: whether the link can still be used (nothing is spent yet). */
export async function loadPasswordReset({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = (await findPasswordResetAccount(context.db, token)) !== null;
  const page = accountPageCopy(request, "resetPassword");
  const unusable = accountCopyFor(request).copy.errors.resetLinkUnusable;
  return data(
    { token: usable ? token : "", usable, ...page, unusable },
    { headers: { "Cache-Control": "no-store" } },
  );
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
  const text = accountCopyFor(request);
  if (!reset.ok && reset.error === "weak_password")
    return data(
      {
        errors: { password: passwordProblemText(text, reset.problem) } as {
          password?: string;
          form?: string;
        },
      },
      { status: 400 },
    );
  if (!reset.ok) return data({ errors: { form: text.copy.errors.resetLinkUnusable } }, { status: 400 });
  // Whoever was guessing has lost the race: the owner can log in again at once (ADR 0081).
  await forgivePasswordFailures(context, reset.email);
  return redirect(pagePathIn(text.locale, "/login?reset=done"), { headers: { "Cache-Control": "no-store" } });
}
