import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormClient, freshEmail, goodPassword } from "./support/form-client";
import { bootTestServer, type TestServer } from "./support/test-server";

const HTTPS_PUBLIC_URL = "https://chat.test";

/**
 * PUBLIC_URL on https (TLS ends at a proxy; the server itself is reached over
 * http): the session cookie is Secure, and form posts from the public origin
 * work even though the request arrives at an internal address.
 */
describe("accounts behind an https PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { PUBLIC_URL: HTTPS_PUBLIC_URL } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("marks the session cookie Secure (and still HttpOnly, SameSite=Lax)", async () => {
    const client = new FormClient(server.base);
    const answer = await client.post(
      "/signup",
      { email: freshEmail(), password: goodPassword(), ageConfirmed: "yes" },
      { origin: HTTPS_PUBLIC_URL },
    );
    expect(answer.status).toBe(302);
    // The session cookie, and the log-in device cookie (ADR 0081) alike.
    for (const name of ["chatlink_session", "chatlink_device"]) {
      const header = client.setCookies.findLast((c) => c.startsWith(`${name}=`)) ?? "";
      expect(header, name).toMatch(/; Secure/);
      expect(header, name).toMatch(/; HttpOnly/);
      expect(header, name).toMatch(/; SameSite=Lax/);
    }
    const logout = await client.post("/logout", {}, { origin: HTTPS_PUBLIC_URL });
    expect(logout.status).toBe(302);
    expect(client.setCookies.at(-1)).toMatch(/Max-Age=0.*; Secure/);
  });

  it("refuses the http origin of the same host (not this site's origin)", async () => {
    const answer = await new FormClient(server.base).post(
      "/login",
      { email: freshEmail(), password: goodPassword() },
      { origin: "http://chat.test" },
    );
    expect(answer.status).toBe(403);
  });
});
