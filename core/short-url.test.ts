import { describe, expect, it } from "vitest";
import { shortUrlFor } from "./short-url";

describe("shortUrlFor", () => {
  it("joins the public origin and the code with one slash, keeping the alias's case", () => {
    expect(shortUrlFor("https://chat.example.com", "MyShop")).toBe("https://chat.example.com/MyShop");
  });
  it("keeps a path prefix the site is served under", () => {
    expect(shortUrlFor("https://example.com/wa", "abc123")).toBe("https://example.com/wa/abc123");
  });
});
