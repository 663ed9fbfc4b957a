import { describe, expect, it } from "vitest";
import { absoluteUrl, readSiteConfig } from "./site-config";

describe("readSiteConfig", () => {
  it("defaults to localhost on PORT (3000) and our own account pages", () => {
    expect(readSiteConfig({})).toEqual({
      publicUrl: "http://localhost:3000",
      signupUrl: "/signup",
      loginUrl: "/login",
    });
    expect(readSiteConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("takes PUBLIC_URL without its trailing slash, and configured account URLs", () => {
    const config = readSiteConfig({
      PUBLIC_URL: "https://chat.example.com/",
      SIGNUP_URL: "https://accounts.example.com/register",
      LOGIN_URL: "https://accounts.example.com/login",
    });
    expect(config).toEqual({
      publicUrl: "https://chat.example.com",
      signupUrl: "https://accounts.example.com/register",
      loginUrl: "https://accounts.example.com/login",
    });
  });

  it("builds absolute URLs for the home page and other pages", () => {
    const config = readSiteConfig({ PUBLIC_URL: "https://chat.example.com" });
    expect(absoluteUrl(config, "/")).toBe("https://chat.example.com/");
    expect(absoluteUrl(config, "/faq")).toBe("https://chat.example.com/faq");
  });
});
