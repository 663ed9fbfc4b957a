import { parseCookie, stringifySetCookie } from "cookie";

/**
 * Set-Cookie for one of the site's cookies (session, log-in device, chosen workspace): the
 * whole site, out of scripts' reach, sent on top-level navigations from elsewhere
 * (SameSite=Lax), Secure when the site is served over https (browsers drop a Secure
 * cookie on http://localhost). An empty value with max age 0 clears it.
 */
export function siteCookie(name: string, value: string, publicUrl: string, maxAgeSeconds: number): string {
  return stringifySetCookie(name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: maxAgeSeconds,
    secure: publicUrl.startsWith("https:"),
  });
}

/** The value of cookie `name` in a Cookie header (the first, if repeated), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (header == null || header === "") return null;
  return parseCookie(header)[name] ?? null;
}
