import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { insertSession } from "#db/queries/sessions.server";
import { accounts, domains } from "#db/schema";
import { SESSION_COOKIE } from "#domain/sessions/session-cookie.server";
import { hashToken, newRandomToken } from "#domain/tokens/random-token.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { browserForFile, hasHorizontalOverflow, hydrated, screenshot, VIEWPORTS } from "./browser";
import { type OwnServer, startOwnServer } from "./own-server";

/**
 * Issue 25's flyer: the dashboard's new-link form takes `menu` on the workspace's own domain
 * (ADR 0159), its alias hint following the Domain chosen. The domain is stored verified in an
 * embedded database of this file's own (no DNS in the browser tests), before the server starts.
 */

const session = browserForFile();
const DOMAIN = "chat.cornershop.test";

describe("short aliases on the workspace's own domain", () => {
  let dataDir: string;
  let own: OwnServer | undefined;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chatlink-e2e-aliases-"));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const { db } = database;
      const [account] = await db
        .insert(accounts)
        .values({ email: "corner-shop@example.com", ageConfirmedAt: new Date() })
        .returning({ id: accounts.id });
      if (account === undefined) throw new Error("no account");
      token = newRandomToken();
      await insertSession(db, {
        id: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(Date.now() + 3600_000),
      });
      await db.insert(domains).values({
        id: "dom_00000000000000aa",
        workspaceId: await personalWorkspaceOf(db, account.id),
        name: DOMAIN,
        status: "verified",
        verificationToken: "chatlink-verify=e2e",
        verifiedAt: new Date(),
        lastCheckedAt: new Date(),
        isDefault: true,
      });
    } finally {
      await database.close();
    }
    own = await startOwnServer(dataDir);
  });

  afterAll(async () => {
    await own?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newLinkPage(viewport: "desktop" | "phone", language?: string): Promise<Page> {
    const base = own?.base as string;
    const context = await session.newContext({
      ...VIEWPORTS[viewport],
      colorScheme: "light",
      locale: "en-GB",
    });
    await context.addCookies([
      { name: SESSION_COOKIE, value: token, url: base },
      ...(language === undefined ? [] : [{ name: "chatlink_lang", value: language, url: base }]),
    ]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${base}/dashboard/links/new`);
    await hydrated(page);
    return page;
  }

  it("takes menu on the domain, and the hint says 3–50 there and 5–50 on the main address", async () => {
    const page = await newLinkPage("desktop");
    const domainChoice = page.getByLabel("Domain");
    expect(await domainChoice.inputValue()).toBe(DOMAIN);
    await page.getByText("On your own domain: 3–50 letters, digits, _ or -.").waitFor();
    await domainChoice.selectOption("");
    await page.getByText("5–50 letters, digits, _ or -. Leave empty for a random code.").waitFor();
    await domainChoice.selectOption(DOMAIN);
    await page.getByText("On your own domain: 3–50 letters, digits, _ or -.").waitFor();

    await page.getByLabel("Phone Number").fill("+44 7911 123456");
    await page.getByLabel("Custom Alias").fill("menu");
    await screenshot(page, "short-alias-form-desktop");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByText(`https://${DOMAIN}/menu`).first().waitFor();
    await screenshot(page, "short-alias-made-desktop");
  });

  it("says the domain's lengths on a 390 px phone, in Arabic too", async () => {
    for (const language of [undefined, "ar"]) {
      const page = await newLinkPage("phone", language);
      if (language === "ar") {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
        await page.getByText("على نطاقك الخاص: من 3 إلى 50 حرفًا").waitFor();
      } else await page.getByText("On your own domain: 3–50 letters, digits, _ or -.").waitFor();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `short-alias-form-phone-${language ?? "en"}`);
    }
  });
});
