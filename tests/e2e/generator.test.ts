import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { EMBED_FRAME_HEIGHT, embedCode, embedIframeHtml, embedResizeScript } from "../../app/lib/embed-code";
import { baseUrl } from "./browser";

import {
  generate,
  generateButton,
  heldRoute,
  messageField,
  open,
  phoneField,
  recordShortenRequests,
  session,
} from "./generator-page";

/**
 * The link generator on `/` and `/widget-embed`, in a real Chromium against the
 * real built server (see global-setup.ts); the suite at each size is in generator-desktop.test.ts
 * and generator-phone.test.ts (generator-viewport.ts).
 */

it("renders the detecting state in the server's HTML, before any script runs", async () => {
  const html = await (await fetch(new URL("/", baseUrl()))).text();
  expect(html).toContain("Detecting your country...");
  expect(html).toMatch(/<input[^>]*type="tel"[^>]*disabled=""/);
  expect(html).toContain("Your Link Will Appear Here");
});

/** Issue 10 items 4 and 7: what the generator will dial, before the link exists, and never a stale result. */
describe("what it will dial, and never a stale result", () => {
  it("shows the correction for a trunk-0 number, and the link it makes opens that chat", async () => {
    const page = await open("desktop");
    await phoneField(page).fill("+44 07911 123456");
    await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
    await page.getByText("We removed the 0 after +44.").waitFor();
    expect(await page.locator('img[src="/flags/gb.svg"]').count()).toBe(1);
    await generateButton(page).click();
    const link = page.getByRole("link", { name: new RegExp(`^${baseUrl()}/`) }).first();
    await link.waitFor();
    const redirect = await fetch((await link.getAttribute("href")) ?? "", { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("https://wa.me/447911123456");
  });

  it("says why a number is refused before Generate, and warns about a landline", async () => {
    const page = await open("phone");
    const requests = recordShortenRequests(page);
    await phoneField(page).fill("+44 7911 12345");
    await page
      .getByText("United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.")
      .waitFor();
    await phoneField(page).fill("+44 20 7946 0958");
    await page.getByText("This looks like a landline", { exact: false }).waitFor();
    await page.getByText("Opens a chat with +44 20 7946 0958 · United Kingdom").waitFor();
    expect(requests).toHaveLength(0);
  });

  it("never shows the reading of a number that is no longer typed", async () => {
    const held = heldRoute();
    const page = await open("desktop", {
      before: (p) => p.route((u) => u.pathname === "/api/phone" && u.search.includes("12345"), held.handler),
    });
    await phoneField(page).fill("+44 7911 12345");
    await held.arrived;
    await phoneField(page).fill("+1 876 555 0100");
    await page.getByText("Opens a chat with +1 876 555 0100 · Jamaica").waitFor();
    held.release();
    // The overtaken request was aborted; its answer, had it come, is not for what is typed.
    await page.waitForTimeout(500);
    expect(await page.getByText("this one has 9", { exact: false }).count()).toBe(0);
    await page.getByText("Opens a chat with +1 876 555 0100 · Jamaica").waitFor();
  });

  it("lets a country be chosen from a searchable list with the keyboard, and sends it", async () => {
    const page = await open("desktop", {
      before: (p) =>
        p.route("**/api/geo", (route) =>
          route.fulfill({
            status: 404,
            contentType: "application/json",
            body: '{"error":"country_unknown"}',
          }),
        ),
    });
    await phoneField(page).fill("07911 123456");
    await page.getByText("This number has no country code", { exact: false }).waitFor();
    const picker = page.getByRole("button", { name: /Choose the country/ });
    await picker.focus();
    await page.keyboard.press("Enter");
    const search = page.getByRole("combobox", { name: "Search countries" });
    await search.waitFor();
    await page.keyboard.type("united k");
    expect(await page.getByRole("option").first().textContent()).toContain("United Kingdom");
    await page.keyboard.press("Enter");
    expect(await search.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toContain(
      "United Kingdom",
    );
    await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
    const requests = recordShortenRequests(page);
    await generateButton(page).click();
    const link = page.getByRole("link", { name: new RegExp(`^${baseUrl()}/`) }).first();
    await link.waitFor();
    expect(requests[0]?.postDataJSON()).toMatchObject({ phone: "07911 123456", country: "GB" });
    const redirect = await fetch((await link.getAttribute("href")) ?? "", { redirect: "manual" });
    expect(redirect.headers.get("location")).toBe("https://wa.me/447911123456");

    // By calling code too; Escape closes and gives focus back.
    await picker.click();
    await page.keyboard.type("+49");
    expect(await page.getByRole("option").allTextContents()).toEqual(["Germany+49"]);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("combobox").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("listbox");
  });

  it("marks the link out of date when the inputs change, and gives back the same link for the same inputs", async () => {
    const page = await open("desktop");
    const requests = recordShortenRequests(page);
    await generate(page, { phone: "+44 7911 123456", message: "Hi" });
    const link = page.getByRole("link", { name: new RegExp(`^${baseUrl()}/`) }).first();
    await link.waitFor();
    const first = await link.getAttribute("href");
    expect(await page.getByRole("heading", { name: "Your link is ready" }).count()).toBe(1);

    await messageField(page).fill("Hello");
    await page.getByRole("heading", { name: "Out of date" }).waitFor();
    await page.getByText("it still opens the old chat", { exact: false }).waitFor();
    await messageField(page).fill("Hi");
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await phoneField(page).fill("+44 7911 123457");
    await page.getByRole("heading", { name: "Out of date" }).waitFor();
    await phoneField(page).fill("+44 7911 123456");

    await generateButton(page).click();
    await page.getByText("Same details as before", { exact: false }).waitFor();
    expect(await link.getAttribute("href")).toBe(first);
    expect(requests).toHaveLength(1);

    await messageField(page).fill("Hello");
    await generateButton(page).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await expect.poll(() => link.getAttribute("href")).not.toBe(first);
    expect(requests).toHaveLength(2);
  });

  it("applies bold and italic with Ctrl+B and Ctrl+I (Cmd on a Mac) in the message box", async () => {
    const page = await open("desktop");
    const message = messageField(page);
    await message.fill("hello world");
    await message.evaluate((textarea: HTMLTextAreaElement) => textarea.setSelectionRange(6, 11));
    await message.press("Control+b");
    expect(await message.inputValue()).toBe("hello *world*");
    await message.press("Meta+i");
    expect(await message.inputValue()).toBe("hello *_world_*");
    await message.press("Control+u");
    expect(await message.inputValue()).toBe("hello *_world_*");
  });

  describe.each([
    ["1280", { width: 1280, height: 800 }],
    ["390", { width: 390, height: 844 }],
  ] as const)("embedded on another site at %s px", (_name, viewport) => {
    it("grows its frame to fit, stays light in dark mode, and copies the link", async () => {
      const host = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title><body style="margin:0;padding:16px;background:#fff"><h1>Shop</h1>${embedCode(baseUrl())}</body>`;
      const embedder = createServer((_request, response) => {
        response.writeHead(200, { "Content-Type": "text/html" }).end(host);
      });
      await new Promise<void>((resolve) => embedder.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = embedder.address() as AddressInfo;
        const context = await session.newContext({ viewport, colorScheme: "dark", locale: "en-GB" });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const frame = page.frameLocator("iframe");
        const iframe = page.locator("iframe");
        const fits = () =>
          page.frames()[1]?.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
        await frame.getByLabel("Phone Number", { exact: true }).waitFor();
        await expect.poll(fits).toBe(true);
        const generateBottom = await frame
          .getByRole("button", { name: /Generat/ })
          .evaluate((b) => b.getBoundingClientRect().bottom);
        expect(generateBottom).toBeLessThanOrEqual((await iframe.boundingBox())?.height ?? 0);

        // Light on a light page, whatever the visitor's scheme (docs/decisions/0102).
        expect(await page.frames()[1]?.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          "rgb(255, 255, 255)",
        );

        await frame.getByLabel("Phone Number", { exact: true }).fill("+44 07911 123456");
        await frame.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
        await frame.getByRole("button", { name: /Generat/ }).click();
        await frame.getByRole("button", { name: "Copy Link" }).waitFor();
        await expect.poll(fits).toBe(true);
        await frame.getByRole("button", { name: "Copy Link" }).click();
        // Either copied (the frame is allowed clipboard-write) or the visible fallback: never silence.
        await frame
          .getByText(/Copied!|press Ctrl\+C/)
          .first()
          .waitFor();
      } finally {
        embedder.close();
      }
    });
  });

  it("grows its frame when the page runs the pasted script late, after the frame has loaded", async () => {
    // A site builder that defers scripts: the frame has hydrated and posted its height before anyone listens.
    const script = embedResizeScript(baseUrl())
      .replace(/^<script>/, "")
      .replace(/<\/script>$/, "");
    const late = `document.querySelector("iframe").addEventListener("load", function () { setTimeout(function () { var s = document.createElement("script"); s.textContent = ${JSON.stringify(script)}; document.body.appendChild(s); document.title = "late"; }, 1500); });`;
    const host = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title><body style="margin:0">${embedIframeHtml(baseUrl()).replace(' loading="lazy"', "")}<script>${late}</script></body>`;
    const embedder = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" }).end(host);
    });
    await new Promise<void>((resolve) => embedder.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = embedder.address() as AddressInfo;
      const context = await session.newContext({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.frameLocator("iframe").getByLabel("Phone Number", { exact: true }).waitFor();
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe("late");
      await expect
        .poll(
          () => page.locator("iframe").evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(EMBED_FRAME_HEIGHT);
      expect(
        await page
          .frames()[1]
          ?.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1),
      ).toBe(true);
    } finally {
      embedder.close();
    }
  });
});
