/** What `/api/geo` tells us about the visitor, reduced to what the generator shows. */
export interface DetectedCountry {
  /** Always "+" followed by digits, e.g. "+44". */
  callingCode: string;
  name: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. "GB". */
  iso2: string;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : null;
}

/**
 * Reads a `/api/geo` body. Anything unusable gives null, which the generator
 * treats like a failed detection (an empty, usable phone field).
 */
export function readGeoResponse(body: unknown): DetectedCountry | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const rawCode = nonEmptyString(record.country_calling_code);
  const name = nonEmptyString(record.country_name);
  const iso2 = nonEmptyString(record.country_code);
  if (rawCode === null || name === null || iso2 === null) return null;
  // Some services send "44" or "+1-876"; the field wants "+" and the digits.
  const digits = rawCode.replace(/\D/g, "");
  if (digits.length === 0 || !/^[A-Za-z]{2}$/.test(iso2)) return null;
  return { callingCode: `+${digits}`, name, iso2: iso2.toUpperCase() };
}

/** The phone field's value after detection: the calling code and a space, ready for the number (docs/product.md, generator). */
export function phonePrefill(country: DetectedCountry): string {
  return `${country.callingCode} `;
}
