import { LRUCache } from "lru-cache";
import type { GeoLookup } from "../geo/geo-lookup.server";

/** lru-cache cannot hold null: "no country" is stored as "". */
const NONE = "";

/**
 * address → country for the click path. The lookup itself costs ~2 µs (address
 * checks before the tree walk); a repeat visitor, a crawler or a flood from a few
 * addresses then costs one LRU read.
 */
export function cachedCountryLookup(geo: GeoLookup, max = 20_000): (address: string) => string | null {
  const cache = new LRUCache<string, string>({ max });
  return (address) => {
    let country = cache.get(address);
    if (country === undefined) {
      country = geo.countryOf(address) ?? NONE;
      cache.set(address, country);
    }
    return country === NONE ? null : country;
  };
}
