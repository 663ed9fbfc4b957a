import { describe, expect, it } from "vitest";
import { API_ERRORS, GENERATOR_MESSAGES } from "#core/errors";
import { axeViolations, baseUrl, hasHorizontalOverflow, type ViewportName } from "./browser";

import {
  alertBox,
  alertText,
  aliasField,
  generate,
  generateButton,
  heldRoute,
  messageField,
  open,
  phoneField,
  recordShortenRequests,
  uniqueAlias,
  waitForDetection,
  waitForResult,
} from "./generator-page";

/** The generator's suite at one size; one file per size, so the two run side by side. */
export function describeGenerator(viewport: ViewportName): void {
  describe(`generator on ${viewport}`, () => {
    describe("country detection", () => {
      it("disables the phone field while detecting, then prefills the calling code and shows the country", async () => {
        const geo = heldRoute();
        const page = await open(viewport, {
          ready: false,
          before: (p) => p.route("**/api/geo", geo.handler),
        });
        await geo.arrived;
        expect(await phoneField(page).isDisabled()).toBe(true);
        await page.getByText("Detecting your country...").waitFor();
        geo.release();
        await waitForDetection(page);
        expect(await phoneField(page).inputValue()).toBe("+44 ");
        await page.getByText("United Kingdom").waitFor();
        expect(await page.locator('img[src="/flags/gb.svg"]').count()).toBe(1);
        expect(await page.getByText("Detecting your country...").count()).toBe(0);
      });

      for (const status of [404, 500]) {
        it(`leaves an empty, usable field and shows nothing when /api/geo answers ${status}`, async () => {
          const logged: string[] = [];
          const page = await open(viewport, {
            before: async (p) => {
              p.on("console", (message) => {
                if (message.type() === "error") logged.push(message.text());
              });
              await p.route("**/api/geo", (route) =>
                route.fulfill({
                  status,
                  contentType: "application/json",
                  body: JSON.stringify({ error: status === 404 ? "country_unknown" : "internal_error" }),
                }),
              );
            },
          });
          expect(await phoneField(page).isEnabled()).toBe(true);
          expect(await phoneField(page).inputValue()).toBe("");
          expect(await alertBox(page).count()).toBe(0);
          expect(await page.getByText("Detecting your country...").count()).toBe(0);
          await expect
            .poll(() => logged.some((text) => text.includes("Country detection failed")))
            .toBe(true);
          await phoneField(page).fill("+44 7911 123456");
          await page.getByText("United Kingdom").waitFor();
        });
      }

      it("gives up on a lookup that never answers and leaves the field usable", async () => {
        const page = await open(viewport, {
          ready: false,
          // Never answered: the route is simply not continued.
          before: (p) => p.route("**/api/geo", () => {}),
        });
        await page.getByText("Detecting your country...").waitFor();
        await page.waitForFunction(
          () => !document.querySelector<HTMLInputElement>('input[type="tel"]')?.disabled,
          null,
          {
            timeout: 15_000,
          },
        );
        expect(await phoneField(page).inputValue()).toBe("");
        expect(await alertBox(page).count()).toBe(0);
      });

      it("lets a full international number typed after the untouched prefill replace it", async () => {
        const page = await open(viewport);
        expect(await phoneField(page).inputValue()).toBe("+44 ");
        await phoneField(page).press("End");
        await phoneField(page).pressSequentially("+1 876 555 0100");
        expect(await phoneField(page).inputValue()).toBe("+1 876 555 0100");
        await page.getByText("Jamaica").waitFor();
      });

      it("re-matches the country as the number is typed, longest prefix first", async () => {
        const page = await open(viewport);
        await phoneField(page).fill("");
        await phoneField(page).pressSequentially("+1 876 555 0100");
        await page.getByText("Jamaica").waitFor();
        expect(await page.locator('img[src="/flags/jm.svg"]').count()).toBe(1);

        await phoneField(page).fill("+1 212 555 0100");
        await page.getByText("United States").waitFor();

        await phoneField(page).fill("+44 7911 123456");
        await page.getByText("United Kingdom").waitFor();
        expect(await page.locator('img[src="/flags/gb.svg"]').count()).toBe(1);

        // Without a + the detected country is the number's (issue 10): read as the server will read it.
        await phoneField(page).fill("07911 123456");
        await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
        await page.getByText("We added +44 for United Kingdom and removed the leading 0.").waitFor();
        expect(await page.locator('img[src="/flags/gb.svg"]').count()).toBe(1);
      });
    });

    describe("inputs", () => {
      it("strips every alias character but letters, digits, _ and -, keeping the caret in place", async () => {
        const page = await open(viewport);
        const alias = aliasField(page);
        await alias.pressSequentially("my shop!@#_2024-é.x");
        // Accented letters are respelled (issue 21 item 19), other characters vanish.
        expect(await alias.inputValue()).toBe("myshop_2024-ex");

        await alias.fill("abcdef");
        await alias.press("End");
        for (let i = 0; i < 3; i++) await alias.press("ArrowLeft");
        await alias.pressSequentially("! Z");
        expect(await alias.inputValue()).toBe("abcZdef");
        expect(await alias.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
      });

      it("wraps the selection in each style's markers and keeps it selected in the textarea", async () => {
        const page = await open(viewport);
        const message = messageField(page);
        const cases = [
          ["Bold", "*"],
          ["Italic", "_"],
          ["Strikethrough", "~"],
          ["Monospace", "```"],
        ] as const;
        for (const [name, marker] of cases) {
          await message.fill("hello world");
          await message.evaluate((textarea: HTMLTextAreaElement) => textarea.setSelectionRange(6, 11));
          await page.getByRole("button", { name, exact: true }).click();
          expect(await message.inputValue()).toBe(`hello ${marker}world${marker}`);
          const state = await message.evaluate((textarea: HTMLTextAreaElement) => ({
            focused: document.activeElement === textarea,
            selected: textarea.value.slice(textarea.selectionStart, textarea.selectionEnd),
          }));
          expect(state).toEqual({ focused: true, selected: "world" });
        }
      });

      it("inserts an empty marker pair with the caret between when nothing is selected", async () => {
        const page = await open(viewport);
        const message = messageField(page);
        await message.fill("Hi ");
        await message.evaluate((textarea: HTMLTextAreaElement) => textarea.setSelectionRange(3, 3));
        await page.getByRole("button", { name: "Bold", exact: true }).click();
        expect(await message.inputValue()).toBe("Hi **");
        await page.keyboard.type("there");
        expect(await message.inputValue()).toBe("Hi *there*");

        await message.fill("");
        await page.getByRole("button", { name: "Monospace", exact: true }).click();
        await page.keyboard.type("x");
        expect(await message.inputValue()).toBe("```x```");
      });

      it("counts characters as people do, politely, and warns over the limit without sending", async () => {
        const page = await open(viewport);
        const counter = page.getByText("0 / 1000", { exact: true });
        await counter.waitFor();
        expect(await counter.getAttribute("aria-live")).toBe("polite");
        await messageField(page).fill("Hi 👋");
        await page.getByText("4 / 1000", { exact: true }).waitFor();

        const requests = recordShortenRequests(page);
        await messageField(page).fill("x".repeat(1001));
        await page.getByText("1001 / 1000", { exact: true }).waitFor();
        await page.getByText("Remove 1 character", { exact: false }).waitFor();
        const warningId = await generateButton(page).getAttribute("aria-describedby");
        expect(await page.locator(`[id="${warningId}"]`).textContent()).toContain("Remove 1 character");
        await phoneField(page).fill("+44 7911 123456");
        await generateButton(page).click();
        expect(await alertText(page)).toBe(API_ERRORS.message_too_long);
        expect(requests).toHaveLength(0);
      });

      it("previews the message as WhatsApp formats it, only when there is one", async () => {
        const page = await open(viewport);
        expect(await page.getByText("Message preview").count()).toBe(0);
        await messageField(page).fill("*Hello* _there_ ~old~ ```code```");
        const preview = page.locator("figure", { hasText: "Message preview" });
        await preview.waitFor();
        expect(await preview.locator("strong").textContent()).toBe("Hello");
        expect(await preview.locator("em").textContent()).toBe("there");
        expect(await preview.locator("s").textContent()).toBe("old");
        expect(await preview.locator("code").textContent()).toBe("code");
        await messageField(page).fill("   ");
        expect(await page.getByText("Message preview").count()).toBe(0);
      });
    });

    describe("checks before any request", () => {
      it("disables Generate for a blank phone, and Enter explains why without sending", async () => {
        const page = await open(viewport);
        const requests = recordShortenRequests(page);
        for (const blank of ["", "   ", "+"]) {
          await phoneField(page).fill(blank);
          expect(await generateButton(page).isDisabled()).toBe(true);
        }
        await phoneField(page).fill("");
        await phoneField(page).press("Enter");
        expect(await alertText(page)).toBe(GENERATOR_MESSAGES.emptyPhone);
        expect(requests).toHaveLength(0);
      });

      it("refuses an alias under 5 characters without sending", async () => {
        const page = await open(viewport);
        const requests = recordShortenRequests(page);
        await generate(page, { phone: "+44 7911 123456", alias: "abcd" });
        expect(await alertText(page)).toBe(GENERATOR_MESSAGES.aliasTooShort);
        expect(requests).toHaveLength(0);
      });

      it("puts the error box above the generate button", async () => {
        const page = await open(viewport);
        await generate(page, { phone: "+44 7911 123456", alias: "abc" });
        await alertBox(page).waitFor();
        const alertBottom = (await alertBox(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        const buttonTop = (await generateButton(page).boundingBox())?.y ?? 0;
        expect(alertBottom).toBeLessThan(buttonTop);
      });
    });

    describe("generating", () => {
      it("creates a short link that redirects to the WhatsApp chat, with a loaded 300 px QR image", async () => {
        const page = await open(viewport);
        const alias = uniqueAlias("e2e");
        const message = "Hello *there* & welcome ✓";
        await generate(page, { phone: "+44 7911 123456", alias, message });
        const shortUrl = `${baseUrl()}/${alias}`;
        await waitForResult(page, shortUrl);

        expect(await page.getByText(shortUrl, { exact: true }).count()).toBe(1);
        expect(await page.getByText("Your Link Will Appear Here").count()).toBe(0);
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
        expect(focused).toBe("Your link is ready");

        const qr = page.getByRole("img", { name: /QR/ });
        expect(await qr.getAttribute("src")).toBe(
          `/api/qr?data=${encodeURIComponent(shortUrl)}&size=300x300`,
        );
        expect(await qr.getAttribute("width")).toBe("256");
        await expect
          .poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
          .toBe(300);

        const redirect = await fetch(shortUrl, { redirect: "manual" });
        expect(redirect.status).toBe(302);
        expect(redirect.headers.get("location")).toBe(
          `https://wa.me/447911123456?text=${encodeURIComponent(message)}`,
        );

        const openLink = page.getByRole("link", { name: "Open in WhatsApp" });
        expect(await openLink.getAttribute("href")).toBe(shortUrl);
        expect(await openLink.getAttribute("target")).toBe("_blank");
        expect(await openLink.getAttribute("rel")).toContain("noopener");
        for (const [name, format] of [
          ["Download PNG", /size=\d+x\d+&download=1$/],
          ["Download SVG", /&format=svg&download=1$/],
        ] as const) {
          const href = (await page.getByRole("link", { name }).getAttribute("href")) ?? "";
          expect(href).toMatch(/^\/api\/qr\?data=/);
          expect(href).toMatch(format);
          const download = await fetch(new URL(href, baseUrl()));
          expect(download.status).toBe(200);
          expect(download.headers.get("content-disposition") ?? "").toContain("attachment");
        }
      });

      it("creates a random code when no alias is given", async () => {
        const page = await open(viewport);
        await generate(page, { phone: "+1 876 555 0100" });
        const link = page.getByRole("link", { name: new RegExp(`^${baseUrl()}/[A-Za-z0-9_-]+$`) });
        await link.waitFor();
        const redirect = await fetch((await link.getAttribute("href")) ?? "", { redirect: "manual" });
        expect(redirect.headers.get("location")).toBe("https://wa.me/18765550100");
      });

      it("shows the documented message when the alias is taken", async () => {
        const alias = uniqueAlias("taken");
        const first = await fetch(new URL("/api/shorten", baseUrl()), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ phone: "+44 7911 123456", alias }),
        });
        expect(first.status).toBe(201);
        const page = await open(viewport);
        await generate(page, { phone: "+44 7911 654321", alias });
        expect(await alertText(page)).toBe(GENERATOR_MESSAGES.aliasUnavailable);
      });

      it("passes on the server's advice for a number it cannot use", async () => {
        const page = await open(viewport);
        await generate(page, { phone: "+44 79" });
        expect(await alertText(page)).toContain("country code");
      });

      it("explains that a reserved word cannot be an alias", async () => {
        const page = await open(viewport);
        await generate(page, { phone: "+44 7911 123456", alias: "features" });
        expect(await alertText(page)).toBe(API_ERRORS.alias_reserved);
      });

      it("shows the documented failure message when the network fails", async () => {
        const page = await open(viewport, {
          before: (p) => p.route("**/api/shorten", (route) => route.abort("failed")),
        });
        await generate(page, { phone: "+44 7911 123456" });
        expect(await alertText(page)).toBe(GENERATOR_MESSAGES.requestFailed);
        expect(await generateButton(page).isEnabled()).toBe(true);
        // The keyboard user is back on the button, ready to try again.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe("Generate Link");
      });

      it("shows the documented failure message for a non-OK answer without a known code", async () => {
        const page = await open(viewport, {
          before: (p) =>
            p.route("**/api/shorten", (route) => route.fulfill({ status: 502, body: "Bad Gateway" })),
        });
        await generate(page, { phone: "+44 7911 123456" });
        expect(await alertText(page)).toBe(GENERATOR_MESSAGES.requestFailed);
      });

      it("tells a rate-limited visitor how long to wait", async () => {
        const page = await open(viewport, {
          before: (p) =>
            p.route("**/api/shorten", (route) =>
              route.fulfill({
                status: 429,
                headers: { "Retry-After": "30" },
                contentType: "application/json",
                body: JSON.stringify({ error: "rate_limited", message: "Too many links." }),
              }),
            ),
        });
        await generate(page, { phone: "+44 7911 123456" });
        expect(await alertText(page)).toBe(
          "You've created a lot of links in a short time. Please wait 30 seconds and try again.",
        );
      });

      it("reads Generating..., disabled and busy while the request runs", async () => {
        const shorten = heldRoute();
        const page = await open(viewport, { before: (p) => p.route("**/api/shorten", shorten.handler) });
        await generate(page, { phone: "+44 7911 123456" });
        await shorten.arrived;
        const busyButton = page.getByRole("button", { name: "Generating..." });
        await busyButton.waitFor();
        expect(await busyButton.isDisabled()).toBe(true);
        expect(await page.locator("form[aria-busy='true']").count()).toBe(1);
        shorten.release();
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        expect(await page.getByRole("button", { name: "Generate Link" }).isEnabled()).toBe(true);
        expect(await page.locator("form[aria-busy='true']").count()).toBe(0);
      });

      it("clears the previous result and error when generating again", async () => {
        const page = await open(viewport);
        await generate(page, { phone: "+44 7911 123456" });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));

        const shorten = heldRoute();
        await page.route("**/api/shorten", shorten.handler);
        // Other inputs: the same ones give back the same link without a request (issue 10 item 7).
        await messageField(page).fill("Again");
        await generateButton(page).click();
        await shorten.arrived;
        await page.getByText("Your Link Will Appear Here").waitFor();
        expect(await page.getByRole("img", { name: /QR/ }).count()).toBe(0);
        shorten.release();
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        await page.unroute("**/api/shorten");

        await aliasField(page).fill("abc");
        await generateButton(page).click();
        await alertBox(page).waitFor();
        expect(await page.getByText("Your Link Will Appear Here").count()).toBe(1);

        await aliasField(page).fill("");
        await generateButton(page).click();
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        expect(await alertBox(page).count()).toBe(0);
      });
    });

    describe("result", () => {
      it("copies the short link and reads Copied! for about 2 seconds", async () => {
        const page = await open(viewport, { permissions: ["clipboard-read", "clipboard-write"] });
        const alias = uniqueAlias("copy");
        await generate(page, { phone: "+44 7911 123456", alias });
        const shortUrl = `${baseUrl()}/${alias}`;
        await waitForResult(page, shortUrl);
        await page.getByRole("button", { name: "Copy Link" }).click();
        await page.getByRole("button", { name: "Copied!" }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
        await page.getByRole("button", { name: "Copy Link" }).waitFor({ timeout: 5000 });
        expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
      });

      it("keeps Copied! for 2 seconds of page time, not less", async () => {
        const page = await open(viewport, {
          permissions: ["clipboard-read", "clipboard-write"],
          before: (p) => p.clock.install(),
        });
        await generate(page, { phone: "+44 7911 123456" });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        await page.getByRole("button", { name: "Copy Link" }).click();
        await page.getByRole("button", { name: "Copied!" }).waitFor();
        await page.clock.fastForward(1500);
        expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(1);
        await page.clock.fastForward(600);
        await page.getByRole("button", { name: "Copy Link" }).waitFor();
      });

      it("selects the link text and says to press Ctrl+C when every way to copy is refused", async () => {
        const logged: string[] = [];
        const page = await open(viewport, {
          before: async (p) => {
            p.on("console", (message) => {
              if (message.type() === "error") logged.push(message.text());
            });
            await p.addInitScript(() => {
              Object.defineProperty(navigator, "clipboard", {
                value: { writeText: () => Promise.reject(new Error("denied")) },
              });
              document.execCommand = () => false;
            });
          },
        });
        await generate(page, { phone: "+44 7911 123456" });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        await page.getByRole("button", { name: "Copy Link" }).click();
        await expect
          .poll(() => page.evaluate(() => window.getSelection()?.toString() ?? ""))
          .toMatch(/^http/);
        // Visible, not only logged (issue 10 item 7): the visitor is told how to copy it.
        await page.getByText("press Ctrl+C", { exact: false }).waitFor();
        expect(logged.some((text) => text.includes("Copying the link failed"))).toBe(true);
        expect(await alertBox(page).count()).toBe(0);
        expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
      });

      it("copies the selected link another way when only the clipboard API is refused", async () => {
        const page = await open(viewport, {
          before: (p) =>
            p.addInitScript(() => {
              Object.defineProperty(navigator, "clipboard", {
                value: { writeText: () => Promise.reject(new Error("denied")) },
              });
              const copied: string[] = [];
              (window as unknown as { copied: string[] }).copied = copied;
              document.execCommand = (command: string) => {
                copied.push(`${command}:${window.getSelection()?.toString() ?? ""}`);
                return true;
              };
            }),
        });
        await generate(page, { phone: "+44 7911 123456" });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        const shortUrl =
          (await page
            .getByRole("link", { name: new RegExp(`^${baseUrl()}/`) })
            .first()
            .textContent()) ?? "";
        await page.getByRole("button", { name: "Copy Link" }).click();
        await page.getByRole("button", { name: "Copied!" }).waitFor();
        expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
          `copy:${shortUrl}`,
        ]);
        expect(await page.getByText("press Ctrl+C", { exact: false }).count()).toBe(0);
      });
    });

    describe("quality", () => {
      for (const colorScheme of ["light", "dark"] as const) {
        it(`has no axe-core violations with and without a result (${colorScheme})`, async () => {
          const page = await open(viewport, { colorScheme });
          expect(await axeViolations(page)).toEqual([]);
          await generate(page, { phone: "+44 7911 123456", message: "Hi *there*", alias: "ab" });
          await alertBox(page).waitFor();
          expect(await axeViolations(page)).toEqual([]);
          await aliasField(page).fill("");
          await generateButton(page).click();
          await waitForResult(page, new RegExp(`^${baseUrl()}/`));
          await page
            .getByRole("img", { name: /QR/ })
            .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      it("never scrolls sideways, even with a long message and a result", async () => {
        const page = await open(viewport);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await generate(page, {
          phone: "+44 7911 123456",
          alias: uniqueAlias("a-rather-long-alias-to-stress-the-layout"),
          message: `${"longwordwithoutanyspaces".repeat(8)}\n*bold* _italic_`,
        });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        expect(await hasHorizontalOverflow(page)).toBe(false);
      });

      it("works with the keyboard alone", async () => {
        const page = await open(viewport);
        await phoneField(page).focus();
        await page.keyboard.press("End");
        await page.keyboard.type("7911 123456");
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(
          await aliasField(page).getAttribute("id"),
        );
        await page.keyboard.press("Enter");
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        await page.getByRole("button", { name: "Copy Link" }).focus();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Copy Link");
      });
    });

    describe("/widget-embed", () => {
      it("shows the generator alone, with no header or footer, and opens links in a new tab", async () => {
        const page = await open(viewport, { path: "/widget-embed" });
        expect(await page.getByRole("banner").count()).toBe(0);
        expect(await page.getByRole("contentinfo").count()).toBe(0);
        expect(await page.getByRole("navigation").count()).toBe(0);
        expect(await phoneField(page).inputValue()).toBe("+44 ");
        await generate(page, { phone: "+44 7911 123456" });
        await waitForResult(page, new RegExp(`^${baseUrl()}/`));
        const links = await page
          .locator("a[href]")
          .evaluateAll((anchors) =>
            anchors
              .filter((a) => !(a as HTMLAnchorElement).hasAttribute("download"))
              .map((a) => (a as HTMLAnchorElement).target),
          );
        expect(links.length).toBeGreaterThan(0);
        expect(links.every((target) => target === "_blank")).toBe(true);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        // Host pages give the frame anything from 320 px up.
        for (const width of [320, 400]) {
          await page.setViewportSize({ width, height: 600 });
          expect(await hasHorizontalOverflow(page)).toBe(false);
        }
      });
    });
  });
}
