import { useEffect } from "react";
import { SITE_PAGES } from "#core/site-pages";
import { LinkGenerator } from "../components/generator/link-generator";
import { MAIN_CONTENT_ID } from "../components/layout/skip-link";
import { WIDGET_EMBED_META } from "../content/ui-widget";
import { EMBED_HEIGHT_MESSAGE, EMBED_THEME_SCRIPT, embedTheme } from "../lib/embed-frame";
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
  useEffect(() => {
    // The inline script did this on load; a client-side visit needs it too, and leaving must undo it.
    const root = document.documentElement;
    root.dataset.theme = embedTheme(window.location.search);
    return () => {
      delete root.dataset.theme;
    };
  }, []);

  useEffect(() => {
    // Tell the embedding page how tall the content is, so its snippet can size the frame.
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (window.parent === window || main === null || typeof ResizeObserver === "undefined") return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(main.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      // Only a height: nothing private, so any parent may read it.
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, "*");
    };
    const observer = new ResizeObserver(post);
    observer.observe(main);
    post();
    return () => observer.disconnect();
  }, []);

  return (
    <main id={MAIN_CONTENT_ID}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before the first paint */}
      <script dangerouslySetInnerHTML={{ __html: EMBED_THEME_SCRIPT }} />
      <LinkGenerator variant="embed" />
    </main>
  );
}
