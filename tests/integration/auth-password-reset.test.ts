import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "#db/schema";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, goodPassword, signUp } from "./support/form-client";
import { decodedMail, startMailbox } from "./support/mailbox";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/** The reset link in a (possibly quoted-printable) mail body, as a path on the site. */
function resetPathIn(raw: string): string {
  const decoded = decodedMail(raw);
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(decoded);
  if (match?.[1] === undefined) throw new Error(`no reset link in:\n${decoded}`);
  expect(match[1].startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  return match[1].slice(PUBLIC_URL.length);
}

/** The reset mail, not the address confirmation every sign-up also gets. */
const RESET_MAIL = /Subject: Reset your/;

const ANSWER = "If an account exists for that email, we&#x27;ve sent it a link";

for (const driver of DRIVERS) {
  describe(`password reset by email on ${driver}`, () => {
    let server: TestServer;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;

    beforeAll(async () => {
      mailbox = await startMailbox();
      server = await bootTestServer(driver, { env: { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` } });
    });
    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
    });

    it("mails a single-use link that sets a new password and signs the account out everywhere", async () => {
      const { client: signedIn, email, password } = await signUp(server.base);
      const asked = await new FormClient(server.base).post("/forgot-password", {
        email: email.toUpperCase(),
      });
      expect(asked.status).toBe(200);
      expect(asked.text).toContain(ANSWER);
      const mail = await mailbox.next(email, RESET_MAIL);
      expect(mail.raw).toMatch(/Subject: Reset your ChatLink password/);
      expect(mail.raw).toMatch(/From: ChatLink <no-reply@localhost>/);
      const path = resetPathIn(mail.raw);

      const visitor = new FormClient(server.base);
      const page = await visitor.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
      expect(page.text).toContain("New password");

      const token = new URL(path, PUBLIC_URL).searchParams.get("token") ?? "";
      // Where the page's form posts: its own address, token included (a plain form keeps the query).
      expect(page.text).toContain(`action="${path.replaceAll("&", "&amp;")}"`);
      const weak = await visitor.post(path, { token, password: "short" });
      expect(weak.status).toBe(400);
      expect(weak.text).toContain("Use at least 10 characters.");

      const newPassword = goodPassword();
      const done = await visitor.post("/reset-password", { token, password: newPassword });
      expect(done.status).toBe(302);
      expect(done.location).toBe("/login?reset=done");
      expect((await signedIn.get("/dashboard/settings")).status).toBe(302);
      expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(401);
      expect(
        (await new FormClient(server.base).post("/login", { email, password: newPassword })).status,
      ).toBe(302);

      // Single use: the same link now says it is spent, and cannot set a password again.
      expect((await visitor.get(path)).text).toContain("expired or was already used");
      const again = await visitor.post("/reset-password", { token, password: goodPassword() });
      expect(again.status).toBe(400);
      expect(
        (await new FormClient(server.base).post("/login", { email, password: newPassword })).status,
      ).toBe(302);
    });

    it("a link older than an hour no longer works", async () => {
      const { email } = await signUp(server.base);
      await new FormClient(server.base).post("/forgot-password", { email });
      const path = resetPathIn((await mailbox.next(email, RESET_MAIL)).raw);
      await server.running.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(sql`${passwordResetTokens.usedAt} is null`);
      const token = new URL(path, PUBLIC_URL).searchParams.get("token") ?? "";
      expect((await new FormClient(server.base).get(path)).text).toContain("expired or was already used");
      const tooLate = await new FormClient(server.base).post("/reset-password", {
        token,
        password: goodPassword(),
      });
      expect(tooLate.status).toBe(400);
    });

    it("answers the same for an unknown email and sends nothing", async () => {
      const unknown = freshEmail("nobody");
      const answer = await new FormClient(server.base).post("/forgot-password", { email: unknown });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(ANSWER);
      // A known account asked right after still gets its mail, and it is the first one for either address.
      const { email } = await signUp(server.base);
      await new FormClient(server.base).post("/forgot-password", { email });
      const mail = await mailbox.next(email, RESET_MAIL);
      expect(mail.to).toEqual([email]);
      expect(mailbox.recipients).not.toContain(unknown);
    });

    it("stores only a hash of the token, with an expiry an hour ahead", async () => {
      const { email } = await signUp(server.base);
      await new FormClient(server.base).post("/forgot-password", { email });
      const token = new URL(
        resetPathIn((await mailbox.next(email, RESET_MAIL)).raw),
        PUBLIC_URL,
      ).searchParams.get("token");
      const rows = await server.running.database.db.select().from(passwordResetTokens);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      const minutes = ((newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0)) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThan(61);
    });
  });
}
