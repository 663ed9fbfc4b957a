import { isTokenShaped } from "../tokens/random-token.server";

export const SESSION_COOKIE = "chatlink_session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Secure only when the site is served over HTTPS (PUBLIC_URL), or browsers would drop it on http://localhost. */
function attributes(publicUrl: string, maxAge: number): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function sessionCookie(token: string, publicUrl: string): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(publicUrl, SESSION_MAX_AGE_SECONDS)}`;
}

export function clearedSessionCookie(publicUrl: string): string {
  return `${SESSION_COOKIE}=; ${attributes(publicUrl, 0)}`;
}

/** The session token a Cookie header carries, if any (tokens are base64url, so no decoding is needed). */
export function sessionTokenFrom(header: string | null | undefined): string | null {
  if (header == null) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isTokenShaped(value) ? value : null;
  }
  return null;
}
