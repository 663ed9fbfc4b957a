import type { AppLoadContext } from "react-router";
import { asksForAccountDeletedNotice } from "#core/site-pages";
import { findSessionIfReachable } from "#domain/sessions/find-session.server";
import { clearedSessionCookie } from "#domain/sessions/session-cookie.server";
import { requestSessionToken } from "./session.server";
import type { SiteVisitor } from "./site-visitor";

/** Any answer carrying a signed-in header is this person's own: no cache may keep it. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

/**
 * The visitor of a site page and the headers its answer needs (docs/decisions/0050).
 * Without a session cookie nothing is looked up — the prerender has no load context and
 * passes here too. A cookie that names no live session gives the anonymous header and is
 * cleared, so the next request is served the static page again. With the database
 * unreachable the page still renders, anonymously, rather than fail.
 */
export async function readSiteVisitor(
  request: Request,
  context: AppLoadContext,
): Promise<{ visitor: SiteVisitor; headers: Headers }> {
  const accountDeleted = asksForAccountDeletedNotice(new URL(request.url));
  // The page depends on the cookie, whichever way it turns out.
  const headers = new Headers({ Vary: "Cookie" });
  const token = requestSessionToken(request);
  if (token === null) return { visitor: { signedIn: false, accountDeleted }, headers };

  for (const [name, value] of Object.entries(PRIVATE_PAGE)) headers.set(name, value);
  const session = await findSessionIfReachable(context.db, token);
  if (session === "unavailable") return { visitor: { signedIn: false, accountDeleted }, headers };
  const signedIn = session !== null;
  if (!signedIn) headers.append("Set-Cookie", clearedSessionCookie(context.env.publicUrl));
  return { visitor: { signedIn, accountDeleted }, headers };
}
