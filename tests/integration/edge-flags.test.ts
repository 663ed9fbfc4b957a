import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flagRoutes } from "#server/http/flags.server";
import { type EdgeServer, jsonOf, startEdgeServer } from "./edge-server";

describe("GET /flags/<iso2>.svg over HTTP", () => {
  let server: EdgeServer;
  const flag = (path: string, init?: RequestInit) => fetch(`${server.base}/flags/${path}`, init);

  beforeAll(async () => {
    const app = new Hono();
    app.route("/flags", flagRoutes());
    server = await startEdgeServer(app);
  });
  afterAll(() => server?.close());

  it("serves flag-icons' 4x3 SVG, byte for byte, with a long cache life", async () => {
    const expected = await readFile(
      createRequire(import.meta.url).resolve("flag-icons/flags/4x3/gb.svg"),
      "utf8",
    );
    for (const path of ["gb.svg", "GB.svg"]) {
      const res = await flag(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d{6,}/);
      expect(await res.text()).toBe(expected);
    }
  });

  it("revalidates by ETag", async () => {
    const first = await flag("jm.svg");
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect((await flag("JM.svg", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it.each([
    "xx.svg",
    "../etc/passwd",
    "..%2F..%2Fpackage.json",
    "%2e%2e%2fpackage.json",
    "gb.svg%00.png",
    "gbr.svg",
    "g.svg",
    "gb",
  ])("answers 404 JSON for %s", async (path) => {
    const res = await flag(path);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain("root:");
    if (res.headers.get("content-type")?.startsWith("application/json")) {
      expect(JSON.parse(text)).toMatchObject({ error: "not_found" });
    }
  });

  it("answers the traversal attempt from the flag router itself, as JSON", async () => {
    const res = await flag("..%2Fetc");
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toMatchObject({ error: "not_found" });
  });
});
