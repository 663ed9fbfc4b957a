import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * Form submissions to pages are counted per address at the edge (30 per 10 s), before
 * the body, the session or a render: each one otherwise costs the server's thread a page
 * render, and the throttles behind answer their own 429 with such a render too.
 */
describe("form submissions per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, address: string) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: PUBLIC_URL,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": address,
      },
      body: "email=&password=",
      redirect: "manual",
    });

  it("answers the 31st in 10 s from one address with 429 and Retry-After, before rendering; other addresses go on", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(i % 2 ? "/login" : "/signup", address)).status);
    // Refused by the page itself (empty fields), each after a render.
    expect(statuses.every((s) => s === 400)).toBe(true);

    const refused = await post("/forgot-password", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many form submissions from your address/);

    expect((await post("/login", freshAddress())).status).toBe(400);
    // Reading pages is not counted.
    const page = await fetch(`${server.base}/login`, { headers: { "x-forwarded-for": address } });
    expect(page.status).toBe(200);
  });
});
