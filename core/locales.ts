/**
 * The site's languages. English lives at the root (`/faq`), every other language under its own
 * first path segment (`/pt-br/faq`), so each page of each language has one URL that search engines
 * and shared links see the same way (docs/decisions, "Languages at their own URLs").
 */
export const LOCALES = ["en", "pt-BR", "es-419", "id", "hi", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleInfo {
  /** The URL's first segment ("" for English at the root). Lower case; reserved from aliases. */
  segment: string;
  dir: "ltr" | "rtl";
  /** `hreflang` value: language (and region where the copy is written for one). */
  hreflang: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string;
  /** The language's name in itself, for the switcher. */
  nativeName: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { segment: "", dir: "ltr", hreflang: "en", ogLocale: "en_US", nativeName: "English" },
  "pt-BR": { segment: "pt-br", dir: "ltr", hreflang: "pt-BR", ogLocale: "pt_BR", nativeName: "Português" },
  // Written for Latin America but readable by every Spanish speaker: hreflang is the language alone.
  "es-419": { segment: "es", dir: "ltr", hreflang: "es", ogLocale: "es_LA", nativeName: "Español" },
  id: { segment: "id", dir: "ltr", hreflang: "id", ogLocale: "id_ID", nativeName: "Bahasa Indonesia" },
  hi: { segment: "hi", dir: "ltr", hreflang: "hi", ogLocale: "hi_IN", nativeName: "हिन्दी" },
  ar: { segment: "ar", dir: "rtl", hreflang: "ar", ogLocale: "ar_AR", nativeName: "العربية" },
};

/** First path segments that name a language; never aliases (core/reserved-words.ts). */
export const LOCALE_SEGMENTS: readonly string[] = LOCALES.map((l) => LOCALE_INFO[l].segment).filter(Boolean);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in and the path without its language segment (`/pt-br/faq` → pt-BR, `/faq`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const end = pathname.indexOf("/", 1);
  const first = (end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
  for (const locale of LOCALES) {
    const { segment } = LOCALE_INFO[locale];
    if (segment && segment === first) return { locale, path: end === -1 ? "/" : pathname.slice(end) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** `path` (an English, root-relative path, query allowed) in `locale`: `/faq` → `/pt-br/faq`, `/` → `/pt-br`. */
export function localizePath(locale: Locale, path: string): string {
  const { segment } = LOCALE_INFO[locale];
  if (!segment || !path.startsWith("/")) return path;
  if (path === "/") return `/${segment}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${segment}${path.slice(1)}`;
  return `/${segment}${path}`;
}

/** Bounds on an Accept-Language header we read: longer headers are cut, extra entries ignored. */
const MAX_ACCEPT_LANGUAGE = 512;
const MAX_RANGES = 16;

/**
 * The supported language an Accept-Language header prefers (q-values honoured; `pt` → pt-BR,
 * `es-ES` → es-419), or null. Split-based, no regular expression over the header.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .slice(0, MAX_ACCEPT_LANGUAGE)
    .split(",", MAX_RANGES)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0 && range.tag !== "" && range.tag !== "*")
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** A BCP 47 tag's supported language by its primary subtag (`pt-PT` reads the Brazilian copy). */
export function localeForTag(tag: string): Locale | null {
  const primary = tag.toLowerCase().split("-", 1)[0];
  switch (primary) {
    case "en":
      return "en";
    case "pt":
      return "pt-BR";
    case "es":
      return "es-419";
    case "id":
    case "in": // the old code for Indonesian, still sent by some Android versions
      return "id";
    case "hi":
      return "hi";
    case "ar":
      return "ar";
    default:
      return null;
  }
}

/** The cookie that remembers a visitor's chosen language (set by the switcher, read where a URL has none). */
export const LOCALE_COOKIE = "chatlink_lang";
