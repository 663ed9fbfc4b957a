import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonBodyLimit } from "#server/middleware/body-limit.server";
import { clientAddressOf } from "#server/middleware/client-address.server";
import { securityHeaders } from "#server/middleware/security-headers.server";
import { type EdgeServer, jsonOf, startEdgeServer } from "./edge-server";

/** A small app shaped like ours: headers on everything, a body limit on the API. */
function edgeApp(https: boolean): Hono {
  const app = new Hono();
  app.use(securityHeaders({ https }));
  app.use("/api/*", jsonBodyLimit(1024));
  app.post("/api/echo", async (c) => c.json({ received: (await c.req.text()).length }));
  app.get("/api/whoami", (c) => c.json({ trusted: clientAddressOf(c, 1), direct: clientAddressOf(c, 0) }));
  app.get("/widget-embed", (c) => c.html("<p>generator</p>"));
  app.get("/", (c) => c.html("<p>home</p>"));
  app.get("/abc1234", (c) => c.redirect("https://wa.me/447911123456", 302));
  return app;
}

describe("edge middleware over HTTP", () => {
  let server: EdgeServer;
  let httpsServer: EdgeServer;

  beforeAll(async () => {
    server = await startEdgeServer(edgeApp(false));
    httpsServer = await startEdgeServer(edgeApp(true));
  });
  afterAll(async () => {
    await server?.close();
    await httpsServer?.close();
  });

  describe("security headers", () => {
    it.each(["/", "/abc1234", "/api/whoami", "/no-such-page"])(
      "are on %s and keep framing to this site",
      async (path) => {
        const res = await fetch(`${server.base}${path}`, { redirect: "manual" });
        await res.arrayBuffer();
        const csp = res.headers.get("content-security-policy") ?? "";
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).not.toContain("frame-ancestors *");
        expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
        expect(res.headers.get("permissions-policy")).toBeTruthy();
        expect(res.headers.get("strict-transport-security")).toBeNull();
      },
    );

    it("let any site frame /widget-embed, and only that page", async () => {
      const res = await fetch(`${server.base}/widget-embed`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
      expect(res.headers.get("x-frame-options")).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("add HSTS only when the public URL is https", async () => {
      const res = await fetch(`${httpsServer.base}/`);
      expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    });
  });

  describe("body limit", () => {
    it("lets a body under the limit through", async () => {
      const res = await fetch(`${server.base}/api/echo`, { method: "POST", body: "x".repeat(1000) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: 1000 });
    });

    it("refuses an oversized body with 413 JSON", async () => {
      const res = await fetch(`${server.base}/api/echo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: "447911123456", message: "x".repeat(5000) }),
      });
      expect(res.status).toBe(413);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await jsonOf(res)).toEqual({
        error: "payload_too_large",
        message: expect.stringContaining("1 KB"),
      });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("refuses an oversized chunked body (no Content-Length) with 413 JSON", async () => {
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(512).fill(120));
          controller.close();
        },
      });
      const res = await fetch(`${server.base}/api/echo`, {
        method: "POST",
        body: chunks,
        duplex: "half",
      } as RequestInit & { duplex: "half" });
      expect(res.status).toBe(413);
      expect(await jsonOf(res)).toMatchObject({ error: "payload_too_large" });
    });
  });

  describe("client address", () => {
    async function whoami(forwardedFor?: string): Promise<unknown> {
      const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
      return (await fetch(`${server.base}/api/whoami`, { headers })).json();
    }

    it("reads the socket, and X-Forwarded-For only when trusted (the right-most entry, our proxy's)", async () => {
      expect(await whoami()).toEqual({ trusted: "127.0.0.1", direct: "127.0.0.1" });
      // The left entry is whatever the client sent; the proxy appended the real address.
      expect(await whoami("10.0.0.1, 81.2.69.160")).toEqual({ trusted: "81.2.69.160", direct: "127.0.0.1" });
      expect(await whoami("unknown, ::ffff:72.27.0.1")).toEqual({
        trusted: "72.27.0.1",
        direct: "127.0.0.1",
      });
      expect(await whoami("garbage")).toEqual({ trusted: "127.0.0.1", direct: "127.0.0.1" });
    });
  });
});
