import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { baseUrl, browserForFile, hydrated, pageAt, screenshot, url } from "./browser";
import { fillPhone, redirectOf } from "./links";

/**
 * A WhatsApp link pasted into the phone field (issue 21 item 17) gives its number and,
 * when the message field is empty, its message: on the generator and the dashboard.
 */

const session = browserForFile();

const phoneField = (page: Page) => page.getByLabel("Phone Number", { exact: true });
const messageField = (page: Page) => page.getByLabel("Custom Message", { exact: true });

/** As a paste after the untouched +44 prefill: the text arrives at the caret in one input event. */
async function pasteIntoPhone(page: Page, text: string): Promise<void> {
  const field = phoneField(page);
  await expect.poll(() => field.isEnabled()).toBe(true);
  await expect.poll(() => field.inputValue()).toBe("+44 ");
  await field.click();
  await page.keyboard.press("End");
  await page.keyboard.insertText(text);
}

describe("generator", () => {
  it("takes the number and the message out of a pasted wa.me link, and the link opens that chat", async () => {
    const page = await pageAt(session, "desktop");
    await page.goto(url("/"));
    await pasteIntoPhone(page, "https://wa.me/447911123456?text=Hi%20there");
    expect(await phoneField(page).inputValue()).toBe("+447911123456");
    expect(await messageField(page).inputValue()).toBe("Hi there");
    await page.getByText("We took the number and the message out of the WhatsApp link.").waitFor();
    await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
    await screenshot(page, "pasted-link-generator");

    const alias = `paste-${randomBytes(4).toString("hex")}`;
    await page.getByLabel("Custom Alias", { exact: true }).fill(alias);
    await page.getByRole("button", { name: "Generate Link" }).click();
    const shortUrl = `${baseUrl()}/${alias}`;
    await page.getByRole("link", { name: shortUrl }).first().waitFor();
    expect((await redirectOf(shortUrl)).location).toBe("https://wa.me/447911123456?text=Hi%20there");
  });

  it("keeps a message already written, and reads links without https:// and whatsapp://send", async () => {
    const page = await pageAt(session, "phone");
    await page.goto(url("/"));
    await expect.poll(() => phoneField(page).isEnabled()).toBe(true);
    await messageField(page).fill("My own words");
    await phoneField(page).fill("api.whatsapp.com/send?phone=447911123456&text=Theirs");
    expect(await phoneField(page).inputValue()).toBe("+447911123456");
    expect(await messageField(page).inputValue()).toBe("My own words");
    await page
      .getByText("We took the number out of the WhatsApp link and kept the message you wrote.")
      .waitFor();

    await phoneField(page).fill("whatsapp://send?phone=5511987654321");
    expect(await phoneField(page).inputValue()).toBe("+5511987654321");
    await page.getByText("We took the number out of the WhatsApp link.", { exact: true }).waitFor();
    await page.getByText(/^Opens a chat with \+55 11 98765.4321 · Brazil$/).waitFor();
    // Typing again is a number again: the note goes.
    await phoneField(page).fill("+447911123456");
    await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
    expect(await page.getByText("out of the WhatsApp link").count()).toBe(0);
  });
});

describe("dashboard new-link form", () => {
  it("takes the number and the message out of a pasted link, and saves them", async () => {
    const page = await pageAt(session, "desktop");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "wa.me/447911123456?text=Hello%20from%20the%20shop");
    expect(await phoneField(page).inputValue()).toBe("+447911123456");
    expect(await messageField(page).inputValue()).toBe("Hello from the shop");
    await page.getByText("We took the number and the message out of the WhatsApp link.").waitFor();
    await screenshot(page, "pasted-link-dashboard");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    const shortUrl = (await page.locator(`a[href^="${baseUrl()}/"]`).first().textContent())?.trim() ?? "";
    expect((await redirectOf(shortUrl)).location).toBe(
      "https://wa.me/447911123456?text=Hello%20from%20the%20shop",
    );
  });
});
