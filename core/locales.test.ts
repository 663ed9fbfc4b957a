import { describe, expect, it } from "vitest";
import { localizePath, preferredLocale, splitLocalePath } from "./locales";
import { isReservedWord } from "./reserved-words";

describe("language in the URL", () => {
  it("reads a page's language from its first segment, case-insensitively, English at the root", () => {
    expect(splitLocalePath("/pt-br/faq")).toEqual({ locale: "pt-BR", path: "/faq" });
    expect(splitLocalePath("/AR")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/faq")).toEqual({ locale: "en", path: "/faq" });
    expect(splitLocalePath("/es-code")).toEqual({ locale: "en", path: "/es-code" });
  });

  it("puts a path into a language and back", () => {
    expect(localizePath("hi", "/faq")).toBe("/hi/faq");
    expect(localizePath("pt-BR", "/")).toBe("/pt-br");
    expect(localizePath("ar", "/?account=deleted")).toBe("/ar?account=deleted");
    expect(localizePath("en", "/faq")).toBe("/faq");
    expect(splitLocalePath(localizePath("es-419", "/docs/api")).path).toBe("/docs/api");
  });

  it("reserves the language segments from aliases", () => {
    expect(isReservedWord("pt-br")).toBe(true);
    expect(isReservedWord("PT-BR")).toBe(true);
  });
});

describe("Accept-Language", () => {
  it("picks the supported language the browser prefers most, by q-value then order", () => {
    expect(preferredLocale("pt-PT,pt;q=0.9,en;q=0.8")).toBe("pt-BR");
    expect(preferredLocale("de-DE,de;q=0.9,es;q=0.8,en;q=0.7")).toBe("es-419");
    expect(preferredLocale("en;q=0.5, ar-EG")).toBe("ar");
    expect(preferredLocale("in-ID")).toBe("id");
    expect(preferredLocale("fr, de")).toBeNull();
    expect(preferredLocale("hi;q=0, en")).toBe("en");
  });

  it("reads a hostile header in bounded time and never throws", () => {
    expect(preferredLocale(`${"x;q=0.1,".repeat(100_000)}ar`)).toBeNull();
    expect(preferredLocale(";;;,,,q=,=")).toBeNull();
    expect(preferredLocale("\u0000ar")).toBeNull();
  });
});

describe("a page's path in a language", () => {
  it("localizes pages that exist in every language and leaves the rest alone", async () => {
    const { pagePathIn } = await import("./site-pages");
    expect(pagePathIn("pt-BR", "/faq")).toBe("/pt-br/faq");
    expect(pagePathIn("pt-BR", "/signup?next=%2Fdashboard")).toBe("/pt-br/signup?next=%2Fdashboard");
    expect(pagePathIn("ar", "/")).toBe("/ar");
    expect(pagePathIn("ar", "/dashboard")).toBe("/dashboard");
    expect(pagePathIn("hi", "https://accounts.example.com/signup")).toBe(
      "https://accounts.example.com/signup",
    );
  });
});
