import { SITE_PAGES } from "../../core/site-pages";
import { LegalDocument } from "../components/ui/legal-document";
import { legalLastUpdated } from "../content/legal";
import { PRIVACY } from "../content/privacy";
import { LEGAL_LABELS } from "../content/ui-labels";
import { pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/privacy";

/** "Last Updated" is settled on the server (at prerender time), so the page and its hydration agree. */
export function loader() {
  return { lastUpdated: legalLastUpdated() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ meta: PRIVACY.meta, path: SITE_PAGES.privacy, config: siteConfigFromMatches(matches) });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      heading={LEGAL_LABELS.privacyHeading}
      lastUpdated={loaderData.lastUpdated}
      intro={PRIVACY.intro}
      sections={PRIVACY.sections}
    />
  );
}
