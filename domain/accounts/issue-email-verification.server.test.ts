import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale } from "#core/locales";
import { type Database, openDatabase } from "#db/client.server";
import { freshDataDir } from "../../tests/support/fresh-data-dir";
import { issueEmailVerification } from "./issue-email-verification.server";
import { signUpAccount } from "./sign-up-account.server";

const PUBLIC_URL = "https://chat.example";

/** The mail as printed to the log without SMTP: "mail (…) to <address>: <subject>\n<body>". */
function printedMail(log: ReturnType<typeof vi.spyOn>): { subject: string; body: string } {
  const printed = String(log.mock.calls.at(-1)?.[0] ?? "");
  const [head = "", ...body] = printed.split("\n");
  return { subject: head.slice(head.indexOf(": ") + 2), body: body.join("\n") };
}

/** A confirmation mail speaks the language of the page it was asked for from, and links to that page. */
describe("issueEmailVerification's mail", { timeout: 120_000 }, () => {
  let database: Database;
  let dir: string;
  let n = 0;

  beforeAll(async () => {
    dir = freshDataDir("chatlink-verify-mail-");
    database = await openDatabase({ dataDir: dir, databaseUrl: undefined, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  async function mailFrom(locale: Locale) {
    n++;
    const created = await signUpAccount(database.db, {
      email: `mail-${n}@example.com`,
      password: "correct horse battery staple",
      ageConfirmedAt: new Date(),
    });
    if (!created.ok) throw new Error("sign-up failed");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const outcome = await issueEmailVerification(
      {
        db: database.db,
        publicUrl: PUBLIC_URL,
        siteName: "ChatLink",
        mail: { smtpUrl: undefined, from: "ChatLink <noreply@chat.example>" },
        mayMail: async () => true,
        locale,
      },
      created.accountId,
    );
    expect(outcome).toBe("sent");
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    return printedMail(log);
  }

  it("asked for from an Arabic page, is in Arabic and links to the Arabic confirmation page", async () => {
    const { subject, body } = await mailFrom("ar");
    expect(subject).toBe("أكِّد عنوان بريدك الإلكتروني في ChatLink");
    expect(body).toContain("أكِّده من هنا:");
    expect(body).toMatch(new RegExp(`${PUBLIC_URL}/ar/verify-email\\?token=[A-Za-z0-9_-]+`));
    expect(body).not.toMatch(/Confirm|expires/);
  });

  it("asked for from an English page, reads as before, with the link at the root", async () => {
    const { subject, body } = await mailFrom("en");
    expect(subject).toBe("Confirm your email address for ChatLink");
    expect(body).toMatch(new RegExp(`Confirm it here: ${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]+`));
    expect(body).toContain("The link works once and expires in three days.");
  });
});
