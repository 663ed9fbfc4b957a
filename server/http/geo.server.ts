import { Hono } from "hono";
import { apiError } from "#core/errors";
import { acceptLanguageRegion } from "#domain/geo/accept-language-region.server";
import { isPublicAddress } from "#domain/geo/address-scope.server";
import { countryInfo } from "#domain/geo/country-info.server";
import type { GeoLookup } from "#domain/geo/geo-lookup.server";
import { sendError } from "../error-response.server";
import { clientAddressOf } from "../middleware/client-address.server";

/**
 * `GET /` (mounted at /api/geo): the caller's country for the generator's phone
 * field. From the address when it is public; from Accept-Language only when the
 * address cannot be placed at all (loopback, a LAN, a dev machine), else 404.
 */
export function geoRoutes(geo: GeoLookup, trustProxy: number): Hono {
  const app = new Hono();
  app.get("/", (c) => {
    // Per caller and per language: no shared cache may keep it.
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Accept-Language");
    const address = clientAddressOf(c, trustProxy);
    const iso2 = isPublicAddress(address)
      ? geo.countryOf(address)
      : acceptLanguageRegion(c.req.header("accept-language"));
    const info = iso2 ? countryInfo(iso2) : null;
    if (!info) return sendError(c, apiError("country_unknown"), 404);
    return c.json(info);
  });
  return app;
}
