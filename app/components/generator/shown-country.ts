import { matchCountry } from "../../../core/country-match";
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
