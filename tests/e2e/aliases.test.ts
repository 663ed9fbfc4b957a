import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { baseUrl, browserForFile, hydrated, pageAt, screenshot, url } from "./browser";
import { fillPhone, redirectOf } from "./links";

/**
 * Aliases are never dropped without a word (issue 21 item 19): accented letters are
 * respelled in ASCII and the field says so; an alias with nothing usable is refused.
 */

const session = browserForFile();

const aliasField = (page: Page) => page.getByLabel("Custom Alias", { exact: true });
const suffix = () => randomBytes(3).toString("hex");

describe("generator", () => {
  it("respells café-da-manhã as cafe-da-manha as it is typed, says so, and makes that link", async () => {
    const page = await pageAt(session, "desktop");
    await page.goto(url("/"));
    await fillPhone(page, "+55 11 98765 4321");
    const tail = suffix();
    await aliasField(page).pressSequentially(`café-da-manhã-${tail}`);
    const alias = `cafe-da-manha-${tail}`;
    expect(await aliasField(page).inputValue()).toBe(alias);
    await page.getByText(`Your alias is ${alias}: links spell "é", "ã" in plain letters.`).waitFor();
    await screenshot(page, "alias-respelled");
    await page.getByRole("button", { name: "Generate Link" }).click();
    const shortUrl = `${baseUrl()}/${alias}`;
    await page.getByRole("link", { name: shortUrl }).first().waitFor();
    expect((await redirectOf(shortUrl)).location).toBe("https://wa.me/5511987654321");
  });

  it("refuses an emoji-only alias with the reason instead of making a random code", async () => {
    const page = await pageAt(session, "phone");
    await page.goto(url("/"));
    await fillPhone(page, "+44 7911 123456");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/shorten") requests.push(request.url());
    });
    await aliasField(page).fill("🥐🥐🥐");
    expect(await aliasField(page).inputValue()).toBe("🥐🥐🥐");
    const reason = 'Custom aliases may use only letters a–z, digits, _ and -, so "🥐" cannot be in one.';
    await page.getByText(`${reason} Remove it, or leave the field empty for a random code.`).waitFor();
    await page.getByRole("button", { name: "Generate Link" }).click();
    await page.getByRole("alert").filter({ hasText: reason }).waitFor();
    await screenshot(page, "alias-refused");
    expect(requests).toEqual([]);
    expect(await page.getByRole("heading", { name: "Your link is ready" }).count()).toBe(0);
  });
});

describe("dashboard new-link form", () => {
  it("refuses an alias with nothing usable on the server too, saying why", async () => {
    const page = await pageAt(session, "desktop");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await aliasField(page).fill("🥐🥐🥐");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("alert").filter({ hasText: '"🥐" cannot be in one' }).waitFor();
    expect(await page.getByRole("heading", { name: "Your link is ready" }).count()).toBe(0);

    const tail = suffix();
    await aliasField(page).fill(`Straße-${tail}`);
    expect(await aliasField(page).inputValue()).toBe(`Strasse-${tail}`);
    await page.getByText(`Your alias is Strasse-${tail}: links spell "ß" in plain letters.`).waitFor();
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    expect((await redirectOf(`${baseUrl()}/Strasse-${tail}`)).location).toBe("https://wa.me/447911123456");
  });
});
