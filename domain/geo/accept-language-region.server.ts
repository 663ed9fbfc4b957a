/**
 * The region of the most preferred language tag that names one (`en-GB` → "GB",
 * `fr, en-GB;q=0.8` → "GB"), or null. A bare language (`en`) says nothing about
 * where the visitor is, so it is never expanded to a likely region; numeric UN
 * regions (`es-419`) are not countries either.
 */
export function acceptLanguageRegion(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .slice(0, 1000) // a hostile header must not cost much
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== "*" && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return null;
}

function regionOf(tag: string): string | null {
  try {
    const region = new Intl.Locale(tag.replace(/_/g, "-")).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null; // not a well-formed BCP 47 tag
  }
}
