import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, emailVerificationTokens } from "#db/schema";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, signUp } from "./support/form-client";
import { decodedMail, type Mailbox, startMailbox } from "./support/mailbox";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const CONFIRM_MAIL = /Subject: Confirm your email address/;
const REMINDER = "<strong>Confirm your email address.</strong>";

/** The confirmation link in a mail, as a path on the site. */
function confirmPathIn(raw: string): string {
  const match = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(decodedMail(raw));
  if (match?.[1] === undefined) throw new Error(`no confirmation link in:\n${raw}`);
  expect(match[1].startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
  return match[1].slice(PUBLIC_URL.length);
}

const tokenOf = (path: string) => new URL(path, PUBLIC_URL).searchParams.get("token") ?? "";

/**
 * Addresses are confirmed by a link mailed at sign-up and on a change of address
 * (docs/decisions/0134): the click on the page's button confirms, not the visit; a link
 * works once, for three days, and only for the address it was sent to.
 */
for (const driver of DRIVERS) {
  describe(`email confirmation on ${driver}`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    beforeAll(async () => {
      mailbox = await startMailbox();
      server = await bootTestServer(driver, { env: { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` } });
    });
    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
    });

    const verifiedAt = async (email: string) =>
      (
        await server.running.database.db
          .select({ at: accounts.emailVerifiedAt })
          .from(accounts)
          .where(eq(accounts.email, email))
      )[0]?.at ?? null;

    it("mails a link at sign-up; the dashboard reminds until the button on the link's page is pressed", async () => {
      const { client, email } = await signUp(server.base);
      const path = confirmPathIn((await mailbox.next(email, CONFIRM_MAIL)).raw);
      expect((await client.get("/dashboard")).text).toContain(REMINDER);

      // Opening the page (as a mail scanner does) confirms nothing.
      const page = await new FormClient(server.base).get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      expect(page.text).toContain("Confirm my email address");
      expect(await verifiedAt(email)).toBeNull();

      // Pressing it does, from any browser (the mail may be read on another device).
      const done = await new FormClient(server.base).post("/verify-email", {
        intent: "confirm",
        token: tokenOf(path),
      });
      expect(done.status).toBe(200);
      expect(done.text).toContain(`${email} is confirmed`);
      expect(await verifiedAt(email)).not.toBeNull();
      expect((await client.get("/dashboard")).text).not.toContain(REMINDER);

      // Once only.
      const again = await new FormClient(server.base).post("/verify-email", {
        intent: "confirm",
        token: tokenOf(path),
      });
      expect(again.status).toBe(400);
      expect(again.text).toContain("does not work any more");
    });

    it("stores only a hash of the token, three days ahead, and refuses an expired or made-up one", async () => {
      const { email } = await signUp(server.base);
      const token = tokenOf(confirmPathIn((await mailbox.next(email, CONFIRM_MAIL)).raw));
      const { db } = server.running.database;
      const rows = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).not.toBe(token);
      const hours = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 3_600_000;
      expect(hours).toBeGreaterThan(71);
      expect(hours).toBeLessThan(73);
      for (const bad of ["", "x".repeat(43), "not a token", "A".repeat(5000)])
        expect(
          (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token: bad })).status,
        ).toBe(400);
      await db
        .update(emailVerificationTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailVerificationTokens.email, email));
      expect(
        (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token })).status,
      ).toBe(400);
      expect(await verifiedAt(email)).toBeNull();
      expect((await new FormClient(server.base).get("/verify-email")).text).toContain("needs the link");
    });

    it("a new address is unconfirmed, gets its own link, and the old address's link confirms nothing", async () => {
      const { client, email, password } = await signUp(server.base);
      const oldToken = tokenOf(confirmPathIn((await mailbox.next(email, CONFIRM_MAIL)).raw));
      const newEmail = freshEmail("moved");
      const changed = await client.post("/dashboard/settings", {
        intent: "change-email",
        email: newEmail,
        currentPassword: password,
      });
      expect(changed.status).toBe(200);
      expect(changed.text).toContain("open it to confirm the address");
      const newToken = tokenOf(confirmPathIn((await mailbox.next(newEmail, CONFIRM_MAIL)).raw));
      expect(
        (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token: oldToken }))
          .status,
      ).toBe(400);
      expect(await verifiedAt(newEmail)).toBeNull();
      expect(
        (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token: newToken }))
          .status,
      ).toBe(200);
      expect(await verifiedAt(newEmail)).not.toBeNull();
    });

    it("sends the link again on request, three mails an hour at most, and never to a signed-out visitor", async () => {
      const { client, email } = await signUp(server.base);
      await mailbox.next(email, CONFIRM_MAIL);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await client.post("/verify-email", { intent: "resend" })).status);
      // The sign-up's mail was the first of three.
      expect(statuses).toEqual([200, 200, 429]);
      const mails = [await mailbox.next(email, CONFIRM_MAIL), await mailbox.next(email, CONFIRM_MAIL)];
      // Every link sent works until one is used.
      expect(confirmPathIn(mails[0]?.raw ?? "")).not.toBe(confirmPathIn(mails[1]?.raw ?? ""));
      const anonymous = await new FormClient(server.base).post("/verify-email", { intent: "resend" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/login/);
    });
  });
}
