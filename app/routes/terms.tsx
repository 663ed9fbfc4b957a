import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { LegalDocument } from "../components/ui/legal-document";
import { catalogue } from "../content/catalogues.server";
import { legalForSite, legalLastUpdated } from "../content/legal";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/terms";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/**
 * The copy travels as loader data (in the HTML), not in the page's JavaScript, filled
 * for this site (its name, its contact address); "Last Updated" is settled here too, so
 * the page and its hydration agree.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { site } = context.env;
  const locale = requestLocale(request);
  const { TERMS } = catalogue(locale);
  return {
    ...legalForSite(TERMS, site),
    lastUpdated: legalLastUpdated(site.legalUpdated, new Date(), locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES.terms, matches);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { legal: LEGAL_LABELS } = useUi();
  return (
    <LegalDocument
      heading={LEGAL_LABELS.termsHeading}
      lastUpdated={loaderData.lastUpdated}
      intro={loaderData.intro}
      sections={loaderData.sections}
      notice={loaderData.notice}
    />
  );
}
