import { useRouteLoaderData } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { trimChar } from "#core/text";

/** Settings the pages need from the environment, read once per render (build time for prerendered pages). */
export interface SiteConfig {
  /** Origin for canonical links, Open Graph URLs, the sitemap and the widget's embed code; no trailing slash. */
  publicUrl: string;
  /** Where Sign Up Free, Start Free Now, Create Free Account and Create Your Own Link go. */
  signupUrl: string;
  /** Where Login goes. */
  loginUrl: string;
}

type Env = Record<string, string | undefined>;

function withoutTrailingSlash(url: string): string {
  return trimChar(url, "/", "end");
}

/** Reads the config from an environment (process.env on the server); pure so tests can pass their own. */
export function readSiteConfig(env: Env): SiteConfig {
  const publicUrl = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT?.trim() || "3000"}`;
  return {
    publicUrl: withoutTrailingSlash(publicUrl),
    signupUrl: env.SIGNUP_URL?.trim() || ACCOUNT_PATHS.signup,
    loginUrl: env.LOGIN_URL?.trim() || ACCOUNT_PATHS.login,
  };
}

/** Used when the root loader's data is missing (e.g. while an error boundary renders). */
export const FALLBACK_SITE_CONFIG: SiteConfig = readSiteConfig({});

/** The root loader's config, for any component under the root route. */
export function useSiteConfig(): SiteConfig {
  return (useRouteLoaderData("root") as SiteConfig | undefined) ?? FALLBACK_SITE_CONFIG;
}

/** An absolute URL on this site, e.g. for canonical links. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return path === "/" ? `${config.publicUrl}/` : `${config.publicUrl}${path}`;
}
