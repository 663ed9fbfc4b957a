/** Stands for this site while parsing; never shown or sent anywhere. */
const OUR_ORIGIN = "http://same.invalid";

/** Longer than any page address of ours; a longer `next` is not one. */
const MAX_NEXT_LENGTH = 2048;

/**
 * Where to go after signing in: only a path on this site (`/dashboard?page=2`),
 * never another origin; the dashboard otherwise.
 *
 * Decided by parsing, not by looking at the text: the candidate is resolved the way
 * a browser resolves a `Location`, must stay on our origin, and what is returned is the
 * parsed URL's own path, query and fragment. The parser removes dot segments, tabs and
 * newlines and reads `\` as `/`, so `/.//evil.example`, `/%2e//evil.example` or
 * `/\t/evil.example` come out as `//evil.example`, which a browser would read as
 * another host: a result that starts with `//` is refused too.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof next !== "string" || next === "" || next.length > MAX_NEXT_LENGTH) return fallback;
  let url: URL;
  try {
    url = new URL(next, `${OUR_ORIGIN}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== OUR_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
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
