import { useEffect } from "react";
import { redirect } from "react-router";
import { localeForTag, localizePath, splitLocalePath } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { LinkGenerator } from "../components/generator/link-generator";
import { MAIN_CONTENT_ID } from "../components/layout/skip-link";
import { catalogue } from "../content/catalogues.server";
import { WIDGET_EMBED_META } from "../content/ui-widget";
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_HEIGHT_REQUEST,
  EMBED_THEME_SCRIPT,
  embedTheme,
} from "../lib/embed-frame";
import { localeFromMatches, pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/widget-embed";

/**
 * `?lang=<tag>` (what a shop's page sets for its visitors) answers with the embed at that
 * language's own address, which is rendered once like every static page; the rest of the query
 * (theme) goes along.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (asked === null) return { meta: catalogue(requestLocale(request)).WIDGET_EMBED_META };
  url.searchParams.delete("lang");
  const locale = localeForTag(asked.slice(0, 35)) ?? splitLocalePath(url.pathname).locale;
  const path = localizePath(locale, SITE_PAGES["widget-embed"]);
  throw redirect(`${path}${url.search}`, { headers: { "Cache-Control": "public, max-age=3600" } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    meta: loaderData?.meta ?? WIDGET_EMBED_META,
    path: SITE_PAGES["widget-embed"],
    config: siteConfigFromMatches(matches),
    locale: localeFromMatches(matches),
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
    // A parent that began listening after that first post asks again.
    const onRequest = (event: MessageEvent) => {
      if (
        event.source !== window.parent ||
        (event.data as { type?: unknown } | null)?.type !== EMBED_HEIGHT_REQUEST
      )
        return;
      last = 0;
      post();
    };
    window.addEventListener("message", onRequest);
    return () => {
      observer.disconnect();
      window.removeEventListener("message", onRequest);
    };
  }, []);

  return (
    <main id={MAIN_CONTENT_ID}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before the first paint */}
      <script dangerouslySetInnerHTML={{ __html: EMBED_THEME_SCRIPT }} />
      <LinkGenerator variant="embed" />
    </main>
  );
}
