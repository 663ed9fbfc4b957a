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

/** The account pages' `headers`: no-store, plus the action's Retry-After when it refused for throttling. */
export function accountPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter === null ? { ...NO_STORE } : { ...NO_STORE, "Retry-After": retryAfter };
}
