import { matchCountry } from "#core/country-match";
import { countryOption } from "./country-options";
import type { DetectedCountry } from "./detected-country";

export interface ShownCountry {
  name: string;
  iso2: string;
}

/**
 * The country to show beside the number as typed. The prefix table (4 down to 1
 * digits, so +1 876 is Jamaica) decides, except that a shared calling code keeps
 * the detected country: a visitor detected in Canada typing +1 416… is not shown
 * the United States just because the table lists +1 under it.
 */
export function countryForNumber(typed: string, detected: DetectedCountry | null): ShownCountry | null {
  const match = matchCountry(typed);
  if (match === null) return null;
  if (detected !== null && detected.callingCode === `+${match.prefix}`) {
    return { name: detected.name, iso2: detected.iso2 };
  }
  return { name: match.name, iso2: match.iso2 };
}

/** Our own flag assets (4:3 SVG), one per ISO code. */
export function flagUrl(iso2: string): string {
  return `/flags/${iso2.toLowerCase()}.svg`;
}

/**
 * The flag beside the number: after a + the documented prefix re-matching decides, with
 * the detected country for a shared code; for the bare code of a shared one (+1, +7)
 * the server's reading, which knows +1 416 is Canada, takes over from the table's
 * main country. Without a +, the reading, else the chosen or detected country the
 * number will be read in.
 */
export function countryBesideNumber(
  phone: string,
  detected: DetectedCountry | null,
  reading: { kind: "ok"; iso2: string | null; countryName: string | null } | { kind: "invalid" } | null,
  country: string | null,
): ShownCountry | null {
  if (phone.trim() === "") return null;
  const fromReading =
    reading?.kind === "ok" && reading.iso2 !== null
      ? { iso2: reading.iso2, name: reading.countryName ?? reading.iso2 }
      : null;
  const byPrefix = countryForNumber(phone, detected);
  if (byPrefix !== null) {
    const keptDetected = detected !== null && byPrefix.iso2 === detected.iso2;
    const sharedCode = matchCountry(phone)?.prefix.length === 1;
    return !keptDetected && sharedCode && fromReading !== null ? fromReading : byPrefix;
  }
  if (phone.trimStart().startsWith("+")) return null;
  if (fromReading !== null) return fromReading;
  const option = countryOption(country);
  return option === null ? null : { iso2: option.iso2, name: option.name };
}
