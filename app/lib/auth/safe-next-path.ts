const BASE = "http://same.invalid";

/**
 * Where to go after signing in: only a path on this site (`/dashboard?page=2`),
 * never another origin (`//evil.example`, `https://…`, `/\evil.example`); the
 * dashboard otherwise.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.includes("\\"))
    return fallback;
  try {
    const url = new URL(next, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * `page?next=…` (e.g. `/login?next=/dashboard/settings`), or just `page` when `next`
 * is the dashboard (where signing in leads anyway) or not a path on this site.
 */
export function pathWithNext(page: string, next: string | null | undefined): string {
  const safe = safeNextPath(next, "");
  return safe === "" || safe === "/dashboard" ? page : `${page}?next=${encodeURIComponent(safe)}`;
}

/** `/login?next=…` for a page that needs an account. */
export function loginPathFor(path: string): string {
  return pathWithNext("/login", path);
}
