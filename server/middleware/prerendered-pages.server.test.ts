import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { prerenderedFileFits, prerenderedPageCheck } from "./prerendered-pages.server";

const isPage = prerenderedPageCheck({
  prerender: ["/", "/faq", "/widget-embed"],
  basename: "/",
  future: {},
} as unknown as ServerBuild);

describe("prerenderedPageCheck", () => {
  it("knows a prerendered page by its HTML path, with or without a slash, and by its .data", () => {
    for (const path of ["/", "/_root.data", "/faq", "/faq/", "/faq.data", "/widget-embed.data"])
      expect(isPage(path), path).toBe(true);
  });

  it("leaves everything else to the static files or React Router", () => {
    for (const path of [
      "/login",
      "/login.data",
      "/assets/root-abc.js",
      "/favicon.ico",
      "/faq/index.html",
      "/abc1234",
    ])
      expect(isPage(path), path).toBe(false);
  });
});

describe("prerenderedFileFits", () => {
  const request = (path: string, cookie?: string) =>
    new Request(`http://chat.test${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const token = "A".repeat(43);

  it("fits anonymous visitors, whatever other cookies or query they bring", () => {
    expect(prerenderedFileFits(request("/"))).toBe(true);
    expect(prerenderedFileFits(request("/?utm_source=x", "theme=dark"))).toBe(true);
    expect(prerenderedFileFits(request("/", "chatlink_session=not a token"))).toBe(true);
  });

  it("does not fit a session cookie or the account-deleted notice", () => {
    expect(prerenderedFileFits(request("/faq", `theme=dark; chatlink_session=${token}`))).toBe(false);
    expect(prerenderedFileFits(request("/?account=deleted"))).toBe(false);
    expect(prerenderedFileFits(request("/_root.data?account=deleted&_routes=routes%2Fhome"))).toBe(false);
  });
});
