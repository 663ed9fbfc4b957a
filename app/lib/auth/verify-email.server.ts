import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import {
  type IssueEmailVerificationResult,
  issueEmailVerification,
} from "#domain/accounts/issue-email-verification.server";
import { verifyAccountEmail } from "#domain/accounts/verify-account-email.server";
import { isTokenShaped } from "#domain/tokens/random-token.server";
import { readForm } from "../read-form.server";
import { accountPageCopy } from "./account-copy.server";
import { NO_STORE } from "./account-page-meta";
import { authLimiters } from "./auth-limiters.server";
import { formText } from "./form-text";
import { getSignedInAccount, requireSession } from "./session.server";
import type { VerifyEmailResult } from "./verify-email-result";

/** Mails the account a link confirming its address (at sign-up, on Send again), in `locale`. */
export function sendEmailVerification(
  context: AppLoadContext,
  accountId: number,
  locale: Locale,
): Promise<IssueEmailVerificationResult> {
  const limiters = authLimiters(context);
  return issueEmailVerification(
    {
      db: context.db,
      publicUrl: context.env.publicUrl,
      siteName: context.env.site.siteName,
      mail: context.env.mail,
      mayMail: async (address) => (await limiters.verifyPerAccount.hit(address)).allowed,
      locale,
    },
    accountId,
  );
}

/**
 * GET /verify-email?token=…: a page with a Confirm button. The click, not the visit, confirms:
 * mail scanners open links, and must not confirm an address nobody read.
 */
export async function loadEmailVerification({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await getSignedInAccount(request, context);
  return data(
    {
      token: isTokenShaped(token) ? token : null,
      signedIn: account !== null,
      verified: account?.emailVerified ?? false,
      ...accountPageCopy(request, "verifyEmail"),
    },
    { headers: NO_STORE },
  );
}

export type { VerifyEmailResult };

/** POST: `confirm` (the token from the page) or `resend` (signed in: a new link to the current address). */
export async function updateEmailVerification({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (formText(form, "intent") === "resend") {
    const session = await requireSession(request, context);
    const outcome = await sendEmailVerification(context, session.account.id, requestLocale(request));
    const status = outcome === "limited" ? 429 : 200;
    return data({ intent: "resend", outcome } satisfies VerifyEmailResult, { status, headers: NO_STORE });
  }
  const confirmed = await verifyAccountEmail(context.db, formText(form, "token", 100));
  return data({ intent: "confirm", confirmed } satisfies VerifyEmailResult, {
    status: confirmed === null ? 400 : 200,
    headers: NO_STORE,
  });
}
