import { SITE_PAGES } from "#core/site-pages";
import type { NotFoundContent } from "../../content/not-found";
import { useUi } from "../../lib/i18n/use-copy";
import { AccountLink } from "../ui/account-link";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";

function Reasons({ content }: { content: NotFoundContent }) {
  return (
    <section
      aria-labelledby="reasons"
      className="rounded-3xl border border-line bg-card p-6 text-start shadow-sm sm:p-8"
    >
      <h2 id="reasons" className="text-lg font-semibold">
        {content.reasonsHeading}
      </h2>
      <ul className="mt-4 grid gap-3">
        {content.reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-3 text-sm leading-6 text-ink-muted">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

function About({ content }: { content: NotFoundContent }) {
  const { account: ACCOUNT_LABELS } = useUi();
  return (
    <section aria-labelledby="about" className="rounded-3xl bg-page-tint p-6 text-start sm:p-8">
      <h2 id="about" className="text-lg font-semibold">
        {content.about.heading}
      </h2>
      <p className="mt-3 text-sm leading-6 text-ink-muted">{content.about.body}</p>
      <p className="mt-5 flex flex-wrap items-center gap-4">
        <AccountLink to="signup" variant="primary">
          {ACCOUNT_LABELS.signUp}
        </AccountLink>
        <AccountLink to="login" className="text-sm font-semibold text-accent underline underline-offset-4">
          {ACCOUNT_LABELS.login}
        </AccountLink>
      </p>
    </section>
  );
}

/** Link Not Found: unknown paths and codes, and a contact card whose code is not a team link. */
export function NotFoundPage({ content }: { content: NotFoundContent }) {
  const { buttons: BUTTON_LABELS, account: ACCOUNT_LABELS } = useUi();
  return (
    <div className="bg-gradient-to-b from-page-tint to-page">
      <div className="container-page max-w-3xl py-16 text-center sm:py-24">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-card text-accent shadow-sm">
          <Icon name="link" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent">404</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">
          {content.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg leading-8 text-ink-muted">{content.body}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to={SITE_PAGES.home} variant="primary" size="lg">
            {BUTTON_LABELS.goHome}
          </ButtonLink>
          <AccountLink to="signup" variant="secondary" size="lg">
            {ACCOUNT_LABELS.createOwnLink}
          </AccountLink>
        </div>
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          <Reasons content={content} />
          <About content={content} />
        </div>
      </div>
    </div>
  );
}
