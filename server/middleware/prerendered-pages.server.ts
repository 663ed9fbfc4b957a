import type { ServerBuild } from "react-router";
import { asksForAccountDeletedNotice } from "#core/site-pages";
import { sessionTokenFrom } from "#domain/sessions/session-cookie.server";
import { pagePathOf } from "./page-actions.server";

/**
 * Whether a request path is one of the pages React Router prerendered (its HTML,
 * with or without a trailing slash, or its `.data` for client-side navigation).
 */
export function prerenderedPageCheck(
  build: Pick<ServerBuild, "prerender" | "basename" | "future">,
): (pathname: string) => boolean {
  const pathOf = pagePathOf(build);
  const pages = new Set(build.prerender.map(pathOf));
  return (pathname) => pages.has(pathOf(pathname));
}

/**
 * Whether the prerendered file (written for an anonymous visitor) is the right answer
 * to this request: not when it carries a session cookie, whose owner should see the
 * signed-in header, nor when it asks for the account-deleted notice. Those go to React
 * Router, which renders the page for them (docs/decisions/0050).
 */
export function prerenderedFileFits(request: Request): boolean {
  return (
    sessionTokenFrom(request.headers.get("cookie")) === null &&
    !asksForAccountDeletedNotice(new URL(request.url))
  );
}
