import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGeoLookup } from "#domain/geo/geo-lookup.server";
import { geoRoutes } from "#server/http/geo.server";
import { type EdgeServer, jsonOf, startEdgeServer } from "./edge-server";

// Addresses checked against the bundled database: a UK ISP (Andrews & Arnold) and Jamaica (Flow).
const UK_ADDRESS = "81.2.69.160";
const JAMAICA_ADDRESS = "72.27.0.1";

const GB = { country_calling_code: "+44", country_name: "United Kingdom", country_code: "GB" };
const JM = { country_calling_code: "+1", country_name: "Jamaica", country_code: "JM" };

describe("GET /api/geo over HTTP", () => {
  let trusting: EdgeServer;
  let direct: EdgeServer;

  beforeAll(async () => {
    const geo = await openGeoLookup();
    const withProxy = new Hono();
    withProxy.route("/api/geo", geoRoutes(geo, 1));
    trusting = await startEdgeServer(withProxy);
    const withoutProxy = new Hono();
    withoutProxy.route("/api/geo", geoRoutes(geo, 0));
    direct = await startEdgeServer(withoutProxy);
  });
  afterAll(async () => {
    await trusting?.close();
    await direct?.close();
  });

  const geoFrom = (server: EdgeServer, headers: Record<string, string>) =>
    fetch(`${server.base}/api/geo`, { headers });

  it("finds the caller's country from X-Forwarded-For behind a trusted proxy", async () => {
    const uk = await geoFrom(trusting, { "X-Forwarded-For": UK_ADDRESS });
    expect(uk.status).toBe(200);
    expect(await jsonOf(uk)).toEqual(GB);
    expect(uk.headers.get("cache-control")).toBe("private, no-store");
    expect(uk.headers.get("vary")).toContain("Accept-Language");

    // The proxy appends the address it saw: what the client wrote on the left is not believed.
    const jm = await geoFrom(trusting, { "X-Forwarded-For": `${UK_ADDRESS}, ${JAMAICA_ADDRESS}` });
    expect(await jsonOf(jm)).toEqual(JM);
  });

  it("prefers a public address over Accept-Language", async () => {
    const res = await geoFrom(trusting, { "X-Forwarded-For": JAMAICA_ADDRESS, "Accept-Language": "en-GB" });
    expect(await jsonOf(res)).toEqual(JM);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY (the socket is loopback, so the language decides)", async () => {
    const res = await geoFrom(direct, {
      "X-Forwarded-For": JAMAICA_ADDRESS,
      "Accept-Language": "en-GB,en;q=0.9",
    });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual(GB);
  });

  it("falls back to Accept-Language for private addresses", async () => {
    const res = await geoFrom(trusting, { "X-Forwarded-For": "192.168.1.1", "Accept-Language": "en-JM" });
    expect(await jsonOf(res)).toEqual(JM);
  });

  it.each([
    ["a bare language", { "Accept-Language": "en" }],
    ["no Accept-Language", {}],
    ["a region with no calling code", { "Accept-Language": "en-AQ" }],
    ["a garbage header", { "Accept-Language": ";;;,,,q=x" }],
  ])("answers 404 country_unknown for a loopback caller with %s", async (_label, headers) => {
    const res = await geoFrom(direct, headers);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await jsonOf(res)).toEqual({ error: "country_unknown", message: expect.any(String) });
  });

  it("answers 404 for a public address the database cannot place, without guessing from the language", async () => {
    const app = new Hono();
    app.route("/api/geo", geoRoutes({ countryOf: () => null }, 1));
    const server = await startEdgeServer(app);
    try {
      const res = await geoFrom(server, { "X-Forwarded-For": UK_ADDRESS, "Accept-Language": "en-GB" });
      expect(res.status).toBe(404);
      expect(await jsonOf(res)).toMatchObject({ error: "country_unknown" });
    } finally {
      await server.close();
    }
  });
});
