import type { MetaDescriptor } from "react-router";
import { SITE } from "../../content/site";

/** Signed-in pages: "<page> | ChatLink", never indexed. */
export function dashboardMeta(pageTitle: string): MetaDescriptor[] {
  return [{ title: `${pageTitle} | ${SITE.name}` }, { name: "robots", content: "noindex" }];
}
