import { type AppLoadContext, redirect } from "react-router";
import { endSession as deleteSession } from "#domain/sessions/end-session.server";
import { type CurrentSession, findSession, type SignedInAccount } from "#domain/sessions/find-session.server";
import {
  clearedSessionCookie,
  sessionCookie,
  sessionTokenFrom,
} from "#domain/sessions/session-cookie.server";
import { startSession as createSession } from "#domain/sessions/start-session.server";
import { loginPathFor, safeNextPath } from "./safe-next-path";

export type { CurrentSession, SignedInAccount };

/** The session token the request's cookie carries, if any. */
export function requestSessionToken(request: Request): string | null {
  return sessionTokenFrom(request.headers.get("cookie"));
}

/** The signed-in session behind the request's cookie; null when absent, expired, unknown or banned. */
export async function getCurrentSession(
  request: Request,
  context: AppLoadContext,
): Promise<CurrentSession | null> {
  return findSession(context.db, requestSessionToken(request));
}

export async function getSignedInAccount(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInAccount | null> {
  return (await getCurrentSession(request, context))?.account ?? null;
}

/**
 * For the log-in and sign-up pages: someone already signed in goes straight on to
 * `?next` (thrown redirect); anyone else gets the safe `next` to carry through the
 * form ("" for none).
 */
export async function nextForSignedOutPage(request: Request, context: AppLoadContext): Promise<string> {
  const next = new URL(request.url).searchParams.get("next");
  if ((await getSignedInAccount(request, context)) !== null) throw redirect(safeNextPath(next));
  return next === null ? "" : safeNextPath(next, "");
}

/**
 * The signed-in account, or a redirect to `/login?next=<this path>` (thrown, so a
 * loader or action stops there). Banned accounts count as signed out; a stale
 * cookie is cleared on the way.
 */
export async function requireAccount(request: Request, context: AppLoadContext): Promise<SignedInAccount> {
  return (await requireSession(request, context)).account;
}

export async function requireSession(request: Request, context: AppLoadContext): Promise<CurrentSession> {
  const session = await getCurrentSession(request, context);
  if (session !== null) return session;
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (requestSessionToken(request) !== null)
    headers.append("Set-Cookie", clearedSessionCookie(context.env.publicUrl));
  throw redirect(loginPathFor(`${url.pathname}${url.search}`), { headers });
}

/** Signs the account in with a fresh session (the request's own is dropped) and returns the Set-Cookie value. */
export async function startSession(
  request: Request,
  context: AppLoadContext,
  accountId: number,
): Promise<string> {
  const token = await createSession(context.db, { accountId, previousToken: requestSessionToken(request) });
  return sessionCookie(token, context.env.publicUrl);
}

/** Deletes the request's session server-side and returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  await deleteSession(context.db, requestSessionToken(request));
  return clearedSessionCookie(context.env.publicUrl);
}
