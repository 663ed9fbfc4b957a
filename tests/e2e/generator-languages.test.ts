import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { errorMessage, generatorMessages } from "#core/error-messages";
import { baseUrl, browserForFile } from "./browser";

/**
 * The generator speaks its page's language (issue 23): its own messages, and the server's,
 * which it asks for with Accept-Language. The browser here prefers British English, so a
 * Portuguese or Arabic message can only come from the page's URL. Controls are found by
 * kind, not by label, so translated labels do not change what this test reads.
 */

const session = browserForFile();

async function open(path: string): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  // Detection runs after hydration: an enabled phone field means the page is interactive.
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="tel"]');
    return input !== null && !input.disabled;
  });
  return page;
}

function recordShortenRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/shorten") seen.push(request);
  });
  return seen;
}

async function generate(page: Page, phone: string, alias = ""): Promise<string> {
  await page.locator('input[type="tel"]').fill(phone);
  await page.locator('input[id$="-alias"]').fill(alias);
  await page.locator('form button[type="submit"]').click();
  const alert = page.getByRole("alert");
  await alert.waitFor();
  return (await alert.textContent())?.trim() ?? "";
}

describe("the generator's messages follow the page's language", () => {
  it("refuses a short alias in Portuguese on /pt-br without sending anything", async () => {
    const page = await open("/pt-br");
    const requests = recordShortenRequests(page);
    expect(await generate(page, "+44 7911 123456", "abc")).toBe(generatorMessages("pt-BR").aliasTooShort);
    expect(requests).toHaveLength(0);
  });

  it("asks the server in the page's language and shows its answer", async () => {
    const page = await open("/pt-br");
    const requests = recordShortenRequests(page);
    // The phone field's reading is asked for in the page's language too.
    const reading = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/phone");
    await page.locator('input[type="tel"]').fill("+44 7911 12");
    expect(await (await reading).headerValue("accept-language")).toBe("pt-BR");
    expect(await generate(page, "+44 7911 12")).toBe(errorMessage("invalid_phone", "pt-BR"));
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.headerValue("accept-language")).toBe("pt-BR");
  });

  it("says what it corrected in the number in Portuguese on /pt-br", async () => {
    const page = await open("/pt-br");
    await page.locator('input[type="tel"]').fill("+44 07911 123456");
    await expect.poll(() => page.getByText("Tiramos o 0 depois de +44.", { exact: true }).count()).toBe(1);
    expect(await page.getByText("We removed the 0", { exact: false }).count()).toBe(0);
    // A landline is accepted with a word of warning, in Portuguese too.
    await page.locator('input[type="tel"]').fill("+44 20 7946 0000");
    await expect.poll(() => page.getByText("Parece um telefone fixo", { exact: false }).count()).toBe(1);
  });

  it("shows a reserved alias's refusal in Arabic on /ar", async () => {
    const page = await open("/ar");
    expect(await generate(page, "+44 7911 123456", "features")).toBe(errorMessage("alias_reserved", "ar"));
  });
});

describe("the generator's ICU messages in the browser (parsed by the server, formatted by the page)", () => {
  it("counts the characters to remove with the language's plural rules and digits", async () => {
    const page = await open("/pt-br");
    const message = page.locator("textarea");
    await message.fill("a".repeat(1001));
    await expect.poll(() => page.getByText("Remova 1 caractere", { exact: false }).count()).toBe(1);
    await message.fill("a".repeat(1234 + 1000));
    await expect.poll(() => page.getByText("Remova 1.234 caracteres", { exact: false }).count()).toBe(1);
  });

  it("names a respelled alias's letters in the page's language", async () => {
    const page = await open("/es");
    await page.locator('input[id$="-alias"]').fill("café-da-manhã");
    await expect.poll(() => page.getByText("cafe-da-manha", { exact: false }).count()).toBeGreaterThan(0);
    const note = await page.locator('input[id$="-alias"]').evaluate((input) => {
      const id = input.getAttribute("aria-describedby")?.split(" ")[0];
      return id ? (document.getElementById(id)?.textContent ?? "") : "";
    });
    expect(note).not.toContain("Your alias is");
    expect(note).not.toContain("{");
  });
});
