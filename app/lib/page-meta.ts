import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizePath } from "#core/locales";
import { withSiteName } from "#core/site-config";
import type { PageMeta } from "../content/types";
import { SOCIAL_IMAGE } from "../content/ui-labels";
import { languageAlternates } from "./language-alternates";
import { absoluteUrl, FALLBACK_SITE_CONFIG, type RootData, type SiteConfig } from "./site-config";

/** The shape of `matches` in a meta function, loose enough for every route's generated types. */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's config as seen from a route's meta function. */
export function siteConfigFromMatches(matches: MetaMatches): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as SiteConfig | undefined) ?? FALLBACK_SITE_CONFIG;
}

/** The page's language as the root loader read it (English while an error renders without it). */
export function localeFromMatches(matches: MetaMatches): Locale {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as Partial<RootData> | undefined)?.locale ?? DEFAULT_LOCALE;
}

interface PageMetaOptions {
  meta: PageMeta;
  /** The page's English path: its canonical link and og:url are this path in `locale`. */
  path: string;
  config: SiteConfig;
  locale?: Locale;
  /** Error and not-found pages ask search engines not to index them and carry no canonical link. */
  indexable?: boolean;
}

/**
 * Every tag a page needs: title, description, keywords, Open Graph, Twitter card and
 * canonical link. React Router renders only the deepest route's meta (no merging), so
 * each route returns the full set from here.
 */
export function pageMeta({
  meta,
  path,
  config,
  locale = DEFAULT_LOCALE,
  indexable = true,
}: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(config, localizePath(locale, path));
  const title = withSiteName(meta.title, config.siteName);
  const image = absoluteUrl(config, SOCIAL_IMAGE.path);
  return [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    ...(indexable
      ? [
          { tagName: "link", rel: "canonical", href: url },
          ...languageAlternates(config, path).map((alt) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: alt.hreflang,
            href: alt.href,
          })),
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.siteName },
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_INFO[other].ogLocale,
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: SOCIAL_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SOCIAL_IMAGE.alt },
  ];
}
