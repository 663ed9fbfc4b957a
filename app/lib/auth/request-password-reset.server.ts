import { type ActionFunctionArgs, data } from "react-router";
import { isPlausibleEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "#core/email-address";
import { issuePasswordReset } from "#domain/accounts/issue-password-reset.server";
import { readForm } from "../read-form.server";
import { accountCopyFor, retryMinutes } from "./account-copy.server";
import { authLimiters } from "./auth-limiters.server";
import { formText } from "./form-text";

/**
 * POST /forgot-password: for an existing, unbanned account, stores a single-use
 * token (hashed, 1 hour) and mails the link. The mail goes out after the answer,
 * so the response time does not reveal whether the account exists.
 */
export async function requestPasswordReset({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = normaliseEmail(formText(form, "email", MAX_EMAIL_LENGTH + 1));
  const { locale, copy, format } = accountCopyFor(request);
  if (!isPlausibleEmail(email))
    return data(
      {
        sent: false,
        errors: { email: copy.errors.emailInvalid },
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
        errors: {
          form: format(copy.errors.tooManyRequests, { minutes: retryMinutes(byAddress.retryAfterSeconds) }),
        },
        values: { email },
      },
      { status: 429, headers: { "Retry-After": String(byAddress.retryAfterSeconds) } },
    );

  // Per-email limit stops mail-bombing one inbox; the answer is the same either way.
  await issuePasswordReset(
    {
      db: context.db,
      publicUrl: context.env.publicUrl,
      siteName: context.env.site.siteName,
      mail: context.env.mail,
      locale,
      mayMail: async (address) => (await limiters.resetPerAccount.hit(address)).allowed,
    },
    email,
  );
  return data({ sent: true, errors: {}, values: { email } }, { status: 200 });
}
