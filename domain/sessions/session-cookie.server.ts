import { readCookie, siteCookie } from "../net/site-cookie.server";
import { isTokenShaped } from "../tokens/random-token.server";

export const SESSION_COOKIE = "chatlink_session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookie(token: string, publicUrl: string): string {
  return siteCookie(SESSION_COOKIE, token, publicUrl, SESSION_MAX_AGE_SECONDS);
}

export function clearedSessionCookie(publicUrl: string): string {
  return siteCookie(SESSION_COOKIE, "", publicUrl, 0);
}

/** The session token a Cookie header carries, if any and token-shaped. */
export function sessionTokenFrom(header: string | null | undefined): string | null {
  const value = readCookie(header, SESSION_COOKIE);
  return value !== null && isTokenShaped(value) ? value : null;
}
