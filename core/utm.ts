import { isRefWord } from "./team-link";

/**
 * A short link's campaign tags (`utm_source`, `utm_medium`, `utm_campaign`), stored as one click
 * dimension value `source|medium|campaign` so a tagged click costs one rollup row, not three.
 * Each tag is a `?ref=`-style word (1–40 letters, digits, `_-.:`), so `|` cannot occur in one.
 */
export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

export const UTM_SEP = "|";
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The stored value, or null when no tag is given or any given tag is not a word. */
export function utmValue(get: (name: string) => string | null): string | null {
  const parts: string[] = [];
  let any = false;
  for (const name of UTM_PARAMS) {
    const value = get(name);
    if (value === null || value === "") {
      parts.push("");
      continue;
    }
    if (!isRefWord(value)) return null;
    any = true;
    parts.push(value);
  }
  return any ? parts.join(UTM_SEP) : null;
}

/** A stored value back as its three tags (a missing tag is ""). */
export function parseUtmValue(value: string): Utm {
  const [source = "", medium = "", campaign = ""] = value.split(UTM_SEP, 3);
  return { source, medium, campaign };
}

/**
 * A builder's free text as a tag word: trimmed, spaces as `-`, other characters dropped, at most
 * 40 characters ("Spring sale!" → "Spring-sale").
 */
export function toTagWord(text: string): string {
  let out = "";
  for (const ch of text.trim().slice(0, 200)) {
    const word = ch === " " ? "-" : ch;
    if (isRefWord(word)) out += word;
    if (out.length >= 40) break;
  }
  return out;
}

/** The short URL with `ref` and the UTM tags that are set, in a fixed order. */
export function taggedUrl(shortUrl: string, tags: { ref?: string } & Partial<Utm>): string {
  const params = new URLSearchParams();
  const pairs: Array<[string, string | undefined]> = [
    ["ref", tags.ref],
    ["utm_source", tags.source],
    ["utm_medium", tags.medium],
    ["utm_campaign", tags.campaign],
  ];
  for (const [name, value] of pairs) if (value) params.set(name, value);
  const query = params.toString();
  return query === "" ? shortUrl : `${shortUrl}${shortUrl.includes("?") ? "&" : "?"}${query}`;
}
