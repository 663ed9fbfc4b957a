import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  redirectSecurityHeaderEntries,
  securityHeaderEntries,
  securityHeaders,
} from "./security-headers.server";

const asMap = (entries: ReadonlyArray<readonly [string, string]>) => new Map(entries);

describe("securityHeaderEntries", () => {
  it("lets only this site frame ordinary pages", () => {
    const h = asMap(securityHeaderEntries("/"));
    expect(h.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(h.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(h.get("X-Content-Type-Options")).toBe("nosniff");
    expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(h.get("Permissions-Policy")).toContain("camera=()");
    expect(h.has("Strict-Transport-Security")).toBe(false);
  });

  it.each(["/widget-embed", "/widget-embed/", "/Widget-Embed", "/widget-embed/index.html"])(
    "lets any site frame %s",
    (path) => {
      const h = asMap(securityHeaderEntries(path));
      expect(h.get("Content-Security-Policy")).toContain("frame-ancestors *");
      expect(h.has("X-Frame-Options")).toBe(false);
    },
  );

  it.each(["/widget", "/widget-embedded", "/api/widget-embed", "/widget-embed/x"])(
    "keeps %s framed only by us",
    (path) => {
      expect(asMap(securityHeaderEntries(path)).get("X-Frame-Options")).toBe("SAMEORIGIN");
    },
  );

  it("allows what a React Router app needs and nothing from elsewhere", () => {
    const csp = asMap(securityHeaderEntries("/")).get("Content-Security-Policy") ?? "";
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d] as const));
    expect(directives.get("default-src")).toBe("default-src 'self'");
    expect(directives.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directives.get("img-src")).toBe("img-src 'self' data: blob:");
    expect(directives.get("connect-src")).toBe("connect-src 'self'");
    expect(directives.get("object-src")).toBe("object-src 'none'");
    expect(directives.get("base-uri")).toBe("base-uri 'self'");
    expect(directives.get("form-action")).toBe("form-action 'self'");
  });

  it("adds HSTS and upgrade-insecure-requests only for an https site", () => {
    const h = asMap(securityHeaderEntries("/", { https: true }));
    expect(h.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(h.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
    expect(asMap(securityHeaderEntries("/")).get("Content-Security-Policy")).not.toContain("upgrade");
  });
});

describe("redirectSecurityHeaderEntries", () => {
  it("keeps only what acts on a bodiless redirect: the referrer policy, and HSTS on https", () => {
    expect(asMap(redirectSecurityHeaderEntries())).toEqual(
      new Map([["Referrer-Policy", "strict-origin-when-cross-origin"]]),
    );
    const https = asMap(redirectSecurityHeaderEntries({ https: true }));
    expect([...https.keys()]).toEqual(["Referrer-Policy", "Strict-Transport-Security"]);
    expect(https.get("Strict-Transport-Security")).toBe(
      asMap(securityHeaderEntries("/", { https: true })).get("Strict-Transport-Security"),
    );
  });
});

describe("securityHeaders middleware", () => {
  it("adds the headers without overriding one a route chose", async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.get("/", (c) => c.text("hi"));
    app.get("/own", (c) => c.text("hi", 200, { "Referrer-Policy": "no-referrer" }));
    app.get("/gone", () => Response.redirect("https://wa.me/441234567890", 302));

    expect((await app.request("/")).headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect((await app.request("/own")).headers.get("referrer-policy")).toBe("no-referrer");
    const redirect = await app.request("/gone");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("also covers 404s and errors", async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.onError((_error, c) => c.text("failed", 500)); // quiet: the default handler logs the error
    app.get("/boom", () => {
      throw new Error("boom");
    });
    expect((await app.request("/nothing")).headers.get("content-security-policy")).toBeTruthy();
    const boom = await app.request("/boom");
    expect(boom.status).toBe(500);
    expect(boom.headers.get("content-security-policy")).toBeTruthy();
  });
});
