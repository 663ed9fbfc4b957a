import { useFetcher } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import type { CatalogueModules } from "../../content/catalogue";
import { VERIFY_EMAIL_REMINDER } from "../../content/verify-email";
import type { VerifyEmailResult } from "../../lib/auth/verify-email-result";
import { useFormat, useLocalePath } from "../../lib/i18n/use-copy";

/**
 * Above every signed-in page until the address is confirmed; Send again stays on the page.
 * Without mail (no SMTP_URL) the link went to the server's log: it says so, and whom to ask.
 */
export function VerifyEmailReminder({
  email,
  mail,
  copy: COPY = VERIFY_EMAIL_REMINDER,
}: {
  email: string;
  mail: { enabled: boolean; operator: string | null };
  /** In the dashboard's language: `catalogue(requestLocale(request)).VERIFY_EMAIL_REMINDER` from its loader. */
  copy?: CatalogueModules["VERIFY_EMAIL_REMINDER"];
}) {
  const format = useFormat();
  const localePath = useLocalePath();
  const fetcher = useFetcher<VerifyEmailResult>();
  const outcome = fetcher.data?.intent === "resend" ? fetcher.data.outcome : null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-label={COPY.label}
      className="border-b border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm text-ink">
        <p className="w-full min-w-0 [overflow-wrap:anywhere] sm:w-auto sm:flex-1">
          <strong>{COPY.title}</strong>{" "}
          {mail.enabled
            ? `${format(COPY.sent, { email })} ${COPY.why}`
            : mail.operator === null
              ? format(COPY.withoutMail, { email })
              : format(COPY.withoutMailOperator, { email, operator: mail.operator })}
        </p>
        {/* The page in the dashboard's language, so the new link's mail is in it too. */}
        <fetcher.Form method="post" action={localePath(ACCOUNT_PATHS.verifyEmail)}>
          <button
            type="submit"
            name="intent"
            value="resend"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-full border border-ink/30 px-4 py-2 font-semibold text-ink hover:bg-page disabled:cursor-progress disabled:opacity-70"
          >
            {busy ? COPY.resending : mail.enabled ? COPY.resend : COPY.resendWithoutMail}
          </button>
        </fetcher.Form>
        {outcome === null ? null : (
          <p role="status" className="w-full">
            {outcome === "sent"
              ? mail.enabled
                ? COPY.resent
                : COPY.resentWithoutMail
              : outcome === "limited"
                ? COPY.limited
                : outcome === "already_verified"
                  ? COPY.alreadyConfirmed
                  : null}
          </p>
        )}
      </div>
    </section>
  );
}
