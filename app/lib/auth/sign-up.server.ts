import { type ActionFunctionArgs, data, redirect } from "react-router";
import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";
import { MAX_PASSWORD_LENGTH, passwordProblemKind } from "#core/password-rules";
import { signUpAccount } from "#domain/accounts/sign-up-account.server";
import { readForm } from "../read-form.server";
import { accountCopyFor, passwordProblemText, retryMinutes } from "./account-copy.server";
import { authLimiters } from "./auth-limiters.server";
import { newDeviceCookie } from "./device-cookie.server";
import { formText } from "./form-text";
import { safeNextPath } from "./safe-next-path";
import { startSession } from "./session.server";
import { sendEmailVerification } from "./verify-email.server";

export interface SignUpErrors {
  email?: string;
  password?: string;
  ageConfirmed?: string;
  form?: string;
}

/**
 * POST /signup: validates, creates the account, signs it in with a fresh session (and
 * this browser's device cookie, ADR 0081), goes to `next`.
 */
export async function signUp({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
  const password = formText(form, "password", MAX_PASSWORD_LENGTH + 1);
  const ageConfirmed = form.get("ageConfirmed") === "yes";
  const next = safeNextPath(formText(form, "next"));
  const values = { email };
  const text = accountCopyFor(request);
  const { copy, format } = text;

  const throttle = await authLimiters(context).signupPerAddress.hit(context.clientAddress);
  if (!throttle.allowed) {
    const errors: SignUpErrors = {
      form: format(copy.errors.tooManySignups, { minutes: retryMinutes(throttle.retryAfterSeconds) }),
    };
    return data(
      { errors, values },
      { status: 429, headers: { "Retry-After": String(throttle.retryAfterSeconds) } },
    );
  }

  const errors: SignUpErrors = {};
  if (!isPlausibleEmail(email)) errors.email = copy.errors.emailInvalid;
  const weak = passwordProblemKind(password, email);
  if (weak !== null) errors.password = passwordProblemText(text, weak);
  if (!ageConfirmed) errors.ageConfirmed = copy.errors.ageNotConfirmed;
  if (Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });

  const created = await signUpAccount(context.db, { email, password, ageConfirmedAt: new Date() });
  if (!created.ok) {
    const taken: SignUpErrors = { email: copy.errors.emailTaken };
    return data({ errors: taken, values }, { status: 409 });
  }
  await sendEmailVerification(context, created.accountId, text.locale);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await startSession(request, context, created.accountId));
  headers.append(
    "Set-Cookie",
    newDeviceCookie(context, { id: created.accountId, passwordHash: created.passwordHash }),
  );
  return redirect(next, { headers });
}
