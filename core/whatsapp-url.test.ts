import { describe, expect, it } from "vitest";
import { buildWhatsAppUrl, parseWhatsAppUrl } from "./whatsapp-url";

describe("buildWhatsAppUrl", () => {
  it("uses digits only", () => {
    expect(buildWhatsAppUrl({ phone: "+44 7911 123456" })).toBe("https://wa.me/447911123456");
  });
  it("includes a trimmed, percent-encoded message only when non-empty", () => {
    expect(buildWhatsAppUrl({ phone: "447911123456", message: "  Hi *there* & 50% off?\nNew line  " })).toBe(
      "https://wa.me/447911123456?text=Hi%20*there*%20%26%2050%25%20off%3F%0ANew%20line",
    );
    expect(buildWhatsAppUrl({ phone: "447911123456", message: "   " })).toBe("https://wa.me/447911123456");
  });
  it("encodes emoji and non-Latin text", () => {
    expect(buildWhatsAppUrl({ phone: "91987654321", message: "नमस्ते 👋" })).toBe(
      `https://wa.me/91987654321?text=${encodeURIComponent("नमस्ते 👋")}`,
    );
  });
});

describe("parseWhatsAppUrl", () => {
  it("reads wa.me and api.whatsapp.com send links", () => {
    expect(parseWhatsAppUrl("https://wa.me/447911123456?text=Hello%20there")).toEqual({
      phone: "447911123456",
      message: "Hello there",
    });
    expect(parseWhatsAppUrl("https://api.whatsapp.com/send?phone=%2B447911123456&text=Hi")).toEqual({
      phone: "447911123456",
      message: "Hi",
    });
    expect(parseWhatsAppUrl("https://wa.me/447911123456")).toEqual({ phone: "447911123456" });
  });
  it("reads the links people paste: without https://, and the app's whatsapp://send", () => {
    expect(parseWhatsAppUrl("wa.me/447911123456?text=Hi")).toEqual({ phone: "447911123456", message: "Hi" });
    expect(parseWhatsAppUrl("  WA.ME/+447911123456  ")).toEqual({ phone: "447911123456" });
    expect(parseWhatsAppUrl("api.whatsapp.com/send?phone=447911123456&text=Ol%C3%A1")).toEqual({
      phone: "447911123456",
      message: "Olá",
    });
    expect(parseWhatsAppUrl("whatsapp://send?phone=+447911123456&text=Hi%20there")).toEqual({
      phone: "447911123456",
      message: "Hi there",
    });
    expect(parseWhatsAppUrl("whatsapp://send/?phone=447911123456")).toEqual({ phone: "447911123456" });
  });
  it("refuses anything that is not a one-to-one WhatsApp chat", () => {
    for (const url of [
      "https://evil.example/447911123456",
      "https://wa.me.evil.com/447911123456",
      "https://evil.com/wa.me/447911123456",
      "https://user@wa.me/447911123456",
      "https://wa.me:8443/447911123456",
      "javascript:alert(1)//wa.me/1234567",
      "https://chat.whatsapp.com/AbCdEfGhIj",
      "https://wa.me/447911123456/extra",
      "https://wa.me/message/ABCDEF",
      "https://api.whatsapp.com/send?phone=abc",
      "wa.me.evil.com/447911123456",
      "evil.com/wa.me/447911123456",
      "wa.me/message/ABCDEF",
      "whatsapp://chat?code=AbCdEf",
      "whatsapp://send?text=Hi",
      "whatsapp://user@send?phone=447911123456",
      "ftp://wa.me/447911123456",
      "not a url",
      "",
    ]) {
      expect(parseWhatsAppUrl(url), url).toBeNull();
    }
  });
});
