import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLink } from "#db/queries/links.server";
import { accounts, links, sessions } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, goodPassword, signUp } from "./support/form-client";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const WRONG = "That email and password don&#x27;t match an account";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

for (const driver of DRIVERS) {
  describe(`accounts and sessions on ${driver}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      // These tests post forms from one address at machine speed to reach the log-in throttles
      // behind the per-address form limit (its own test: edge-form-limit.test.ts).
      server = await bootTestServer(driver, { env: { RATE_LIMIT_FORMS_PER_10S: "1000" } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    async function ownedLink(accountId: number): Promise<string> {
      const code = `acct${Math.random().toString(36).slice(2, 9)}`;
      await insertLink(server.running.database.db, {
        code,
        codeKey: code,
        phone: "447911123456",
        message: null,
        creatorFingerprint: null,
        workspaceId: await personalWorkspaceOf(server.running.database.db, accountId),
      });
      return code;
    }
    const visit = (path: string) => fetch(`${server.base}${path}`, { redirect: "manual" });
    async function accountIdOf(email: string): Promise<number> {
      const [row] = await server.running.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email));
      if (row === undefined) throw new Error(`no account ${email}`);
      return row.id;
    }

    describe("sign up", () => {
      it("creates the account, signs it in with a fresh session cookie and lands on the dashboard", async () => {
        const client = new FormClient(server.base);
        const email = freshEmail("Mixed.Case").toUpperCase();
        const answer = await client.post("/signup", { email, password: goodPassword(), ageConfirmed: "yes" });
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/dashboard");
        expect(client.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
        // Stored lower-cased; the session row's id is the token's SHA-256, never the token.
        const id = await accountIdOf(email.toLowerCase());
        const rows = await server.running.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.accountId, id));
        expect(rows.map((r) => r.id)).toEqual([sha256(client.cookie ?? "")]);
        const settings = await client.get("/dashboard/settings");
        expect(settings.status).toBe(200);
        expect(settings.text).toContain(email.toLowerCase());
        expect(settings.headers.get("cache-control")).toBe("no-store");
        const dashboard = await client.get("/dashboard");
        expect(dashboard.status).toBe(200);
        expect(dashboard.headers.get("cache-control")).toBe("no-store");
      });

      it("sets the cookie HttpOnly, SameSite=Lax, Path=/, 30 days, and not Secure on an http PUBLIC_URL", async () => {
        const { client } = await signUp(server.base);
        const header = client.setCookies.findLast((c) => c.startsWith("chatlink_session=")) ?? "";
        expect(header).toMatch(/; HttpOnly/);
        expect(header).toMatch(/; SameSite=Lax/);
        expect(header).toMatch(/; Path=\//);
        expect(header).toMatch(/; Max-Age=2592000/);
        expect(header).not.toMatch(/Secure/);
      });

      it("says next to the email field when the email is taken (any case)", async () => {
        const { email } = await signUp(server.base);
        const again = await new FormClient(server.base).post("/signup", {
          email: email.toUpperCase(),
          password: goodPassword(),
          ageConfirmed: "yes",
        });
        expect(again.status).toBe(409);
        expect(again.text).toContain("An account with this email already exists");
        expect(again.text).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/);
      });

      it("refuses weak passwords with the reason next to the password field", async () => {
        const email = freshEmail();
        const cases: Array<[string, string]> = [
          ["short", "Use at least 10 characters."],
          [email, "Don&#x27;t use your email address as your password."],
          ["password123", "That password is too common."],
          ["1234567890", "That password is too common."],
        ];
        for (const [password, reason] of cases) {
          const answer = await new FormClient(server.base).post("/signup", {
            email,
            password,
            ageConfirmed: "yes",
          });
          expect(answer.status, password).toBe(400);
          expect(answer.text, password).toContain(reason);
          expect(answer.text).toMatch(/id="password"[^>]*aria-invalid="true"/);
        }
        const rows = await server.running.database.db
          .select()
          .from(accounts)
          .where(eq(accounts.email, email));
        expect(rows).toEqual([]);
      });

      it("requires the minimum-age confirmation", async () => {
        const answer = await new FormClient(server.base).post("/signup", {
          email: freshEmail(),
          password: goodPassword(),
        });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain("confirm that you meet the minimum age");
      });
    });

    describe("log in and log out", () => {
      it("logs in with the right password (email in any case) and goes to a same-site next", async () => {
        const { email, password } = await signUp(server.base);
        const client = new FormClient(server.base);
        const answer = await client.post("/login", {
          email: ` ${email.toUpperCase()} `,
          password,
          next: "/dashboard/settings?tab=1",
        });
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/dashboard/settings?tab=1");
        expect((await client.get("/dashboard/settings")).status).toBe(200);
      });

      it("never redirects to another site after log-in", async () => {
        const { email, password } = await signUp(server.base);
        for (const next of [
          "//evil.example/x",
          "https://evil.example/",
          "/\\evil.example",
          "javascript:alert(1)",
        ]) {
          const answer = await new FormClient(server.base).post("/login", { email, password, next });
          expect(answer.status, next).toBe(302);
          expect(answer.location, next).toBe("/dashboard");
        }
      });

      it("answers a wrong password and an unknown email with the same message", async () => {
        const { email } = await signUp(server.base);
        const wrongPassword = await new FormClient(server.base).post("/login", {
          email,
          password: "not the password at all",
        });
        const unknownEmail = await new FormClient(server.base).post("/login", {
          email: freshEmail("nobody"),
          password: "not the password at all",
        });
        expect(wrongPassword.status).toBe(401);
        expect(unknownEmail.status).toBe(401);
        expect(wrongPassword.text).toContain(WRONG);
        expect(unknownEmail.text).toContain(WRONG);
      });

      it("sends a signed-out visitor of an account page to log in, and back afterwards", async () => {
        const answer = await visit("/dashboard/settings");
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/login?next=%2Fdashboard%2Fsettings");
        expect((await visit("/dashboard")).headers.get("location")).toBe("/login");
      });

      it("rotates the session at log-in: a cookie planted before is not the one after, and is dead", async () => {
        const { email, password, client: victimEarlier } = await signUp(server.base);
        // An attacker's own (valid) session token planted in the victim's browser, and a made-up one.
        const planted = victimEarlier.cookie ?? "";
        const client = new FormClient(server.base);
        client.cookie = planted;
        await client.post("/login", { email, password });
        expect(client.cookie).not.toBeNull();
        expect(client.cookie).not.toBe(planted);
        expect((await victimEarlier.get("/dashboard/settings")).status).toBe(302);
        expect((await client.get("/dashboard/settings")).status).toBe(200);

        const madeUp = new FormClient(server.base);
        madeUp.cookie = "A".repeat(43);
        await madeUp.post("/login", { email, password });
        expect(madeUp.cookie).not.toBe("A".repeat(43));
      });

      it("log out deletes the session server-side and clears the cookie", async () => {
        const { client } = await signUp(server.base);
        const token = client.cookie ?? "";
        const answer = await client.post("/logout", {});
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/");
        expect(client.setCookies.at(-1)).toMatch(/^chatlink_session=; .*Max-Age=0/);
        const replay = new FormClient(server.base);
        replay.cookie = token;
        expect((await replay.get("/dashboard/settings")).status).toBe(302);
        const rows = await server.running.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sha256(token)));
        expect(rows).toEqual([]);
      });

      it("an expired session is signed out server-side, and dropped at the account's next log-in", async () => {
        const { client, email, password } = await signUp(server.base);
        const id = sha256(client.cookie ?? "");
        const { db } = server.running.database;
        await db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, id));
        expect((await client.get("/dashboard/settings")).status).toBe(302);
        await new FormClient(server.base).post("/login", { email, password });
        expect(await db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
      });

      it("a GET to /logout changes nothing", async () => {
        const { client } = await signUp(server.base);
        expect((await client.get("/logout")).status).toBe(302);
        expect((await client.get("/dashboard/settings")).status).toBe(200);
      });
    });

    describe("bodies that are not forms", () => {
      it("a JSON body or a malformed multipart body is a 400, not a 500", async () => {
        const { client } = await signUp(server.base);
        for (const path of [
          "/signup",
          "/login",
          "/forgot-password",
          "/reset-password",
          "/dashboard/settings",
        ]) {
          for (const [type, body] of [
            ["application/json", '{"email":"a@example.com"}'],
            ["multipart/form-data; boundary=xyz", "--xyz\r\nnot a part"],
          ]) {
            const res = await fetch(`${server.base}${path}`, {
              method: "POST",
              redirect: "manual",
              headers: {
                "content-type": type as string,
                origin: PUBLIC_URL,
                cookie: `chatlink_session=${client.cookie}`,
                "x-forwarded-for": "192.0.2.77",
              },
              body,
            });
            await res.arrayBuffer();
            expect(res.status, `${path} ${type}`).toBe(400);
          }
        }
      });
    });

    describe("throttling", () => {
      it("per account: after 5 attempts in 15 minutes the 6th gets 429, even with the right password", async () => {
        const { email, password } = await signUp(server.base);
        for (let i = 0; i < 5; i++) {
          // A different address each time: only the per-account limit is in play.
          const answer = await new FormClient(server.base).post("/login", {
            email,
            password: `wrong guess ${i}!`,
          });
          expect(answer.status).toBe(401);
        }
        const refused = await new FormClient(server.base).post("/login", { email, password });
        expect(refused.status).toBe(429);
        expect(refused.text).toMatch(/Too many attempts\. Try again in 1[45] minutes\./);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
      });

      it("per account: counts failures only — log-ins that succeed never lock the owner out", async () => {
        const { email, password } = await signUp(server.base);
        // Ten right passwords in a row: each is let in (the limit is 5 per 15 minutes).
        for (let i = 0; i < 10; i++) {
          const answer = await new FormClient(server.base).post("/login", { email, password });
          expect(answer.status, `log-in ${i + 1}`).toBe(302);
        }
        // Four misses, then the owner gets in: the misses are forgiven…
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 4; i++) {
            const miss = await new FormClient(server.base).post("/login", { email, password: `typo ${i}!` });
            expect(miss.status).toBe(401);
          }
          const right = await new FormClient(server.base).post("/login", { email, password });
          expect(right.status, `round ${round}`).toBe(302);
        }
        // …but five misses in a row still lock the account, right password or not.
        for (let i = 0; i < 5; i++)
          expect(
            (await new FormClient(server.base).post("/login", { email, password: `guess ${i}!` })).status,
          ).toBe(401);
        expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(429);
      });

      it("per address: people who get in (an office behind one address) never use up its budget", async () => {
        const address = "198.51.100.78";
        const people = await Promise.all([signUp(server.base), signUp(server.base), signUp(server.base)]);
        // 21 successful log-ins from one address, more than its 20 attempts per 15 minutes.
        for (let i = 0; i < 21; i++) {
          const { email, password } = people[i % people.length] as (typeof people)[number];
          const answer = await new FormClient(server.base, address).post("/login", { email, password });
          expect(answer.status, `log-in ${i + 1}`).toBe(302);
        }
        // Failures from that address are still counted: 20 are answered, the 21st is refused.
        for (let i = 0; i < 20; i++) {
          const miss = await new FormClient(server.base, address).post("/login", {
            email: freshEmail("office"),
            password: "some guess 123",
          });
          expect(miss.status).toBe(401);
        }
        const refused = await new FormClient(server.base, address).post("/login", {
          email: people[0]?.email ?? "",
          password: people[0]?.password ?? "",
        });
        expect(refused.status).toBe(429);
      });

      it("per address: the 21st attempt from one address in 15 minutes gets 429, whatever the email", async () => {
        const address = "198.51.100.77";
        for (let i = 0; i < 20; i++) {
          const answer = await new FormClient(server.base, address).post("/login", {
            email: freshEmail("spray"),
            password: "some guess 123",
          });
          expect(answer.status).toBe(401);
        }
        const refused = await new FormClient(server.base, address).post("/login", {
          email: freshEmail("spray"),
          password: "some guess 123",
        });
        expect(refused.status).toBe(429);
        expect(refused.text).toContain("Too many attempts");
      });
    });

    describe("cross-site form posts", () => {
      it("refuses a post whose Origin is another site, or marked cross-site, with 403", async () => {
        const { email, password } = await signUp(server.base);
        const evil = await new FormClient(server.base).post(
          "/login",
          { email, password },
          { origin: "https://evil.example" },
        );
        expect(evil.status).toBe(403);
        const fetchMeta = await new FormClient(server.base).post(
          "/login",
          { email, password },
          { "sec-fetch-site": "cross-site" },
        );
        expect(fetchMeta.status).toBe(403);
        const { client } = await signUp(server.base);
        const deletion = await client.post(
          "/dashboard/settings",
          { intent: "delete-account", currentPassword: "whatever" },
          { origin: "https://evil.example" },
        );
        expect(deletion.status).toBe(403);
      });

      it("accepts PUBLIC_URL's origin, the request's own host, same-origin fetch metadata and no Origin", async () => {
        const { email, password } = await signUp(server.base);
        for (const headers of [
          { origin: PUBLIC_URL },
          { origin: server.base },
          { "sec-fetch-site": "same-origin", origin: PUBLIC_URL },
          {} as Record<string, string>,
        ]) {
          const answer = await new FormClient(server.base).post("/login", { email, password }, headers);
          expect(answer.status, JSON.stringify(headers)).toBe(302);
        }
      });

      it("leaves the JSON API to other sites", async () => {
        const res = await fetch(`${server.base}/api/shorten`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "https://evil.example",
            "x-forwarded-for": "192.0.2.9",
          },
          body: JSON.stringify({ phone: "447911123456" }),
        });
        expect(res.status).toBe(201);
      });
    });

    describe("settings", () => {
      it("asks for a change of email after checking the current password, the same answer for a taken email", async () => {
        const { client, password } = await signUp(server.base);
        const { email: other } = await signUp(server.base);
        const wrong = await client.post("/dashboard/settings", {
          intent: "change-email",
          email: freshEmail("new"),
          currentPassword: "not my password",
        });
        expect(wrong.status).toBe(400);
        expect(wrong.text).toContain("That password is not right.");
        const taken = await client.post("/dashboard/settings", {
          intent: "change-email",
          email: other,
          currentPassword: password,
        });
        expect(taken.status).toBe(200);
        expect(taken.text).toContain(`We sent a link to ${other}`);
        const newEmail = freshEmail("moved");
        const done = await client.post("/dashboard/settings", {
          intent: "change-email",
          email: newEmail.toUpperCase(),
          currentPassword: password,
        });
        expect(done.status).toBe(200);
        expect(done.text).toContain(`We sent a link to ${newEmail}`);
        // The change waits for the mailed link (email-verification.test.ts opens it).
        const relogin = await new FormClient(server.base).post("/login", { email: newEmail, password });
        expect(relogin.status).toBe(401);
      });

      it("counts wrong current passwords against the log-in throttle; a right one forgives them", async () => {
        const { client, password } = await signUp(server.base);
        const { email: other } = await signUp(server.base);
        const attempt = (currentPassword: string) =>
          client.post("/dashboard/settings", { intent: "change-email", email: other, currentPassword });
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 4; i++) expect((await attempt(`slip ${i}`)).status).toBe(400);
          // Past the password check: the four slips no longer count.
          expect((await attempt(password)).status, `round ${round}`).toBe(200);
        }
        for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).status).toBe(400);
        const locked = await attempt(password);
        expect(locked.status).toBe(429);
        expect(locked.text).toContain("Too many attempts");
      });

      it("changes the password and signs out every other session, keeping this one", async () => {
        const { client, email, password } = await signUp(server.base);
        const otherDevice = new FormClient(server.base);
        await otherDevice.post("/login", { email, password });
        const weak = await client.post("/dashboard/settings", {
          intent: "change-password",
          currentPassword: password,
          newPassword: "short",
        });
        expect(weak.status).toBe(400);
        const newPassword = goodPassword();
        const done = await client.post("/dashboard/settings", {
          intent: "change-password",
          currentPassword: password,
          newPassword,
        });
        expect(done.status).toBe(200);
        expect(done.text).toContain("Your password is changed.");
        expect((await client.get("/dashboard/settings")).status).toBe(200);
        expect((await otherDevice.get("/dashboard/settings")).status).toBe(302);
        expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(401);
        expect(
          (await new FormClient(server.base).post("/login", { email, password: newPassword })).status,
        ).toBe(302);
      });

      it("deletes the account with its sessions and links right away (short URLs then 404)", async () => {
        const { client, email, password } = await signUp(server.base);
        const id = await accountIdOf(email);
        const code = await ownedLink(id);
        expect((await visit(`/${code}`)).status).toBe(302); // and now cached
        const page = await client.get("/dashboard/settings");
        expect(page.text).toContain("This deletes your account right away");
        const wrong = await client.post("/dashboard/settings", {
          intent: "delete-account",
          currentPassword: "not my password",
        });
        expect(wrong.status).toBe(400);
        const token = client.cookie ?? "";
        const done = await client.post("/dashboard/settings", {
          intent: "delete-account",
          currentPassword: password,
        });
        expect(done.status).toBe(302);
        expect(done.location).toBe("/?account=deleted");
        expect(client.cookie).toBeNull();
        expect((await visit(`/${code}`)).status).toBe(404);
        const { db } = server.running.database;
        expect(await db.select().from(accounts).where(eq(accounts.id, id))).toEqual([]);
        expect(await db.select().from(links).where(eq(links.code, code))).toEqual([]);
        expect(
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.id, sha256(token))),
        ).toEqual([]);
        expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(401);
      });
    });

    describe("operator ban", () => {
      it("ban-account signs the account out, refuses log-in as suspended and hides its links; unban restores", async () => {
        const { client, email, password } = await signUp(server.base);
        const code = await ownedLink(await accountIdOf(email));
        expect((await visit(`/${code}`)).status).toBe(302);
        const banned = await server.admin("ban-account", { code: email.toUpperCase() });
        expect(banned).toEqual({ status: 200, json: { ok: true, result: { bannedAccount: email } } });
        expect((await visit(`/${code}`)).status).toBe(404);
        expect((await client.get("/dashboard/settings")).status).toBe(302);
        const login = await new FormClient(server.base).post("/login", { email, password });
        expect(login.status).toBe(403);
        expect(login.text).toContain("This account is suspended.");
        // A wrong password still gets the usual answer: the ban is not revealed to guessers.
        const guess = await new FormClient(server.base).post("/login", { email, password: "a wrong guess!" });
        expect(guess.status).toBe(401);

        const unbanned = await server.admin("unban-account", { code: email });
        expect(unbanned.status).toBe(200);
        expect((await visit(`/${code}`)).status).toBe(302);
        expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(302);
        expect((await server.admin("ban-account", { code: "nobody@example.com" })).status).toBe(404);
      });
    });
  });
}
