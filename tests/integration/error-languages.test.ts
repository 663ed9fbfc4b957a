import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "#core/error-messages";
import { API_ERRORS } from "#core/errors";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * Error messages follow the caller's Accept-Language (issue 23): the `error` code stays the
 * same for programs, the `message` a person reads is in their language, English otherwise.
 */
describe("error messages in the caller's language", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function shorten(body: unknown, language?: string) {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": freshAddress(),
    };
    if (language !== undefined) headers["accept-language"] = language;
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  async function withoutKey(language?: string) {
    const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
    if (language !== undefined) headers["accept-language"] = language;
    const res = await fetch(`${server.base}/api/v1/workspace`, { headers });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  const badPhone = { phone: "12" };

  it("answers a bad phone in Brazilian Portuguese when asked, with the same code", async () => {
    const answer = await shorten(badPhone, "pt-BR");
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "invalid_phone", message: errorMessage("invalid_phone", "pt-BR") });
    expect(answer.body.message).toContain("código do país");
    expect(answer.headers.get("content-language")).toBe("pt-BR");
    expect(answer.headers.get("vary")).toContain("Accept-Language");
  });

  it("keeps the English answer as it was without a language we write, or with English", async () => {
    const none = await shorten(badPhone);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe("invalid_phone");
    expect(none.headers.get("content-language")).toBe("en");
    for (const language of ["en-GB", "fr-FR, de;q=0.8", "pt;q=0, fr"]) {
      const answer = await shorten(badPhone, language);
      expect(answer.status, language).toBe(400);
      expect(answer.body, language).toEqual(none.body);
      expect(answer.headers.get("content-language"), language).toBe("en");
    }
  });

  it("follows q-values and regional tags to the language we write", async () => {
    expect((await shorten(badPhone, "fr;q=1, ar;q=0.5")).body.message).toBe(
      errorMessage("invalid_phone", "ar"),
    );
    const mexican = await shorten(badPhone, "es-MX,es;q=0.9");
    expect(mexican.body.message).toBe(errorMessage("invalid_phone", "es-419"));
    expect(mexican.headers.get("content-language")).toBe("es-419");
  });

  it("answers API v1's 401 in the caller's language, and as before in English", async () => {
    const english = await withoutKey();
    expect(english.status).toBe(401);
    expect(english.body).toEqual({ error: "unauthorized", message: API_ERRORS.unauthorized });
    expect(english.headers.get("content-language")).toBe("en");

    const hindi = await withoutKey("hi-IN");
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ error: "unauthorized", message: errorMessage("unauthorized", "hi") });
    expect(hindi.headers.get("content-language")).toBe("hi");
    expect(hindi.headers.get("vary")).toContain("Accept-Language");
    expect((await withoutKey("id")).body.message).toBe(errorMessage("unauthorized", "id"));
  });

  it("falls back to English, never a server error, for a garbage or huge Accept-Language", async () => {
    const garbage = [
      ";;;,,,q=abc,*,-,;q=NaN",
      "pt;q=banana, ar;q=-1, hi;q=0",
      "\u00e9\u00e8,\u00fc",
      `${"zz-ZZ,".repeat(90)}pt-BR`, // the language we write comes after the part we read
      "x".repeat(6_000),
    ];
    for (const language of garbage) {
      const answer = await shorten(badPhone, language);
      expect(answer.status, language.slice(0, 40)).toBe(400);
      expect(answer.body.error).toBe("invalid_phone");
      expect(answer.headers.get("content-language"), language.slice(0, 40)).toBe("en");
      const unauthorized = await withoutKey(language);
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.body.message).toBe(API_ERRORS.unauthorized);
    }
  });
});
