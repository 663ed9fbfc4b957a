import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/**
 * A lost database is "try again later" (503 JSON), never a 500 and never a
 * crash; what needs no database keeps working.
 */
describe.each(DRIVERS)("database outage on %s", (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer(driver);
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "447911123456" }),
    });
    expect(res.status).toBe(201);
    await server.running.database.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 503 unavailable to API calls that need the database", async () => {
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "447911123456" }),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe("unavailable");
  });

  it("answers 503 to an uncached code, and keeps serving pages that need no database", async () => {
    expect((await fetch(`${server.base}/uncached1`, { redirect: "manual" })).status).toBe(503);
    expect((await fetch(`${server.base}/features`, { redirect: "manual" })).status).toBe(200);
  });
});
