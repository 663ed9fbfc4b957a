import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "./dashboard-helpers";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/** Few, so the limit is reached quickly; the default (120 / 10 s) is the same code. */
const PAGES_PER_10S = 12;

/**
 * Answers anyone can ask for at any rate, kept in memory rather than made per request (Link
 * Not Found for unknown codes and paths, the OpenAPI document), and the per-address limit on
 * every page React Router still renders for a GET.
 */
describe("kept answers and the limit on rendered pages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { RATE_LIMIT_PAGES_PER_10S: String(PAGES_PER_10S) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers, redirect: "manual" });

  it("answers every unknown code and path with the same Link Not Found page, 404, echoing nothing it was sent", async () => {
    const address = freshAddress();
    const token = `zq${Date.now().toString(36)}`;
    const paths = [
      `/${token}`,
      `/a/${token}`,
      `/${token}/"><script>alert(1)</script>`,
      `/a/${token}'onmouseover='x`,
      `/${token}?q=<b>`,
    ];
    const bodies: string[] = [];
    for (const path of paths) {
      const res = await get(path, { "x-forwarded-for": address, "accept-encoding": "br" });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const body = await res.text();
      expect(body, path).toContain("Link Not Found");
      expect(body.toLowerCase(), path).not.toContain(token);
      expect(body, path).not.toContain("<script>alert");
      bodies.push(body);
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it("leaves React Router's own paths to it: route discovery's manifest is not Link Not Found", async () => {
    const res = await get("/__manifest?p=%2Ffaq&version=0", { "x-forwarded-for": freshAddress() });
    expect(res.status).not.toBe(404);
    expect(await res.text()).not.toContain("Link Not Found");
  });

  it("does not count Link Not Found for anonymous visitors: a scan of unknown codes meets no limit", async () => {
    const address = freshAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < PAGES_PER_10S * 3; i++)
      statuses.add((await get(`/a/unknown-${i}`, { "x-forwarded-for": address })).status);
    expect([...statuses]).toEqual([404]);
  });

  it("answers rendered pages beyond the address's allowance with 429 and Retry-After; other addresses go on", async () => {
    const client = await signedInClient(server);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PAGES_PER_10S; i++)
      statuses.push((await get("/dashboard", { cookie: client.cookie, "x-forwarded-for": address })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Link Not Found for a signed-in visitor is rendered (their header), so it counts too.
    const refused = await get("/a/unknown", { cookie: client.cookie, "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many pages asked for from your address/);
    // Kept pages and files are not counted: the address still gets them.
    expect((await get("/faq", { "x-forwarded-for": address })).status).toBe(200);
    expect((await get("/favicon.svg", { "x-forwarded-for": address })).status).toBe(200);
    expect(
      (await get("/dashboard", { cookie: client.cookie, "x-forwarded-for": freshAddress() })).status,
    ).toBe(200);
  });

  it("keeps the OpenAPI document: the same bytes and tag each time, compressed, 304 when the client has it", async () => {
    const first = await get("/api/v1/openapi.json", { "accept-encoding": "identity" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await first.text();
    expect((JSON.parse(text) as { openapi: string }).openapi).toBe("3.1.0");

    const again = await get("/api/v1/openapi.json", { "accept-encoding": "identity" });
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(text);

    const compressed = await fetch(`${server.base}/api/v1/openapi.json`, {
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.text()).toBe(text);

    const cached = await get("/api/v1/openapi.json", {
      "accept-encoding": "identity",
      "if-none-match": etag ?? "",
    });
    expect(cached.status).toBe(304);
  });
});
