import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEmailVerificationToken } from "#db/queries/email-verification-tokens.server";
import { insertPasswordResetToken } from "#db/queries/password-reset-tokens.server";
import { accounts } from "#db/schema";
import { hashToken, newRandomToken } from "#domain/tokens/random-token.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, goodPassword, signUp } from "./support/form-client";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const UNUSABLE = "expired or was already used";

/**
 * Issue 9 finding 7: a reset link must stop working once any reset link of the account
 * has been used, and once the password or the email has been changed.
 */
for (const driver of DRIVERS) {
  describe(`password-reset links end with what should end them, on ${driver}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await bootTestServer(driver);
    });
    afterAll(async () => {
      await server?.stop();
    });

    async function accountIdOf(email: string): Promise<number> {
      const [row] = await server.running.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email));
      if (row === undefined) throw new Error(`no account ${email}`);
      return row.id;
    }

    /** What a reset mail would carry: a fresh token stored (hashed) for the account, an hour ahead. */
    async function mailedToken(email: string): Promise<string> {
      const token = newRandomToken();
      await insertPasswordResetToken(server.running.database.db, {
        tokenHash: hashToken(token),
        accountId: await accountIdOf(email),
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
      return token;
    }

    async function expectUnusable(token: string, what: string) {
      const visitor = new FormClient(server.base);
      expect((await visitor.get(`/reset-password?token=${token}`)).text, what).toContain(UNUSABLE);
      const used = await visitor.post("/reset-password", { token, password: goodPassword() });
      expect(used.status, what).toBe(400);
    }

    it("using one of two reset links kills the other", async () => {
      const { email } = await signUp(server.base);
      const first = await mailedToken(email);
      const second = await mailedToken(email);
      const newPassword = goodPassword();
      const done = await new FormClient(server.base).post("/reset-password", {
        token: first,
        password: newPassword,
      });
      expect(done.status).toBe(302);
      await expectUnusable(second, "second link after the first was used");
      const login = await new FormClient(server.base).post("/login", { email, password: newPassword });
      expect(login.status).toBe(302);
    });

    it("two different links of one account posted at once: only one sets the password", async () => {
      const { email } = await signUp(server.base);
      const tokens = [await mailedToken(email), await mailedToken(email), await mailedToken(email)];
      const passwords = tokens.map(() => goodPassword());
      const answers = await Promise.all(
        tokens.map((token, i) =>
          new FormClient(server.base).post("/reset-password", { token, password: passwords[i] ?? "" }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([302, 400, 400]);
    });

    it("changing the password in settings kills every reset link", async () => {
      const { client, email, password } = await signUp(server.base);
      const token = await mailedToken(email);
      const changed = await client.post("/dashboard/settings", {
        intent: "change-password",
        currentPassword: password,
        newPassword: goodPassword(),
      });
      expect(changed.status).toBe(200);
      await expectUnusable(token, "link after a password change");
    });

    it("changing the email in settings kills every reset link (they went to the old address)", async () => {
      const { client, email, password } = await signUp(server.base);
      const token = await mailedToken(email);
      const newEmail = freshEmail("moved");
      const changed = await client.post("/dashboard/settings", {
        intent: "change-email",
        email: newEmail,
        currentPassword: password,
      });
      expect(changed.status).toBe(200);
      // The change happens when the link mailed to the new address is opened: one like it, stored here.
      const link = newRandomToken();
      await insertEmailVerificationToken(server.running.database.db, {
        tokenHash: hashToken(link),
        accountId: await accountIdOf(email),
        email: newEmail,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
      const opened = await new FormClient(server.base).post("/verify-email", {
        intent: "confirm",
        token: link,
      });
      expect(opened.status).toBe(200);
      await expectUnusable(token, "link after an email change");
    });
  });
}
