import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, hasHorizontalOverflow, interactive, pageAt } from "./browser";

/**
 * Arabic pages (issue 23), at their real addresses (/ar, /ar/faq: `<html lang="ar" dir="rtl">`):
 * the layout mirrors, fields keep their own direction, and Arabic and Devanagari letters are
 * drawn by our self-hosted faces, fetched from our origin only. Some Arabic is written into the
 * page, so the checks hold whatever part of the copy is translated yet; elements are found by
 * role and structure, not by their (translated) words.
 */

const session = browserForFile();

const ARABIC = {
  heading: "أنشئ رابط واتساب مجاني في ثوانٍ",
  question: "ما هو رابط واتساب للدردشة؟",
  message: "مرحبا، أود الاستفسار عن طلبي",
};
const HINDI = "व्हाट्सऐप लिंक मुफ़्त में बनाएं";

async function openRtl(viewport: "desktop" | "phone", path: string): Promise<Page> {
  const page = await pageAt(session, viewport);
  await page.goto(new URL(`/ar${path === "/" ? "" : path}`, baseUrl()).href);
  await interactive(page);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    "ar",
    "rtl",
  ]);
  return page;
}

/** Where the text of an element is drawn (not its box, which a block fills edge to edge). */
function textBox(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { textLeft: text.left, textRight: text.right, boxLeft: box.left, boxRight: box.right };
    });
}

/** The font files a page asked for, and any request that left its origin. */
function watchRequests(page: Page) {
  const fonts: string[] = [];
  const elsewhere: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  return { fonts, elsewhere };
}

/** The fonts Chromium really drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

describe.each(["desktop", "phone"] as const)("a right-to-left page on %s", (viewport) => {
  it("home: the header starts at the right, the generator's labels too, and nothing overflows", async () => {
    const page = await openRtl(viewport, "/");
    const width = page.viewportSize()?.width ?? 0;

    const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect(brand).not.toBeNull();
    expect((brand?.x ?? 0) + (brand?.width ?? 0) / 2).toBeGreaterThan(width / 2);

    await page.locator("h1").evaluate((h1, text) => {
      h1.textContent = text;
    }, ARABIC.heading);
    const phoneId = await page.locator('main input[type="tel"]').getAttribute("id");
    const label = await textBox(page, `label[for="${phoneId}"]`);
    expect(label.textRight).toBeGreaterThan(label.boxRight - 2);
    expect(label.textLeft).toBeGreaterThan(label.boxLeft + 20);

    // The skip link appears at the top right corner for a keyboard user.
    await page.keyboard.press("Tab");
    const skip = await page.locator("a[href='#main']").boundingBox();
    expect((skip?.x ?? 0) + (skip?.width ?? 0)).toBeGreaterThan(width - 40);

    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it("home: the phone number stays left to right; the message and its preview follow their text", async () => {
    const page = await openRtl(viewport, "/");
    const phone = page.locator('main input[type="tel"]');
    const phoneId = await phone.getAttribute("id");
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
    // Typed from the left edge, "+44" first, as on an English page.
    expect(await phone.evaluate((input) => getComputedStyle(input).textAlign)).toBe("start");
    // Said back inside an Arabic sentence, the number still starts with "+44" on its left.
    await phone.fill("+44 7911 123456");
    const reading = page.locator(`[id="${phoneId}-hint"] p:has(bdi)`);
    const plusAtLeft = await reading.evaluate((sentence, arabic) => {
      const first = sentence.firstChild;
      if (first instanceof Text) first.data = arabic;
      const number = sentence.querySelector("bdi");
      const digits = number?.firstChild;
      if (number === null || !(digits instanceof Text)) return null;
      const plus = document.createRange();
      plus.setStart(digits, 0);
      plus.setEnd(digits, 1);
      return plus.getBoundingClientRect().left - number.getBoundingClientRect().left;
    }, "يفتح محادثة مع ");
    expect(plusAtLeft).not.toBeNull();
    expect(plusAtLeft ?? 99).toBeLessThan(2);

    const message = page.locator("main textarea").first();
    expect(await message.getAttribute("dir")).toBe("auto");
    await message.fill(ARABIC.message);
    expect(await message.evaluate((area) => area.matches(":dir(rtl)"))).toBe(true);
    const bubble = page.locator("figure").filter({ hasText: ARABIC.message }).locator("[dir=auto]");
    expect(await bubble.evaluate((text) => text.matches(":dir(rtl)"))).toBe(true);

    await message.fill("Hello, is my order ready?");
    expect(await message.evaluate((area) => area.matches(":dir(ltr)"))).toBe(true);
    const english = page.locator("figure").filter({ hasText: "Hello, is my order ready?" });
    expect(await english.locator("[dir=auto]").evaluate((text) => text.matches(":dir(ltr)"))).toBe(true);
    // A sent message sits at the end edge of the chat: the left, on a right-to-left page.
    const [figure, sent] = await Promise.all([
      english.boundingBox(),
      english.locator("[dir=auto]").locator("..").boundingBox(),
    ]);
    expect((sent?.x ?? 0) - (figure?.x ?? 0)).toBeLessThan(20);

    // The counter reads "25 / 1000", not "1000 / 25".
    const counter = page.locator(`[id="${await message.getAttribute("id")}-counter"]`);
    expect(await counter.textContent()).toMatch(/^25\D+1000$/);
    const order = await counter.evaluate((element) => {
      const range = document.createRange();
      const text = element.firstChild as Text;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return range.getBoundingClientRect().left - element.getBoundingClientRect().left;
    });
    expect(order).toBeLessThan(4);
  });

  it("FAQ: questions start at the right, the arrows point the other way, and the open one down", async () => {
    const page = await openRtl(viewport, "/faq");
    const first = page.locator("main h2 button").first();
    await first
      .locator("span")
      .first()
      .evaluate((span, text) => {
        span.textContent = text;
      }, ARABIC.question);
    const question = await textBox(page, "main h2 button span");
    const button = await first.boundingBox();
    expect(question.textRight).toBeGreaterThan((button?.x ?? 0) + (button?.width ?? 0) - 40);
    const arrow = await first.locator("svg").boundingBox();
    expect(arrow?.x ?? 0).toBeLessThan(question.textLeft);

    // Closed: the arrow mirrored (points left). Open: turned to point down, as in English.
    const turns = (index: number) =>
      page
        .locator("main h2 button svg")
        .nth(index)
        .evaluate((svg) => ({ scale: getComputedStyle(svg).scale, rotate: getComputedStyle(svg).rotate }));
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await turns(0)).toEqual({ scale: "-1 1", rotate: "-90deg" });
    expect(await turns(1)).toEqual({ scale: "-1 1", rotate: "none" });
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

describe("fonts", () => {
  it("an English page downloads no font at all", async () => {
    const page = await pageAt(session, "desktop");
    const requests = watchRequests(page);
    await page.goto(new URL("/faq", baseUrl()).href);
    await interactive(page);
    await page.evaluate(() => document.fonts.ready);
    expect(requests.fonts).toEqual([]);
    expect(requests.elsewhere).toEqual([]);
  });

  it("Arabic and Devanagari letters are drawn by the self-hosted faces, from this origin only", async () => {
    const page = await pageAt(session, "desktop");
    const requests = watchRequests(page);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refused.push(message.text());
    });
    await page.goto(new URL("/ar", baseUrl()).href);
    await interactive(page);
    await page.evaluate(
      ({ arabic, hindi }) => {
        const h1 = document.querySelector("h1");
        if (h1 !== null) h1.textContent = arabic;
        const line = document.createElement("p");
        line.id = "hindi";
        line.lang = "hi";
        line.textContent = hindi;
        h1?.after(line);
      },
      { arabic: ARABIC.heading, hindi: HINDI },
    );
    await page.evaluate(() => document.fonts.ready);

    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    );
    expect(loaded).toEqual(expect.arrayContaining(["ChatLink Arabic", "ChatLink Devanagari"]));
    expect(await renderedFonts(page, "h1")).toContain("Noto Sans Arabic");
    expect(await renderedFonts(page, "#hindi")).toContain("Noto Sans Devanagari");

    const origin = new URL(baseUrl()).origin;
    expect(requests.fonts.length).toBe(2);
    for (const font of requests.fonts) {
      expect(new URL(font).origin).toBe(origin);
      expect(new URL(font).pathname).toMatch(/^\/assets\/.+\.woff2$/);
    }
    expect(requests.elsewhere).toEqual([]);
    expect(refused).toEqual([]);
  });
});
