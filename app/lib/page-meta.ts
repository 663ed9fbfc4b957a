import type { MetaDescriptor } from "react-router";
import { withSiteName } from "#core/site-config";
import type { PageMeta } from "../content/types";
import { SOCIAL_IMAGE } from "../content/ui-labels";
import { absoluteUrl, FALLBACK_SITE_CONFIG, type SiteConfig } from "./site-config";

/** The shape of `matches` in a meta function, loose enough for every route's generated types. */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's config as seen from a route's meta function. */
export function siteConfigFromMatches(matches: MetaMatches): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as SiteConfig | undefined) ?? FALLBACK_SITE_CONFIG;
}

interface PageMetaOptions {
  meta: PageMeta;
  /** The page's own path, for its canonical link and og:url. */
  path: string;
  config: SiteConfig;
  /** Error and not-found pages ask search engines not to index them and carry no canonical link. */
  indexable?: boolean;
}

/**
 * Every tag a page needs: title, description, keywords, Open Graph, Twitter card and
 * canonical link. React Router renders only the deepest route's meta (no merging), so
 * each route returns the full set from here.
 */
export function pageMeta({ meta, path, config, indexable = true }: PageMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(config, path);
  const title = withSiteName(meta.title, config.siteName);
  const image = absoluteUrl(config, SOCIAL_IMAGE.path);
  return [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    ...(indexable
      ? [{ tagName: "link", rel: "canonical", href: url }]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.siteName },
    { property: "og:locale", content: "en_US" },
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
