import { type ActionFunctionArgs, data, redirect } from "react-router";
import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";
import { MAX_PASSWORD_LENGTH, passwordProblemKind } from "#core/password-rules";
import { requestLocale } from "#core/request-locale";
import { ACCOUNT_DELETED_HOME } from "#core/site-pages";
import { changeAccountPassword } from "#domain/accounts/change-account-password.server";
import { deleteAccount } from "#domain/accounts/delete-account.server";
import { findAccountWithId, passwordMatches } from "#domain/accounts/find-account.server";
import { requestEmailChange } from "#domain/accounts/request-email-change.server";
import { copyFor, formatFor } from "../i18n/page-modules.server";
import { readForm } from "../read-form.server";
import { accountCopyFor, passwordProblemText, retryMinutes } from "./account-copy.server";
import { NO_STORE } from "./account-page-meta";
import { authLimiters } from "./auth-limiters.server";
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
  const text = accountCopyFor(request);
  if (!attempt.allowed)
    return {
      ok: false,
      status: 429,
      message: text.format(text.copy.errors.tooManyAttempts, {
        minutes: retryMinutes(attempt.retryAfterSeconds),
      }),
      retryAfter: attempt.retryAfterSeconds,
    };
  if (!(await passwordMatches(account, password)))
    return { ok: false, status: 400, message: copyFor(request, "SETTINGS_COPY").answers.wrongPassword };
  await attempt.succeeded();
  return { ok: true };
}

/** POST /dashboard/settings: one action for the page's three forms, told apart by `intent`. */
export async function updateAccountSettings({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent") as SettingsIntent;
  const currentPassword = formText(form, "currentPassword", MAX_PASSWORD_LENGTH + 1);
  // Every answer in the page's language (the request's: URL, cookie, then browser).
  const words = copyFor(request, "SETTINGS_COPY").answers;
  const format = formatFor(request);

  if (intent !== "change-email" && intent !== "change-password" && intent !== "delete-account")
    return answer({ intent: "change-email", errors: { form: words.unknownRequest } }, 400);

  if (currentPassword === "")
    return answer({ intent, errors: { currentPassword: words.currentPasswordMissing } }, 400);

  if (intent === "change-email") {
    const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
    if (!isPlausibleEmail(email)) return answer({ intent, errors: { email: words.emailInvalid } }, 400);
    const check = await checkCurrentPassword(request, session, currentPassword, context);
    if (!check.ok) return refusal(intent, check);
    if (email === session.account.email) return answer({ intent, errors: {}, done: words.emailUnchanged });
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
    if (sent === "limited") return answer({ intent, errors: { email: words.emailLimited } }, 429);
    return answer({
      intent,
      errors: {},
      done: format(words.emailSent, { email, current: session.account.email }),
    });
  }

  if (intent === "change-password") {
    const newPassword = formText(form, "newPassword", MAX_PASSWORD_LENGTH + 1);
    const weak = passwordProblemKind(newPassword, session.account.email);
    if (weak !== null)
      return answer(
        { intent, errors: { newPassword: passwordProblemText(accountCopyFor(request), weak) } },
        400,
      );
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
        done: words.passwordChanged,
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
          form: format(words.lastOwner, {
            workspaces: new Intl.ListFormat(requestLocale(request), { type: "conjunction" }).format(
              deleted.workspaces.map((name) => `“${name}”`),
            ),
            count: deleted.workspaces.length,
          }),
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
