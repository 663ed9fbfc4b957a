import { SITE_PAGES } from "../../core/site-pages";
import { LinkGenerator } from "../components/generator/link-generator";
import { MAIN_CONTENT_ID } from "../components/layout/skip-link";
import { WIDGET_EMBED_META } from "../content/ui-widget";
import { pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/widget-embed";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    meta: WIDGET_EMBED_META,
    path: SITE_PAGES["widget-embed"],
    config: siteConfigFromMatches(matches),
  });

/** The generator alone, no header or footer: this page lives in other sites' iframes. */
export default function WidgetEmbed() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <LinkGenerator variant="embed" />
    </main>
  );
}
