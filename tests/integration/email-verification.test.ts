import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, emailVerificationTokens } from "#db/schema";
import { hashToken, newRandomToken } from "#domain/tokens/random-token.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, signUp } from "./support/form-client";
import { decodedMail, type Mailbox, startMailbox } from "./support/mailbox";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const CONFIRM_MAIL = /Subject: Confirm your email address/;
const CHANGE_MAIL = /Subject: Confirm your new email address/;
const NOTICE_MAIL = /Subject: Someone tried to use your email address/;
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
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
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

    it("moves to a new address only when the link mailed to it is opened; older links then confirm nothing", async () => {
      const { client, email, password } = await signUp(server.base);
      const oldToken = tokenOf(confirmPathIn((await mailbox.next(email, CONFIRM_MAIL)).raw));
      const newEmail = freshEmail("moved");
      const changed = await client.post("/dashboard/settings", {
        intent: "change-email",
        email: newEmail,
        currentPassword: password,
      });
      expect(changed.status).toBe(200);
      expect(changed.text).toContain(`We sent a link to ${newEmail}`);
      // Nothing changes until then: the account still logs in with its address.
      expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(302);
      const newToken = tokenOf(confirmPathIn((await mailbox.next(newEmail, CHANGE_MAIL)).raw));
      const confirmed = await new FormClient(server.base).post("/verify-email", {
        intent: "confirm",
        token: newToken,
      });
      expect(confirmed.status).toBe(200);
      expect(await verifiedAt(newEmail)).not.toBeNull();
      expect((await new FormClient(server.base).post("/login", { email: newEmail, password })).status).toBe(
        302,
      );
      expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(401);
      expect(
        (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token: oldToken }))
          .status,
      ).toBe(400);
      // A link to the old address made before the move (as the old flow left them) cannot bring it back.
      const stale = newRandomToken();
      const [row] = await server.running.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, newEmail));
      await server.running.database.db.insert(emailVerificationTokens).values({
        tokenHash: hashToken(stale),
        accountId: row?.id ?? 0,
        email,
        createdAt: new Date(Date.now() - 3_600_000),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      expect(
        (await new FormClient(server.base).post("/verify-email", { intent: "confirm", token: stale })).status,
      ).toBe(400);
      expect((await new FormClient(server.base).post("/login", { email: newEmail, password })).status).toBe(
        302,
      );
    });

    it("answers a change of address the same whether another account has it, and mails that account's owner", async () => {
      const { client, password } = await signUp(server.base);
      const { email: taken } = await signUp(server.base);
      await mailbox.next(taken, CONFIRM_MAIL);
      const free = freshEmail("free");
      const ask = (email: string) =>
        client.post("/dashboard/settings", { intent: "change-email", email, currentPassword: password });
      const toTaken = await ask(taken);
      const toFree = await ask(free);
      expect(toTaken.status).toBe(toFree.status);
      const said = (answer: { text: string }, email: string) =>
        answer.text.replaceAll(email, "ADDRESS").match(/We sent a link to ADDRESS[^<]*/)?.[0];
      expect(said(toFree, free)).toBeDefined();
      expect(said(toTaken, taken)).toBe(said(toFree, free));
      // What the page shows: its scripts carry the site's whole interface copy (the generator's
      // "the link you already made" among it), identical for both answers.
      const shown = toTaken.text.replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(shown).not.toMatch(/already|Another account/);
      // The owner of the taken address hears of it; the address stays theirs, with no link to take it.
      const notice = decodedMail((await mailbox.next(taken, NOTICE_MAIL)).raw);
      expect(notice).toContain("Nothing changed");
      expect(notice).not.toMatch(/verify-email\?token=/);
      const rows = await server.running.database.db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.email, taken));
      expect(rows).toHaveLength(1);
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
