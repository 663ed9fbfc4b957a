/**
 * Does an If-None-Match header name this entity tag? Uses the weak comparison
 * RFC 9110 prescribes for If-None-Match, so `W/"x"` matches `"x"`; `*` matches all.
 */
export function ifNoneMatchHits(header: string | undefined | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = stripWeak(etag);
  return header.split(",").some((candidate) => stripWeak(candidate.trim()) === bare);
}

function stripWeak(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}
