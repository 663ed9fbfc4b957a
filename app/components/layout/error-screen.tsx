import { SITE_PAGES } from "#core/site-pages";
import { useFormat, useUi } from "../../lib/i18n/use-copy";
import { BrandLink } from "./brand-link";

/** Shown by the root error boundary; plain on purpose, it must render even when the rest could not. */
export function ErrorScreen({ status }: { status: number }) {
  const { errorScreen: ERROR_SCREEN, buttons: BUTTON_LABELS } = useUi();
  const format = useFormat();
  return (
    <main id="main" className="container-page flex min-h-dvh flex-col items-start justify-center gap-6 py-16">
      <BrandLink />
      <p className="text-sm font-semibold text-accent">{format(ERROR_SCREEN.status, { status })}</p>
      <h1 className="text-3xl font-bold tracking-tight">{ERROR_SCREEN.heading}</h1>
      <p className="max-w-prose text-ink-muted">{ERROR_SCREEN.body}</p>
      {/* A plain anchor: after an error, a full page load is the safest way back. */}
      <a href={SITE_PAGES.home} className="font-semibold text-accent underline">
        {BUTTON_LABELS.goHome}
      </a>
    </main>
  );
}
