import { describe, expect, it } from "vitest";
import { normaliseDomainName } from "./domain-name";

const ok = (raw: string) => normaliseDomainName(raw, "chatlink.example");

describe("normaliseDomainName", () => {
  it("keeps a hostname lower-case and in punycode", () => {
    expect(ok(" Chat.Shop.COM. ")).toEqual({ ok: true, name: "chat.shop.com" });
    expect(ok("chat.bücher.de")).toEqual({ ok: true, name: "chat.xn--bcher-kva.de" });
    expect(ok("chat.xn--bcher-kva.de")).toEqual({ ok: true, name: "chat.xn--bcher-kva.de" });
  });

  it("refuses what is not a hostname of two labels or more", () => {
    for (const raw of [
      "",
      "localhost",
      "127.0.0.1",
      "0x7f.1",
      "[::1]",
      "shop.com:8080",
      "https://shop.com",
      "shop.com/menu",
      "user@shop.com",
      "-shop.com",
      "shop-.com",
      "a..com",
      `${"a".repeat(64)}.com`,
      `${"a.".repeat(127)}com`,
      "shop com",
    ]) {
      expect([raw, ok(raw)]).toEqual([raw, { ok: false, error: "domain_invalid" }]);
    }
  });

  it("refuses the site's own host", () => {
    expect(ok("ChatLink.example")).toEqual({ ok: false, error: "domain_reserved" });
  });
});
