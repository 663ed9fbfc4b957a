import { describe, expect, it } from "vitest";
import {
  aliasCharactersMessage,
  CUSTOM_DOMAIN_SCOPE,
  checkAlias,
  codeFromPastedSegment,
  codeKey,
  looksLikeCode,
  respelledAliasCharacters,
  stripAliasInput,
  transliterateAlias,
  unusableAliasCharacters,
} from "./alias";

describe("stripAliasInput", () => {
  it("keeps letters, digits, underscore and hyphen only", () => {
    expect(stripAliasInput("My Shop! 2024_sale-now?")).toBe("MyShop2024_sale-now");
  });
  it("drops look-alike letters of other scripts", () => {
    expect(stripAliasInput("shоp")).toBe("shp"); // Cyrillic о
    expect(stripAliasInput("🥐🥐")).toBe("");
  });
  it("writes accented and fullwidth letters in ASCII instead of dropping them", () => {
    expect(stripAliasInput("café-da-manhã")).toBe("cafe-da-manha");
    expect(stripAliasInput("Straße_Ærø")).toBe("Strasse_AEro");
    expect(stripAliasInput("ｓｈｏｐ")).toBe("shop");
    expect(transliterateAlias("São Paulo 🥐")).toBe("Sao Paulo 🥐");
  });
  it("names what it respelled and what it left out", () => {
    expect(respelledAliasCharacters("café-da-manhã")).toEqual(["é", "ã"]);
    expect(unusableAliasCharacters("pão 🥐 🥐")).toEqual([" ", "🥐"]);
  });
});

describe("aliasCharactersMessage", () => {
  it("names the characters and offers the ASCII spelling when it is a usable alias", () => {
    expect(aliasCharactersMessage("café-da-manhã")).toBe(
      'Custom aliases may use only letters a–z, digits, _ and -, so "é", "ã" cannot be in one. Try "cafe-da-manha".',
    );
    expect(aliasCharactersMessage("🥐🥐")).toBe(
      'Custom aliases may use only letters a–z, digits, _ and -, so "🥐" cannot be in one.',
    );
  });

  it("says it in the page's language, naming a space in that language too", () => {
    expect(aliasCharactersMessage("café manhã", "pt-BR")).toBe(
      'O apelido personalizado só aceita letras de a a z, números, _ e -. Não é possível usar: espaço, "é", "ã". Experimente "cafemanha".',
    );
    expect(aliasCharactersMessage("🥐 🥐", "ar")).toContain('"🥐"، مسافة');
  });
});

describe("checkAlias", () => {
  it("accepts 5 to 50 allowed characters", () => {
    expect(checkAlias("shop1")).toBeNull();
    expect(checkAlias("a".repeat(50))).toBeNull();
  });
  it("names the problem", () => {
    expect(checkAlias("shop")).toBe("too_short");
    expect(checkAlias("a".repeat(51))).toBe("too_long");
    expect(checkAlias("my shop")).toBe("invalid_characters");
    expect(checkAlias("shоp1")).toBe("invalid_characters");
    expect(checkAlias("")).toBe("too_short");
  });
  it("refuses route names and system words in any case", () => {
    expect(checkAlias("features")).toBe("reserved");
    expect(checkAlias("FAQ-x")).toBeNull();
    expect(checkAlias("Widget")).toBe("reserved");
    expect(checkAlias("how-it-works")).toBe("reserved");
    expect(checkAlias("widget-embed")).toBe("reserved");
    expect(checkAlias("LOGIN")).toBe("reserved");
    expect(checkAlias("assets")).toBe("reserved");
    expect(checkAlias("dashboard")).toBe("reserved");
  });
});

describe("aliases on a workspace's own domain (ADR 0159)", () => {
  const domain = CUSTOM_DOMAIN_SCOPE;
  it("takes 3 and 4 characters there, and only there", () => {
    expect(checkAlias("menu", domain)).toBeNull();
    expect(checkAlias("eat", domain)).toBeNull();
    expect(checkAlias("menu")).toBe("too_short");
    expect(checkAlias("eat")).toBe("too_short");
    expect(checkAlias("shop1", domain)).toBeNull();
  });
  it("refuses 2 characters, too long and reserved words in both scopes", () => {
    expect(checkAlias("ab", domain)).toBe("too_short");
    expect(checkAlias("ab")).toBe("too_short");
    expect(checkAlias("a".repeat(51), domain)).toBe("too_long");
    expect(checkAlias("faq", domain)).toBe("reserved");
    expect(checkAlias("api", domain)).toBe("reserved");
    expect(checkAlias("login", domain)).toBe("reserved");
  });
  it("looks 3–4 character paths up on a domain, never on the main host", () => {
    expect(looksLikeCode("menu", domain)).toBe(true);
    expect(looksLikeCode("eat", domain)).toBe(true);
    expect(looksLikeCode("ab", domain)).toBe(false);
    expect(looksLikeCode("menu")).toBe(false);
    expect(looksLikeCode("faq")).toBe(false);
    expect(codeFromPastedSegment("menu/", domain)).toBe("menu");
    expect(codeFromPastedSegment("menu).", domain)).toBe("menu");
    expect(codeFromPastedSegment("menu/")).toBeNull();
  });
  it("suggests a short ASCII spelling on a domain", () => {
    expect(aliasCharactersMessage("café", "en", domain)).toBe(
      'Custom aliases may use only letters a–z, digits, _ and -, so "é" cannot be in one. Try "cafe".',
    );
    expect(aliasCharactersMessage("café")).not.toContain("Try");
  });
});

describe("codes", () => {
  it("keys case-insensitively", () => {
    expect(codeKey("MyShop")).toBe(codeKey("myshop"));
  });
  it("recognises only shapes a code can have", () => {
    expect(looksLikeCode("ab12cd3")).toBe(true);
    expect(looksLikeCode("abcd")).toBe(false);
    expect(looksLikeCode("favicon.ico")).toBe(false);
    expect(looksLikeCode("a".repeat(51))).toBe(false);
  });
});

describe("codeFromPastedSegment", () => {
  it.each([
    ["shop-name", "shop-name"],
    ["shop-name/", "shop-name"],
    ["shop-name.", "shop-name"],
    ["shop-name).", "shop-name"],
    ["shop-name,", "shop-name"],
    ["%20shop-name%20%20", "shop-name"],
    ["shop-name%20/", "shop-name"],
    ["shop", null],
    ["shop.", null],
    ["shop-name%21", null],
    ["sh.op-name", null],
    ["/", null],
    ["", null],
    [`shop-name${"/".repeat(200)}`, null],
  ])("%s → %s", (segment, expected) => {
    expect(codeFromPastedSegment(segment)).toBe(expected);
  });
});
