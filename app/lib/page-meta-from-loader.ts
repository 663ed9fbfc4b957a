import type { MetaDescriptor } from "react-router";
import { SITE } from "../content/site";
import type { PageMeta } from "../content/types";
import { localeFromMatches, pageMeta, siteConfigFromMatches } from "./page-meta";

type Matches = Parameters<typeof siteConfigFromMatches>[0];

/**
 * Meta for a page whose copy arrives as loader data (see docs/decisions/0030):
 * falls back to the site defaults when the loader produced nothing (an error).
 */
export function metaFromLoader(
  content: { meta: PageMeta } | null | undefined,
  path: string,
  matches: Matches,
  options: { indexable?: boolean } = {},
): MetaDescriptor[] {
  return pageMeta({
    meta: content?.meta ?? SITE.defaultMeta,
    path,
    config: siteConfigFromMatches(matches),
    locale: localeFromMatches(matches),
    indexable: options.indexable,
  });
}
