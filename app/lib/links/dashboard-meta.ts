import type { MetaDescriptor } from "react-router";
import { type MetaMatches, siteConfigFromMatches } from "../page-meta";

/** Signed-in pages: "<page> | <site name>", never indexed. */
export function dashboardMeta(matches: MetaMatches, pageTitle: string): MetaDescriptor[] {
  return [
    { title: `${pageTitle} | ${siteConfigFromMatches(matches).siteName}` },
    { name: "robots", content: "noindex" },
  ];
}
