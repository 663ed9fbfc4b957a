import type { MetaDescriptor } from "react-router";
import { withSiteName } from "#core/site-config";
import { type MetaMatches, siteConfigFromMatches } from "../page-meta";

/** Account pages: "<title> | <site name>", a description, and never indexed (nothing there is public). */
export function accountPageMeta(matches: MetaMatches, title: string, description: string): MetaDescriptor[] {
  const { siteName } = siteConfigFromMatches(matches);
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: withSiteName(description, siteName) },
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

/** An account page's meta from the copy its loader sent (only noindex when the loader failed). */
export function accountCopyMeta(
  matches: MetaMatches,
  copy: { metaTitle: string; metaDescription: string } | undefined,
): MetaDescriptor[] {
  if (copy === undefined) return [{ name: "robots", content: "noindex" }];
  return accountPageMeta(matches, copy.metaTitle, copy.metaDescription);
}
