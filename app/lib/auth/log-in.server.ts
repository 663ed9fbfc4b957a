import { type ActionFunctionArgs, data, redirect } from "react-router";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";
import { MAX_PASSWORD_LENGTH } from "#core/password-rules";
import { findAccountWithEmail, passwordMatches } from "#domain/accounts/find-account.server";
import { readForm } from "../read-form.server";
import { accountCopyFor, retryMinutes } from "./account-copy.server";
import { newDeviceCookie } from "./device-cookie.server";
import { formText } from "./form-text";
import { countPasswordAttempt } from "./password-attempts.server";
import { safeNextPath } from "./safe-next-path";
import { startSession } from "./session.server";

export interface LogInErrors {
  email?: string;
  password?: string;
  /** Wrong credentials, throttling or a suspended account: one message for the whole form. */
  form?: string;
}

/**
 * POST /login. The attempt is counted before the password is checked
 * (`countPasswordAttempt`: per device for a browser that logged in to this account
 * before, else per account, per (account, network) and per network; ADR 0081); a
 * wrong email costs the same hashing time as a wrong password; success forgives the
 * misses, rotates the session (the one the request carried is dropped) and gives this
 * browser a fresh device cookie.
 */
export async function logIn({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
  const password = formText(form, "password", MAX_PASSWORD_LENGTH + 1);
  const next = safeNextPath(formText(form, "next"));
  const values = { email };
  const { copy, format } = accountCopyFor(request);

  const missing: LogInErrors = {};
  if (email === "") missing.email = copy.errors.emailMissing;
  if (password === "") missing.password = copy.errors.passwordMissing;
  if (Object.keys(missing).length > 0) return data({ errors: missing, values }, { status: 400 });

  const account = await findAccountWithEmail(context.db, email);
  const attempt = await countPasswordAttempt(request, context, email, account);
  if (!attempt.allowed) {
    const wait = attempt.retryAfterSeconds;
    const errors: LogInErrors = {
      form: format(copy.errors.tooManyAttempts, { minutes: retryMinutes(wait) }),
    };
    return data({ errors, values }, { status: 429, headers: { "Retry-After": String(wait) } });
  }

  if (!(await passwordMatches(account, password)) || account === null) {
    const errors: LogInErrors = { form: copy.errors.wrongCredentials };
    return data({ errors, values }, { status: 401 });
  }
  if (account.bannedAt !== null) {
    const errors: LogInErrors = { form: copy.errors.suspended };
    return data({ errors, values }, { status: 403 });
  }
  await attempt.succeeded();
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await startSession(request, context, account.id));
  headers.append("Set-Cookie", newDeviceCookie(context, account));
  return redirect(next, { headers });
}
