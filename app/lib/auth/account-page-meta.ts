import type { MetaDescriptor } from "react-router";
import { SITE } from "../../content/site";

/** Account pages: "<title> | ChatLink", a description, and never indexed (nothing there is public). */
export function accountPageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${SITE.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}

/** What every page behind a log-in (and every account form) answers with: never stored by caches. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
