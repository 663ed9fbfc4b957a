import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { agents, linkAgents, links, workspaces } from "#db/schema";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  interactive,
  screenshot,
  VIEWPORTS,
} from "./browser";
import { type OwnServer, startOwnServer } from "./own-server";
import { javaScriptLoaded, TEXT_PAGE_JS_BUDGET } from "./page-weight";

/**
 * A team link's contact card and closed page in a browser: no axe violations at 1280 px and on
 * a 390 px phone in both colour schemes, no sideways scrolling, and the next opening shown in
 * the visitor's own time zone once the page runs. Agents are rows in an embedded database of
 * this file's own (their API is built elsewhere), served by a server started on it.
 */

const session = browserForFile();
const hex = () => randomBytes(8).toString("hex");
const DAY_MS = 86_400_000;
const WEEK = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

describe("team link contact card in a browser", () => {
  let dataDir: string;
  let own: OwnServer | undefined;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chatlink-e2e-card-"));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const { db } = database;
      const workspaceId = `ws_${hex()}`;
      await db.insert(workspaces).values({ id: workspaceId, name: "Casa Lima Bakery & Café" });
      // Open 09:00–10:00 Tokyo time (00:00–01:00 UTC) two days from now only: closed now.
      const tokyo = new Date(Date.now() + 2 * DAY_MS + 9 * 3_600_000);
      const day = WEEK[tokyo.getUTCDay()] as string;
      const closed = { timeZone: "Asia/Tokyo", weekly: { [day]: [["09:00", "10:00"]] } } as never;
      const ids = [`ag_${hex()}`, `ag_${hex()}`, `ag_${hex()}`, `ag_${hex()}`];
      const rows = [
        { name: "Amélie Durand", department: "Orders", hours: null },
        { name: "Bruno Costa", department: "Orders", hours: closed },
        { name: "Chiara Neri", department: "Catering & events", hours: closed },
        { name: "Dev", department: null, hours: null },
      ];
      await db
        .insert(agents)
        .values(rows.map((r, i) => ({ ...r, id: ids[i] as string, workspaceId, phone: `4479111234${i}0` })));
      for (const [code, members] of [
        ["CasaLima", ids],
        ["casaclosed", [ids[1], ids[2]]],
      ] as const) {
        const [link] = await db
          .insert(links)
          .values({ code, codeKey: code.toLowerCase(), phone: null, rotation: "round_robin", workspaceId })
          .returning({ id: links.id });
        await db.insert(linkAgents).values(
          members.map((agentId, position) => ({
            linkId: (link as { id: number }).id,
            agentId: agentId as string,
            position,
          })),
        );
      }
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

  for (const [name, path] of [
    ["card", "/CasaLima/card"],
    ["closed", "/casaclosed"],
  ] as const)
    for (const viewport of ["desktop", "phone"] as const)
      for (const colorScheme of ["light", "dark"] as const)
        it(`${name} at ${viewport} (${colorScheme}): accessible, fits, times in the visitor's zone`, async () => {
          const options =
            viewport === "desktop"
              ? VIEWPORTS.desktop
              : { ...VIEWPORTS.phone, viewport: { width: 390, height: 844 } };
          // Kolkata (UTC+5:30, no summer time): 00:00 UTC reads 05:30 there.
          const context = await session.newContext({
            ...options,
            colorScheme,
            locale: "en-GB",
            timezoneId: "Asia/Kolkata",
          });
          const page = await context.newPage();
          page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
          await page.goto(`${base}${path}`);
          await interactive(page);
          await page.getByRole("heading", { level: 1, name: "Casa Lima Bakery & Café" }).waitFor();
          await page
            .getByText(/05:30 your time/)
            .first()
            .waitFor();
          if (name === "closed") {
            await page.getByRole("heading", { name: "We're closed right now" }).waitFor();
            const anyway = page.getByRole("link", { name: "Message anyway" });
            expect(await anyway.getAttribute("href")).toBe("/casaclosed?anyway=1");
            // Served at the short link itself; the router runs at the card's own address.
            expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
              "/casaclosed/card?closed=1",
            );
          } else {
            for (const first of ["Amélie", "Bruno", "Chiara", "Dev"])
              await page.getByRole("link", { name: `Message ${first}` }).waitFor();
            await page.getByRole("link", { name: "Message Orders" }).waitFor();
            // Nobody of Catering is open: its button would only lead to the closed page.
            expect(await page.getByRole("link", { name: "Message Catering & events" }).count()).toBe(0);
            const box = await page.getByRole("link", { name: "Message us" }).boundingBox();
            expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
          }
          await expectNoAxeViolations(page, `${name} ${viewport} ${colorScheme}`);
          expect(await hasHorizontalOverflow(page)).toBe(false);
          await screenshot(page, `card-${name}-${viewport}-${colorScheme}`);
        });

  it("lays out right to left without sideways scrolling (logical properties)", async () => {
    const context = await session.newContext({ ...VIEWPORTS.phone, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/CasaLima/card`);
    await interactive(page);
    await page.evaluate(() => {
      document.documentElement.dir = "rtl";
    });
    const row = page.getByRole("listitem").filter({ hasText: "Amélie" });
    const name = await row.getByText("Amélie", { exact: true }).boundingBox();
    const button = await row.getByRole("link", { name: "Message Amélie" }).boundingBox();
    // The name starts on the right, its button sits to its left.
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThan(name?.x ?? 0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "card-card-phone-rtl");
  });

  it(`is sent without React: at most ${TEXT_PAGE_JS_BUDGET / 1000} KB of JavaScript (issue 23)`, async () => {
    const context = await session.newContext({ ...VIEWPORTS.phone, timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    const loaded = await javaScriptLoaded(page, `${base}/CasaLima/card`);
    expect(loaded.bytes, loaded.files.join(", ")).toBeLessThanOrEqual(TEXT_PAGE_JS_BUDGET);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    // Its script still gives the opening time in the visitor's own zone.
    await page
      .getByText(/05:30 your time/)
      .first()
      .waitFor();
  });
});
