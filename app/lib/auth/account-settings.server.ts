import { type ActionFunctionArgs, data, redirect } from "react-router";
import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "#core/password-rules";
import { requestLocale } from "#core/request-locale";
import { ACCOUNT_DELETED_HOME } from "#core/site-pages";
import { changeAccountPassword } from "#domain/accounts/change-account-password.server";
import { deleteAccount } from "#domain/accounts/delete-account.server";
import { findAccountWithId, passwordMatches } from "#domain/accounts/find-account.server";
import { requestEmailChange } from "#domain/accounts/request-email-change.server";
import { readForm } from "../read-form.server";
import { NO_STORE } from "./account-page-meta";
import { authLimiters, retryInWords } from "./auth-limiters.server";
import { clearedDeviceCookie, newDeviceCookie } from "./device-cookie.server";
import { formText } from "./form-text";
import { countPasswordAttempt } from "./password-attempts.server";
import { type CurrentSession, endSession, requireSession } from "./session.server";

export type SettingsIntent = "change-email" | "change-password" | "delete-account";

export interface SettingsErrors {
  email?: string;
  currentPassword?: string;
  newPassword?: string;
  form?: string;
}

export interface SettingsResult {
  intent: SettingsIntent;
  errors: SettingsErrors;
  /** What changed, for the confirmation under the form. */
  done?: string;
}

const WRONG_PASSWORD = "That password is not right.";

function answer(result: SettingsResult, status = 200, headers: Record<string, string> = {}) {
  return data(result, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * Checks the account's current password, counted like a log-in attempt
 * (`countPasswordAttempt`, so a stolen session cannot guess it quickly); a right
 * password forgives the misses, as a log-in does.
 */
export async function checkCurrentPassword(
  request: Request,
  session: CurrentSession,
  password: string,
  context: ActionFunctionArgs["context"],
): Promise<{ ok: true } | { ok: false; status: number; message: string; retryAfter?: number }> {
  const account = await findAccountWithId(context.db, session.account.id);
  const attempt = await countPasswordAttempt(request, context, session.account.email, account);
  if (!attempt.allowed)
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Try again in ${retryInWords(attempt.retryAfterSeconds)}.`,
      retryAfter: attempt.retryAfterSeconds,
    };
  if (!(await passwordMatches(account, password))) return { ok: false, status: 400, message: WRONG_PASSWORD };
  await attempt.succeeded();
  return { ok: true };
}

/** POST /dashboard/settings: one action for the page's three forms, told apart by `intent`. */
export async function updateAccountSettings({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent") as SettingsIntent;
  const currentPassword = formText(form, "currentPassword", MAX_PASSWORD_LENGTH + 1);

  if (intent !== "change-email" && intent !== "change-password" && intent !== "delete-account")
    return answer({ intent: "change-email", errors: { form: "Unknown request." } }, 400);

  if (currentPassword === "")
    return answer({ intent, errors: { currentPassword: "Enter your current password." } }, 400);

  if (intent === "change-email") {
    const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
    if (!isPlausibleEmail(email))
      return answer({ intent, errors: { email: "Enter an email address, like name@example.com." } }, 400);
    const check = await checkCurrentPassword(request, session, currentPassword, context);
    if (!check.ok) return refusal(intent, check);
    if (email === session.account.email)
      return answer({ intent, errors: {}, done: "Your email is unchanged." });
    // The same answer whether another account has the address (docs/security.md): the change
    // happens when the link mailed to it is opened; that account's owner gets a notice instead.
    const limiters = authLimiters(context);
    const sent = await requestEmailChange(
      {
        db: context.db,
        publicUrl: context.env.publicUrl,
        siteName: context.env.site.siteName,
        mail: context.env.mail,
        mayMail: async (address) => (await limiters.verifyPerAccount.hit(address)).allowed,
        locale: requestLocale(request),
      },
      session.account.id,
      email,
    );
    if (sent === "limited")
      return answer(
        { intent, errors: { email: "We have mailed that address enough for now: try again in an hour." } },
        429,
      );
    return answer({
      intent,
      errors: {},
      done: `We sent a link to ${email}: open it to make it your account's email. Until then your email stays ${session.account.email}.`,
    });
  }

  if (intent === "change-password") {
    const newPassword = formText(form, "newPassword", MAX_PASSWORD_LENGTH + 1);
    const weak = passwordProblem(newPassword, session.account.email);
    if (weak !== null) return answer({ intent, errors: { newPassword: weak } }, 400);
    const check = await checkCurrentPassword(request, session, currentPassword, context);
    if (!check.ok) return refusal(intent, check);
    const passwordHash = await changeAccountPassword(context.db, {
      accountId: session.account.id,
      password: newPassword,
      keepSessionId: session.sessionId,
    });
    // Device cookies are bound to the password hash: this browser gets a new one, the rest are void.
    return answer(
      {
        intent,
        errors: {},
        done: "Your password is changed. Every other device signed in to this account has been signed out.",
      },
      200,
      { "Set-Cookie": newDeviceCookie(context, { id: session.account.id, passwordHash }) },
    );
  }

  const check = await checkCurrentPassword(request, session, currentPassword, context);
  if (!check.ok) return refusal(intent, check);
  const deleted = await deleteAccount(context.db, context.invalidateLinks, session.account.id);
  if (!deleted.ok)
    return answer(
      {
        intent,
        errors: {
          form: `You are the last owner of ${deleted.workspaces.join(", ")}, which has other members: make one of them an owner, or delete the workspace, first.`,
        },
      },
      409,
    );
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await endSession(request, context));
  headers.append("Set-Cookie", clearedDeviceCookie(context));
  return redirect(ACCOUNT_DELETED_HOME, { headers });
}

function refusal(intent: SettingsIntent, check: { status: number; message: string; retryAfter?: number }) {
  const errors: SettingsErrors =
    check.status === 429 ? { form: check.message } : { currentPassword: check.message };
  const headers: Record<string, string> =
    check.retryAfter === undefined ? {} : { "Retry-After": String(check.retryAfter) };
  return answer({ intent, errors }, check.status, headers);
}
