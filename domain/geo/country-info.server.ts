import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";

/** The detected-country record in the shape the documented client reads (ipapi-style keys). */
export interface CountryInfo {
  country_calling_code: string;
  country_name: string;
  country_code: string;
}

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * Name and calling code for an ISO2 region, or null when it has no phone calling
 * code (e.g. "EU", "AQ"): the generator can only use a country it can dial.
 */
export function countryInfo(iso2: string): CountryInfo | null {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !isSupportedCountry(code)) return null;
  const name = REGION_NAMES.of(code);
  if (!name) return null;
  return {
    country_calling_code: `+${getCountryCallingCode(code as CountryCode)}`,
    country_name: name,
    country_code: code,
  };
}
