import { describe, expect, it } from "vitest";
import { API_ERRORS, GENERATOR_MESSAGES } from "#core/errors";
import {
  generatorInputKey,
  interpretShortenResponse,
  isPhoneBlank,
  problemBeforeRequest,
  rateLimitedMessage,
  retryAfterSeconds,
  type ShortenResponse,
  shortenRequestBody,
} from "./generate-request";

const ORIGIN = "https://chat.example";
const NOW = Date.parse("2026-01-01T00:00:00Z");

function answer(status: number, body: unknown, retryAfter: string | null = null): ShortenResponse {
  return { status, body, retryAfter };
}

describe("isPhoneBlank", () => {
  it.each(["", "   ", "+", " + "])("treats %j as blank", (phone) => expect(isPhoneBlank(phone)).toBe(true));
  it.each(["+4", "+44 ", "07911", "abc"])("treats %j as something to send", (phone) =>
    expect(isPhoneBlank(phone)).toBe(false),
  );
});

describe("problemBeforeRequest", () => {
  it("asks for a phone number first, with the documented wording", () => {
    expect(problemBeforeRequest({ phone: " ", alias: "ab", message: "" })).toBe(
      "Please enter a phone number",
    );
  });

  it("refuses an alias under 5 characters after trimming", () => {
    expect(problemBeforeRequest({ phone: "+44 7911 123456", alias: " abcd ", message: "" })).toBe(
      "Custom alias must be at least 5 characters long",
    );
  });

  it("refuses an alias with nothing usable, naming it, rather than making a random code", () => {
    expect(problemBeforeRequest({ phone: "+44 7911 123456", alias: "🥐🥐", message: "" })).toBe(
      'Custom aliases may use only letters a–z, digits, _ and -, so "🥐" cannot be in one.',
    );
  });

  it("lets an empty alias and a 5-character alias through", () => {
    expect(problemBeforeRequest({ phone: "+44 7911 123456", alias: "  ", message: "" })).toBeNull();
    expect(problemBeforeRequest({ phone: "+44 7911 123456", alias: "abcde", message: "" })).toBeNull();
  });

  it("stops a message over 1000 characters, counting an emoji as one", () => {
    expect(
      problemBeforeRequest({ phone: "+1 876 555 0100", alias: "", message: "😀".repeat(1000) }),
    ).toBeNull();
    expect(problemBeforeRequest({ phone: "+1 876 555 0100", alias: "", message: "x".repeat(1001) })).toBe(
      API_ERRORS.message_too_long,
    );
  });
});

describe("shortenRequestBody", () => {
  it("reads the invisible control characters a paste can carry (which the API refuses) as spaces", () => {
    expect(
      shortenRequestBody({ phone: "+44 7911\u0000123456", alias: "shop1\u0007", message: "Hi\u000bthere" }),
    ).toEqual({ phone: "+44 7911 123456", alias: "shop1", message: "Hi there" });
  });
  it("sends the phone as typed and leaves out empty optional parts", () => {
    expect(shortenRequestBody({ phone: " +44 7911 123456 ", alias: " ", message: "  \n " })).toEqual({
      phone: "+44 7911 123456",
    });
  });

  it("trims the message and the alias", () => {
    expect(
      shortenRequestBody({ phone: "+44 7911 123456", alias: " shop1 ", message: "  *Hi* there \n" }),
    ).toEqual({
      phone: "+44 7911 123456",
      alias: "shop1",
      message: "*Hi* there",
    });
  });
});

describe("retryAfterSeconds", () => {
  it("reads delta-seconds", () => expect(retryAfterSeconds("42", NOW)).toBe(42));
  it("reads an HTTP date", () => expect(retryAfterSeconds("Thu, 01 Jan 2026 00:01:30 GMT", NOW)).toBe(90));
  it("never says to wait 0 seconds", () => expect(retryAfterSeconds("0", NOW)).toBe(1));
  it("gives null for nothing usable", () => {
    expect(retryAfterSeconds(null, NOW)).toBeNull();
    expect(retryAfterSeconds("soon", NOW)).toBeNull();
  });
});

describe("rateLimitedMessage", () => {
  it("says how long to wait", () => {
    expect(rateLimitedMessage(30)).toBe(
      "You've created a lot of links in a short time. Please wait 30 seconds and try again.",
    );
    expect(rateLimitedMessage(1)).toContain("wait 1 second and");
    expect(rateLimitedMessage(null)).toContain("wait a minute and");
  });
});

describe("interpretShortenResponse", () => {
  it("takes the short URL the server gives", () => {
    const outcome = interpretShortenResponse(
      answer(201, { url: "abc1234", code: "abc1234", shortUrl: `${ORIGIN}/abc1234`, qr: "/api/qr?x" }),
      "http://elsewhere",
      NOW,
    );
    expect(outcome).toEqual({ ok: true, link: { code: "abc1234", shortUrl: `${ORIGIN}/abc1234` } });
  });

  it("builds the short URL from the code when only the documented url field comes back", () => {
    expect(interpretShortenResponse(answer(200, { url: "myshop" }), ORIGIN, NOW)).toEqual({
      ok: true,
      link: { code: "myshop", shortUrl: `${ORIGIN}/myshop` },
    });
  });

  it("shows the documented message for a taken alias", () => {
    const outcome = interpretShortenResponse(
      answer(409, { error: "alias_taken", message: "whatever" }),
      ORIGIN,
      NOW,
    );
    expect(outcome).toEqual({ ok: false, message: GENERATOR_MESSAGES.aliasUnavailable });
  });

  it.each(["invalid_phone", "invalid_alias", "alias_reserved", "message_too_long", "creator_banned"])(
    "passes on the server's advice for %s",
    (code) => {
      expect(
        interpretShortenResponse(answer(400, { error: code, message: "Do this." }), ORIGIN, NOW),
      ).toEqual({
        ok: false,
        message: "Do this.",
      });
      expect(interpretShortenResponse(answer(400, { error: code }), ORIGIN, NOW)).toEqual({
        ok: false,
        message: API_ERRORS[code as keyof typeof API_ERRORS],
      });
    },
  );

  it("tells a rate-limited visitor how long to wait, from Retry-After", () => {
    const outcome = interpretShortenResponse(answer(429, { error: "rate_limited" }, "17"), ORIGIN, NOW);
    expect(outcome).toEqual({ ok: false, message: rateLimitedMessage(17) });
    expect(interpretShortenResponse(answer(429, "Too Many Requests", "5"), ORIGIN, NOW)).toEqual({
      ok: false,
      message: rateLimitedMessage(5),
    });
  });

  it("falls back to the documented failure message for a non-OK answer without a known code", () => {
    const failed = { ok: false, message: GENERATOR_MESSAGES.requestFailed };
    expect(interpretShortenResponse(answer(500, undefined), ORIGIN, NOW)).toEqual(failed);
    expect(
      interpretShortenResponse(answer(500, { error: "internal_error", message: "x" }), ORIGIN, NOW),
    ).toEqual(failed);
    expect(interpretShortenResponse(answer(502, { url: "abc1234" }), ORIGIN, NOW)).toEqual(failed);
  });

  it("treats a success without a url as a failure (docs/product.md, error catalogue)", () => {
    expect(interpretShortenResponse(answer(201, {}), ORIGIN, NOW)).toEqual({
      ok: false,
      message: GENERATOR_MESSAGES.requestFailed,
    });
  });

  it("reads an error field on an OK answer as an unavailable alias, like the documented client", () => {
    expect(interpretShortenResponse(answer(200, { error: "something" }), ORIGIN, NOW)).toEqual({
      ok: false,
      message: GENERATOR_MESSAGES.aliasUnavailable,
    });
  });
});

describe("country and the same-inputs key", () => {
  it("sends the chosen or detected country for a number typed without its code, not after a +", () => {
    expect(shortenRequestBody({ phone: "07911 123456", alias: "", message: "", country: "GB" })).toEqual({
      phone: "07911 123456",
      country: "GB",
    });
    expect(shortenRequestBody({ phone: "+44 7911 123456", alias: "", message: "", country: "DE" })).toEqual({
      phone: "+44 7911 123456",
    });
    expect(shortenRequestBody({ phone: "07911 123456", alias: "", message: "", country: null })).toEqual({
      phone: "07911 123456",
    });
  });

  it("gives one key to inputs that make the same link, and another when any of them changes", () => {
    const base = { phone: "+44 7911 123456", alias: "my-shop", message: "Hi", country: "GB" };
    const key = generatorInputKey(base);
    expect(
      generatorInputKey({ ...base, phone: " +44 7911 123456 ", message: "Hi  ", alias: "MY-SHOP" }),
    ).toBe(key);
    // After a +, the country does not change what is dialled.
    expect(generatorInputKey({ ...base, country: "DE" })).toBe(key);
    expect(generatorInputKey({ ...base, phone: "+44 7911 123457" })).not.toBe(key);
    expect(generatorInputKey({ ...base, message: "Hello" })).not.toBe(key);
    expect(generatorInputKey({ ...base, alias: "my-shop2" })).not.toBe(key);
    expect(generatorInputKey({ ...base, phone: "07911 123456" })).not.toBe(
      generatorInputKey({ ...base, phone: "07911 123456", country: "DE" }),
    );
  });
});

describe("the generator's messages in the page's language", () => {
  const input = { phone: "+44 7911 123456", alias: "", message: "" };

  it("says what to fix before sending, in the page's language", () => {
    expect(problemBeforeRequest({ ...input, phone: " + " }, "pt-BR")).toBe("Digite um número de telefone");
    expect(problemBeforeRequest({ ...input, alias: "abc" }, "es-419")).toBe(
      "El alias personalizado debe tener al menos 5 caracteres",
    );
    expect(problemBeforeRequest({ ...input, alias: "🥐🥐" }, "id")).toBe(
      'Alias kustom hanya boleh berisi huruf a–z, angka, _ dan -. Karakter ini tidak dapat dipakai: "🥐".',
    );
    expect(problemBeforeRequest({ ...input, message: "x".repeat(1001) }, "hi")).toBe(
      "संदेश बहुत लंबा है: इसे 1,000 वर्णों या उससे कम रखें।",
    );
  });

  it("counts the seconds to wait by each language's plural rules", () => {
    expect(rateLimitedMessage(1, "pt-BR")).toContain("Aguarde 1 segundo e");
    expect(rateLimitedMessage(30, "pt-BR")).toContain("Aguarde 30 segundos e");
    expect(rateLimitedMessage(1, "es-419")).toContain("Espera 1 segundo y");
    expect(rateLimitedMessage(2, "ar")).toContain("الانتظار ثانيتين ثم");
    expect(rateLimitedMessage(5, "ar")).toContain("الانتظار 5 ثوانٍ ثم");
    expect(rateLimitedMessage(1000, "id")).toContain("tunggu 1.000 detik,");
    expect(rateLimitedMessage(null, "hi")).toContain("एक मिनट रुककर");
    expect(rateLimitedMessage(1000)).toContain("wait 1,000 seconds and");
  });

  it("maps the server's answers to the page's language, passing the server's own message on", () => {
    const taken = answer(409, { error: "alias_taken", message: "x" });
    expect(interpretShortenResponse(taken, ORIGIN, NOW, "ar")).toEqual({
      ok: false,
      message: "هذا الاسم المخصص غير متاح. يُرجى اختيار اسم آخر.",
    });
    expect(interpretShortenResponse(answer(500, undefined), ORIGIN, NOW, "es-419")).toEqual({
      ok: false,
      message: "Ese nombre no está disponible. Prueba con otro alias.",
    });
    expect(interpretShortenResponse(answer(400, { error: "invalid_phone" }), ORIGIN, NOW, "pt-BR")).toEqual({
      ok: false,
      message: "Esse nome não está disponível. Tente outro apelido.",
    });
    expect(
      interpretShortenResponse(
        answer(400, { error: "invalid_phone", message: "Já traduzida." }),
        ORIGIN,
        NOW,
        "pt-BR",
      ),
    ).toEqual({ ok: false, message: "Já traduzida." });
  });
});
