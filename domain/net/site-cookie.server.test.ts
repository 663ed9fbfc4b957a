import { describe, expect, it } from "vitest";
import { readCookie, siteCookie } from "./site-cookie.server";

describe("site cookies", () => {
  it("are for the whole site, out of scripts' reach, Lax, and Secure only over https", () => {
    expect(siteCookie("chatlink_session", "abc", "http://localhost:3000", 60)).toBe(
      "chatlink_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(siteCookie("chatlink_session", "abc", "https://chat.example.com", 60)).toMatch(/; Secure/);
    expect(siteCookie("chatlink_session", "", "https://chat.example.com", 0)).toMatch(
      /^chatlink_session=; Max-Age=0;/,
    );
  });

  it("reads the named cookie from what browsers and attackers send", () => {
    expect(readCookie("a=1; chatlink_workspace=ws_0123456789abcdef; b=2", "chatlink_workspace")).toBe(
      "ws_0123456789abcdef",
    );
    expect(readCookie("chatlink_workspace=first; chatlink_workspace=second", "chatlink_workspace")).toBe(
      "first",
    );
    expect(readCookie("x_chatlink_workspace=no", "chatlink_workspace")).toBeNull();
    expect(readCookie("chatlink_workspace=%zz%", "chatlink_workspace")).toBe("%zz%");
    expect(readCookie(null, "chatlink_workspace")).toBeNull();
    expect(readCookie(";;;=;", "chatlink_workspace")).toBeNull();
    // A header at Node's 16 KB limit of nothing but separators and names.
    const flood = `${"a=;".repeat(5000)}chatlink_workspace=ws_1`;
    expect(readCookie(flood, "chatlink_workspace")).toBe("ws_1");
  });
});
