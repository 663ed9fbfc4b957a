import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "#core/errors";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * GET /api/health, what a load balancer or process manager polls: 200 while the
 * database answers, 503 JSON once it does not (the process itself stays up).
 * The PostgreSQL stop/start version is in fault-postgres-outage.test.ts.
 */
describe("health endpoint (PGlite)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 200 {status: ok} to GET and HEAD, never cached; other methods 405 JSON", async () => {
    const res = await fetch(`${server.base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
    expect((await fetch(`${server.base}/api/health`, { method: "HEAD" })).status).toBe(200);
    const post = await fetch(`${server.base}/api/health`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(((await post.json()) as { error: string }).error).toBe("method_not_allowed");
  });

  it("answers 503 unavailable once the database is gone", async () => {
    await server.running.database.close();
    const res = await fetch(`${server.base}/api/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: "unavailable", error: "unavailable", message: API_ERRORS.unavailable });
  });
});
