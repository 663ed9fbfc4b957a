import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormClient, signUp } from "./support/form-client";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * Issue 9 finding 6: `next` values that only become `//host` once the URL parser has
 * removed dot segments, tabs or backslashes. A browser reads `Location: //evil.example`
 * as another site.
 */
const SNEAKY_NEXTS = [
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/./\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/ //evil.example",
  "///evil.example",
  "/.///evil.example/path?q=1#h",
];

/** Where a browser on our site goes when it follows this Location. */
const followedTo = (location: string | null) => new URL(location ?? "", PUBLIC_URL);

describe("after log-in or sign-up, `next` never leads off the site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a signed-in visitor of /login?next=… or /signup?next=… stays on this site", async () => {
    const { client } = await signUp(server.base);
    for (const page of ["/login", "/signup"])
      for (const next of SNEAKY_NEXTS) {
        const answer = await client.get(`${page}?next=${encodeURIComponent(next)}`);
        expect(answer.status, `${page} ${JSON.stringify(next)}`).toBe(302);
        expect(followedTo(answer.location).origin, `${page} ${JSON.stringify(next)}`).toBe(PUBLIC_URL);
        expect(answer.location?.startsWith("//"), answer.location ?? "").toBe(false);
      }
  });

  it("a log-in or sign-up form posted with such a `next` stays on this site", async () => {
    const { email, password } = await signUp(server.base);
    for (const next of SNEAKY_NEXTS) {
      const login = await new FormClient(server.base).post("/login", { email, password, next });
      expect(login.status, JSON.stringify(next)).toBe(302);
      expect(followedTo(login.location).origin, JSON.stringify(next)).toBe(PUBLIC_URL);
    }
    const fresh = await new FormClient(server.base).post("/signup", {
      email: `next-${process.pid}-${Date.now()}@example.com`,
      password: "correct horse battery staple next",
      ageConfirmed: "yes",
      next: "/.//evil.example",
    });
    expect(fresh.status).toBe(302);
    expect(followedTo(fresh.location).origin).toBe(PUBLIC_URL);
  });

  it("a login page that carries `next` into its form and links never carries an off-site one", async () => {
    const page = await new FormClient(server.base).get(
      `/login?next=${encodeURIComponent("/.//evil.example")}`,
    );
    expect(page.status).toBe(200);
    // (The form's own action repeats the page's address; the action reads only the field.)
    expect(page.text).toContain('<input type="hidden" name="next" value=""/>');
    expect(page.text).not.toMatch(/href="[^"]*evil\.example/);
  });
});
