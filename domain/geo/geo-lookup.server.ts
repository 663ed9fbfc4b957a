import { createRequire } from "node:module";
import maxmind from "maxmind";
import { normalizeAddress } from "../net/ip-address.server";
import { isPublicAddress } from "./address-scope.server";

export interface GeoLookup {
  /** ISO 3166-1 alpha-2, upper case; null when unknown, private, loopback or not an address. */
  countryOf(ip: string): string | null;
}

/** The data's licence asks for this credit wherever the lookup is used (docs/decisions/0020). */
export const GEO_DATA_ATTRIBUTION =
  "IP-to-country data: ip-location-db (sapics) from NRO/RIR data, CC BY 4.0, https://www.nro.net/";

interface CountryRecord {
  country_code?: string;
}

const DEFAULT_DATABASE = "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb";

/**
 * Opens the bundled IPv4+IPv6 country database once (≈8 MB read into memory, a few
 * ms); each lookup afterwards is an in-memory tree walk plus a small LRU, cheap
 * enough for every redirect.
 */
export async function openGeoLookup(
  databasePath: string = createRequire(import.meta.url).resolve(DEFAULT_DATABASE),
): Promise<GeoLookup> {
  const reader = await maxmind.open(databasePath, { cache: { max: 20_000 } });
  return {
    countryOf(ip: string): string | null {
      const address = normalizeAddress(ip);
      if (!address || !isPublicAddress(address)) return null;
      let code: string | undefined;
      try {
        // This database's records hold only `country_code`, a shape mmdb-lib's types do not list.
        code = (reader.get(address) as CountryRecord | null)?.country_code;
      } catch {
        return null; // the reader throws on text it cannot parse; we already checked, but never fail a redirect
      }
      return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
    },
  };
}
