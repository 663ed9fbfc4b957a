import { trimChar } from "#core/text";
/** A URL-fragment id from a heading, e.g. "Your Account" → "your-account". */
export function slug(text: string): string {
  return trimChar(text.toLowerCase().replace(/[^a-z0-9]+/g, "-"), "-");
}
