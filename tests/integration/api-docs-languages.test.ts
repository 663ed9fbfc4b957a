import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "#core/locales";
import { SITE_PAGES } from "#core/site-pages";
import { WIDGET as PT_WIDGET } from "../../app/content/pt-br/widget";
import { WIDGET as EN_WIDGET } from "../../app/content/widget";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * The API reference in every language (issue 23): the words are the page's language, the API
 * itself (methods, paths, examples, codes) is the same bytes as in English and reads left to
 * right on the Arabic page.
 */

let server: TestServer;
beforeAll(async () => {
  server = await bootTestServer("pglite");
});
afterAll(async () => {
  await server?.stop();
});

async function page(locale: "en" | "pt-BR" | "ar", path: string = SITE_PAGES["api-docs"]): Promise<string> {
  const res = await fetch(`${server.base}${localizePath(locale, path)}`, {
    headers: { "x-forwarded-for": freshAddress() },
  });
  expect(res.status).toBe(200);
  return res.text();
}

const headingText = (html: string, tag: string, id: string) =>
  html.match(new RegExp(`<${tag} id="${id}"[^>]*>([^<]*)</${tag}>`))?.[1];
const codeBlocks = (html: string) => [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1]);
const inlineCode = (html: string) => [...html.matchAll(/<code\b[^>]*>([^<]*)<\/code>/g)].map((m) => m[1]);

describe("/docs/api in other languages", () => {
  let english = "";
  beforeAll(async () => {
    english = await page("en");
  });

  it("Brazilian Portuguese: headings and endpoints in Portuguese, no English prose left", async () => {
    const html = await page("pt-BR");
    expect(headingText(html, "h2", "keys")).toBe("Chaves");
    expect(headingText(html, "h2", "errors")).toBe("Erros");
    expect(headingText(html, "h3", "post-links")).toBe("Criar um link");
    expect(headingText(html, "h3", "get-agents")).toBe("Listar atendentes");
    expect(html).toContain("Authorization: Bearer &lt;key&gt;");
    for (const english of ["Create a link", "Every error is JSON", "Revoke a key", "Answers 201"])
      expect(html, english).not.toContain(english);
  });

  it("Arabic: headings in Arabic, every code block and inline code left to right", async () => {
    const html = await page("ar");
    expect(headingText(html, "h2", "keys")).toBe("المفاتيح");
    expect(headingText(html, "h3", "post-links")).toBe("إنشاء رابط");
    const pres = html.match(/<pre\b[^>]*>/g) ?? [];
    // Code inside a <pre> follows its block; the rest (paths, codes in the text) says it itself.
    const codes = html.replace(/<pre\b[\s\S]*?<\/pre>/g, "").match(/<code\b[^>]*>/g) ?? [];
    expect(pres.length).toBeGreaterThan(20);
    expect(pres.filter((tag) => !/\sdir="ltr"/.test(tag))).toEqual([]);
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((tag) => !/\sdir="ltr"/.test(tag))).toEqual([]);
  });

  it("keeps the examples, methods, paths and error codes byte-identical to English", async () => {
    for (const locale of ["pt-BR", "ar"] as const) {
      const html = await page(locale);
      expect(codeBlocks(html), locale).toEqual(codeBlocks(english));
      expect(inlineCode(html), locale).toEqual(inlineCode(english));
    }
    expect(codeBlocks(english).join("\n")).toContain("Idempotency-Key: flyer-2026-11");
  });
});

describe("/widget's note under the embed code", () => {
  it("is in the page's language", async () => {
    const asHtml = (text: string) => text.replaceAll("'", "&#x27;");
    const html = await page("pt-BR", SITE_PAGES.widget);
    expect(html).toContain(asHtml(PT_WIDGET.themeNote));
    expect(html).not.toContain(asHtml(EN_WIDGET.themeNote));
  });
});
