import { describe, expect, it } from "vitest";
import { readSiteConfig } from "./read-site-config";
import { absoluteUrl, DEFAULT_SITE_CONFIG, withSiteName } from "./site-config";

describe("readSiteConfig", () => {
  it("defaults to localhost on PORT (3000), our own account pages, our name and no contact address", () => {
    expect(readSiteConfig({})).toEqual({
      publicUrl: "http://localhost:3000",
      signupUrl: "/signup",
      loginUrl: "/login",
      siteName: "ChatLink",
      supportEmail: null,
      legalUpdated: null,
      uptimePromise: null,
      supportReplyTime: null,
    });
    expect(readSiteConfig({})).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(readSiteConfig({ PUBLIC_URL: "  ", SUPPORT_EMAIL: "" }).supportEmail).toBeNull();
  });

  it("takes PUBLIC_URL without its trailing slash, and the configured pages, name, address and date", () => {
    const config = readSiteConfig({
      PUBLIC_URL: "https://chat.example.com/",
      SIGNUP_URL: "https://accounts.example.com/register",
      LOGIN_URL: "/sign-in",
      SITE_NAME: " Acme Links ",
      SUPPORT_EMAIL: "help@example.com",
      LEGAL_LAST_UPDATED: "2026-11-01",
      SITE_UPTIME_PROMISE: "99.9%",
      SITE_SUPPORT_REPLY_TIME: " 24 hours ",
    });
    expect(config).toEqual({
      publicUrl: "https://chat.example.com",
      signupUrl: "https://accounts.example.com/register",
      loginUrl: "/sign-in",
      siteName: "Acme Links",
      supportEmail: "help@example.com",
      legalUpdated: "2026-11-01",
      uptimePromise: "99.9%",
      supportReplyTime: "24 hours",
    });
  });

  it("refuses settings that would publish broken links or addresses, naming each", () => {
    expect(() =>
      readSiteConfig({
        PUBLIC_URL: "javascript:alert(1)",
        SIGNUP_URL: "signup",
        SUPPORT_EMAIL: "not an address",
        LEGAL_LAST_UPDATED: "yesterday",
      }),
    ).toThrow(/PUBLIC_URL[\s\S]*SIGNUP_URL[\s\S]*SUPPORT_EMAIL[\s\S]*LEGAL_LAST_UPDATED/);
    expect(() => readSiteConfig({ SITE_NAME: "x".repeat(61) })).toThrow(/SITE_NAME/);
    // Operator promises are published as typed: a percentage, one short line.
    for (const uptime of ["99.9", "100.0%", "ninety-nine%", "99.9% or so"])
      expect(() => readSiteConfig({ SITE_UPTIME_PROMISE: uptime })).toThrow(/SITE_UPTIME_PROMISE/);
    for (const reply of ["x".repeat(41), "24 hours\nor so", "a\u0000day"])
      expect(() => readSiteConfig({ SITE_SUPPORT_REPLY_TIME: reply })).toThrow(/SITE_SUPPORT_REPLY_TIME/);
  });

  it("builds absolute URLs for the home page and other pages", () => {
    const config = readSiteConfig({ PUBLIC_URL: "https://chat.example.com" });
    expect(absoluteUrl(config, "/")).toBe("https://chat.example.com/");
    expect(absoluteUrl(config, "/faq")).toBe("https://chat.example.com/faq");
  });

  it("puts the site's own name where our copy names the site", () => {
    expect(withSiteName("FAQ | ChatLink", "Acme Links")).toBe("FAQ | Acme Links");
    expect(withSiteName("FAQ | ChatLink", "ChatLink")).toBe("FAQ | ChatLink");
  });
});
