import { type AppLoadContext, redirect } from "react-router";
import {
  deleteExpiredSessionsOf,
  deleteSession,
  findSessionAccount,
  insertSession,
  touchSession,
} from "../../../db/queries/sessions.server";
import { hashToken, newRandomToken } from "./random-token.server";
import { loginPathFor, safeNextPath } from "./safe-next-path";
import {
  clearedSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
  sessionTokenFrom,
} from "./session-cookie.server";

export interface SignedInAccount {
  id: number;
  email: string;
}

export interface CurrentSession {
  account: SignedInAccount;
  /** The session row's id (the token's hash), e.g. to keep this session when signing out the others. */
  sessionId: string;
}

/** Last-seen is written at most this often, so reading a page does not always cost a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** The signed-in session behind the request's cookie; null when absent, expired, unknown or banned. */
export async function getCurrentSession(
  request: Request,
  context: AppLoadContext,
): Promise<CurrentSession | null> {
  const token = sessionTokenFrom(request);
  if (token === null) return null;
  const sessionId = hashToken(token);
  const row = await findSessionAccount(context.db, sessionId);
  if (row === null) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(context.db, sessionId);
  return { account: { id: row.accountId, email: row.email }, sessionId };
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
  if (sessionTokenFrom(request) !== null)
    headers.append("Set-Cookie", clearedSessionCookie(context.env.publicUrl));
  throw redirect(loginPathFor(`${url.pathname}${url.search}`), { headers });
}

/**
 * Signs the account in with a fresh session (never one the request brought:
 * that one is deleted, so a planted cookie is useless) and returns the
 * Set-Cookie value.
 */
export async function startSession(
  request: Request,
  context: AppLoadContext,
  accountId: number,
): Promise<string> {
  const previous = sessionTokenFrom(request);
  if (previous !== null) await deleteSession(context.db, hashToken(previous));
  await deleteExpiredSessionsOf(context.db, accountId);
  const token = newRandomToken();
  await insertSession(context.db, {
    id: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return sessionCookie(token, context.env.publicUrl);
}

/** Deletes the request's session server-side and returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  const token = sessionTokenFrom(request);
  if (token !== null) await deleteSession(context.db, hashToken(token));
  return clearedSessionCookie(context.env.publicUrl);
}
