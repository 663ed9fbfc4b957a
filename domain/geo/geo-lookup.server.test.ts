import { beforeAll, describe, expect, it } from "vitest";
import { type GeoLookup, openGeoLookup } from "./geo-lookup.server";

describe("openGeoLookup (bundled database)", () => {
  let geo: GeoLookup;
  beforeAll(async () => {
    geo = await openGeoLookup();
  });

  it.each([
    ["81.2.69.160", "GB"],
    ["212.58.244.20", "GB"],
    ["72.27.0.1", "JM"],
    ["63.143.64.1", "JM"],
    ["8.8.8.8", "US"],
    ["::ffff:81.2.69.160", "GB"],
  ])("%s → %s", (ip, country) => {
    expect(geo.countryOf(ip)).toBe(country);
  });

  it("knows nothing about private, loopback or invalid addresses", () => {
    // The raw data maps 192.168.1.1 to AU; the lookup must not.
    for (const ip of ["127.0.0.1", "::1", "10.0.0.1", "192.168.1.1", "fd00::1", "", "nope", "1.2.3.4.5"]) {
      expect(geo.countryOf(ip), ip).toBeNull();
    }
  });
});
