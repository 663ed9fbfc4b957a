import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { insertSession } from "#db/queries/sessions.server";
import { accounts, links } from "#db/schema";
import { SESSION_COOKIE } from "#domain/sessions/session-cookie.server";
import { hashToken, newRandomToken } from "#domain/tokens/random-token.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  screenshot,
  VIEWPORTS,
} from "./browser";
import { redirectOf } from "./links";
import { type OwnServer, startOwnServer } from "./own-server";

/**
 * A link stored before numbers were read with libphonenumber (4407911123456: the
 * trunk 0 kept after +44) on a phone: the card says the number cannot receive
 * WhatsApp messages and offers the fix; one tap fixes it, same short URL.
 *
 * The create path refuses such numbers now, so this file stores them in an
 * embedded database of its own before starting a server on it (the shared
 * server's database is held by that server).
 */

const session = browserForFile();

describe("check numbers: fixing an old link on a phone", () => {
  let dataDir: string;
  let own: OwnServer | undefined;
  let base: string;
  let token: string;
  const fixMe = "OldTrunk0";
  const noFix = "OldShort1";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chatlink-e2e-numbers-"));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const { db } = database;
      const [account] = await db
        .insert(accounts)
        .values({ email: "old-links@example.com", ageConfirmedAt: new Date() })
        .returning({ id: accounts.id });
      if (account === undefined) throw new Error("no account");
      token = newRandomToken();
      await insertSession(db, {
        id: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(Date.now() + 3600_000),
      });
      for (const [code, phone] of [
        [noFix, "44791112345"],
        [fixMe, "4407911123456"],
      ] as const)
        await db.insert(links).values({
          code,
          codeKey: code.toLowerCase(),
          phone,
          message: "Hello from the flyer",
          workspaceId: await personalWorkspaceOf(db, account.id),
          createdBy: account.id,
          creatorFingerprint: null,
        });
    } finally {
      await database.close();
    }

    own = await startOwnServer(dataDir);
    base = own.base;
  });

  afterAll(async () => {
    await own?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("marks the link in words, and one tap on a 390 px phone fixes it with the same short URL", async () => {
    const context = await session.newContext({
      ...VIEWPORTS.phone,
      viewport: { width: 390, height: 844 },
      colorScheme: "light",
      locale: "en-GB",
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: base }]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${base}/dashboard`);
    await hydrated(page);

    const card = page.getByRole("article", { name: fixMe });
    await card.waitFor();
    expect(await card.textContent()).toContain("+4407911123456");
    await card
      .getByText("This number cannot receive WhatsApp messages: did you mean +44 7911 123456?")
      .waitFor();
    const other = page.getByRole("article", { name: noFix });
    await other.getByText("This number cannot receive WhatsApp messages.").waitFor();
    await other.getByRole("link", { name: `Edit the number ${noFix}` }).waitFor();
    const fix = card.getByRole("button", { name: `Use +44 7911 123456 ${fixMe}` });
    const box = await fix.boundingBox();
    // Big enough to tap.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await expectNoAxeViolations(page, "dashboard with impossible numbers");
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "check-numbers-before");
    expect(await redirectOf(`${base}/${fixMe}`)).toEqual({
      status: 302,
      location: "https://wa.me/4407911123456?text=Hello%20from%20the%20flyer",
    });

    await fix.click();
    await page
      .getByRole("status")
      .filter({ hasText: `Fixed: ${fixMe} now opens a chat with +44 7911 123456.` })
      .waitFor();
    await card.getByText("cannot receive WhatsApp messages").waitFor({ state: "detached" });
    expect(await card.textContent()).toContain("+44 7911 123456");
    expect(await redirectOf(`${base}/${fixMe}`)).toEqual({
      status: 302,
      location: "https://wa.me/447911123456?text=Hello%20from%20the%20flyer",
    });
    // Only the link the owner fixed changed.
    await other.getByText("This number cannot receive WhatsApp messages.").waitFor();
    await expectNoAxeViolations(page, "dashboard after the fix");
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "check-numbers-after");
  });
});
