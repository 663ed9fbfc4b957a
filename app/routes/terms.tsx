import { SITE_PAGES } from "../../core/site-pages";
import { LegalDocument } from "../components/ui/legal-document";
import { legalLastUpdated } from "../content/legal";
import { TERMS } from "../content/terms";
import { LEGAL_LABELS } from "../content/ui-labels";
import { pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/terms";

/** "Last Updated" is settled on the server (at prerender time), so the page and its hydration agree. */
export function loader() {
  return { lastUpdated: legalLastUpdated() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ meta: TERMS.meta, path: SITE_PAGES.terms, config: siteConfigFromMatches(matches) });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      heading={LEGAL_LABELS.termsHeading}
      lastUpdated={loaderData.lastUpdated}
      intro={TERMS.intro}
      sections={TERMS.sections}
      notice={TERMS.notice}
    />
  );
}
