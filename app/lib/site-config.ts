import { useRouteLoaderData } from "react-router";
import type { Locale } from "#core/locales";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "#core/site-config";
import type { UiCopy } from "../content/catalogue";
import type { ParsedMessages } from "./i18n/format-message";

export type { SiteConfig } from "#core/site-config";
export { absoluteUrl } from "#core/site-config";

/** The root loader's data: the server's settings, the page's language and the copy its shell needs. */
export type RootData = SiteConfig & { locale: Locale; ui: UiCopy; parsed: ParsedMessages };

/** Used when the root loader's data is missing (e.g. while an error boundary renders). */
export const FALLBACK_SITE_CONFIG: SiteConfig = DEFAULT_SITE_CONFIG;

/** The root loader's config (the server's, read at start-up), for any component under the root route. */
export function useSiteConfig(): SiteConfig {
  return (useRouteLoaderData("root") as SiteConfig | undefined) ?? FALLBACK_SITE_CONFIG;
}
