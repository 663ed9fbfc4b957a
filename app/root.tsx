import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { generatorMessages } from "#core/generator-text";
import { LOCALE_INFO, type Locale } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { ErrorScreen } from "./components/layout/error-screen";
import { PageScripts } from "./components/layout/page-scripts";
import { uiCopyOf } from "./content/catalogue";
import { catalogue } from "./content/catalogues.server";
import { SITE } from "./content/site";
import { preparsedMessages } from "./lib/i18n/preparse.server";
import { useLocale } from "./lib/i18n/use-copy";
import { logRouteErrorInBrowser } from "./lib/log-route-error";
import { localeFromMatches, pageMeta, siteConfigFromMatches } from "./lib/page-meta";
import { scriptFontOf } from "./lib/script-fonts";
import type { RootData } from "./lib/site-config";
import { SITE_ICONS } from "./lib/site-icons";
import { STORAGE_GUARD_SCRIPT } from "./lib/storage-guard";

/**
 * The site's settings (read once at start-up) for every page: one build serves any host; and the
 * page's language with the copy its header, footer and generator need in it.
 */
export function loader({ context, request }: Route.LoaderArgs): RootData {
  const locale = requestLocale(request);
  return { ...context.env.site, ...shellFor(locale) };
}

/**
 * A language's shell copy and its messages parsed, made once per language (six at most): the
 * catalogues are constants, so a kept answer can never go stale, and no render parses again.
 */
const shells = new Map<Locale, Pick<RootData, "locale" | "ui" | "parsed">>();

function shellFor(locale: Locale): Pick<RootData, "locale" | "ui" | "parsed"> {
  let shell = shells.get(locale);
  if (shell === undefined) {
    const ui = uiCopyOf(catalogue(locale));
    const parsed = preparsedMessages([
      ...Object.values(ui.generator),
      ...Object.values(ui.generator.phoneCorrections),
      ...Object.values(ui.generator.phoneWarnings),
      ...Object.values(generatorMessages(locale)),
    ]);
    shell = { locale, ui, parsed };
    shells.set(locale, shell);
  }
  return shell;
}

/**
 * The config cannot change while a page is open, nor the language (the switcher loads a new
 * document): skip refetching it on every navigation.
 */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => SITE_ICONS;

/** Defaults for any route without its own meta (every page sets its own). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    meta: SITE.defaultMeta,
    path: "/",
    config: siteConfigFromMatches(matches),
    locale: localeFromMatches(matches),
  });

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const font = scriptFontOf(locale);
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir}>
      <head>
        <meta charSet="utf-8" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, before any script that reads storage */}
        <script dangerouslySetInnerHTML={{ __html: STORAGE_GUARD_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#075e54" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b141a" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
        {font && <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />}
      </head>
      <body className="min-h-dvh">
        {children}
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  // A marker browser tests wait for before pressing buttons that need React.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Last resort for unexpected failures; missing pages have their own route with a 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) logRouteErrorInBrowser(error);
  return <ErrorScreen status={status} />;
}
