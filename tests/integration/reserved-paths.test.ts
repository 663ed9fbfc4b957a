import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAlias } from "#core/alias";
import { redirectKey } from "#server/redirect.server";
import { builtPageRoutes, serverRoutes } from "./support/route-table";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * No short link can take a path the site, the framework or the server uses (issue 21 item 2:
 * `/__manifest` taken as an alias broke every in-app navigation). The paths come from the
 * built route table and the server's own routes, so a route added later is covered here.
 */

/** React Router's own endpoints, which are in no route table (route discovery, single fetch). */
const FRAMEWORK_PATHS = ["/__manifest"];

async function firstSegments(): Promise<string[]> {
  const paths = [
    ...(await builtPageRoutes()).map((r) => r.path),
    ...serverRoutes().map((r) => r.path),
    ...FRAMEWORK_PATHS,
  ];
  const segments = paths
    .map((p) => p.split("/")[1] ?? "")
    .filter((s) => s !== "" && s !== "*" && !s.startsWith(":"));
  return [...new Set(segments)];
}

const asRequest = (url: string) => ({ method: "GET", url }) as IncomingMessage;

describe("reserved paths", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses every path's first segment as an alias, and never reads one as a short code", async () => {
    const segments = await firstSegments();
    expect(segments).toEqual(expect.arrayContaining(["dashboard", "api", "__admin", "__manifest", "faq"]));
    for (const segment of segments) {
      // A dot can never be in an alias (robots.txt); everything else must be refused by name or rule.
      if (!segment.includes(".")) expect(checkAlias(segment), segment).not.toBeNull();
      expect(redirectKey(asRequest(`/${segment}`)), segment).toBeNull();
      expect(redirectKey(asRequest(`/${segment.toUpperCase()}?x=1`)), segment).toBeNull();
    }
  });

  it("reserves whole families by rule, not one name at a time", () => {
    for (const alias of ["__manifest", "__Manifest", "__vite_ping", "__new-endpoint"])
      expect(checkAlias(alias), alias).toBe("reserved");
    expect(checkAlias("shop_name")).toBeNull();
    expect(checkAlias("my__shop")).toBeNull();
  });

  it("answers /api/shorten with 400 reserved for a framework path, and route discovery keeps working", async () => {
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "447911123456", alias: "__manifest" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "alias_reserved" });
    const discovery = await fetch(`${server.base}/__manifest?p=%2Ffaq&version=x`, { redirect: "manual" });
    expect(discovery.status).not.toBe(302);
  });
});
