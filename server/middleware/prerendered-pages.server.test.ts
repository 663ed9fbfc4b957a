import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-actions.server";
import {
  createPrerenderedPages,
  prerenderedFileFits,
  prerenderedPageCheck,
} from "./prerendered-pages.server";

const build = { basename: "/", future: {} } as unknown as Pick<ServerBuild, "basename" | "future">;
const isPage = prerenderedPageCheck(build, ["/", "/faq", "/widget-embed"]);

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

describe("createPrerenderedPages", () => {
  function pages(render: (path: string) => Promise<Response>, now = () => new Date("2026-11-24T10:00:00Z")) {
    const logged: string[] = [];
    const kept = createPrerenderedPages({
      paths: ["/", "/faq"],
      pathOf: pagePathOf(build),
      render,
      log: (m) => logged.push(m),
      now,
    });
    return { kept, logged };
  }
  const html = (text: string) =>
    new Response(`<html>${text}</html>`, { headers: { "Content-Type": "text/html" } });

  it("renders each page once, however many visitors ask at the same time, and keeps its compressed forms", async () => {
    let renders = 0;
    const { kept } = pages(async (path) => {
      renders++;
      return html(`page ${path}`);
    });
    const [a, b, c] = await Promise.all([kept.get("/faq"), kept.get("/faq/"), kept.get("/faq")]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(a).toBe(c);
    expect(new TextDecoder().decode(a?.body)).toBe("<html>page /faq</html>");
    expect(gunzipSync(a?.gzip ?? new Uint8Array()).toString()).toBe("<html>page /faq</html>");
    expect(a?.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it("warms every page one at a time, after which a visitor waits for no render", async () => {
    const rendered: string[] = [];
    let running = 0;
    let most = 0;
    const { kept } = pages(async (path) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      rendered.push(path);
      return html(`page ${path}`);
    });
    await kept.warm();
    expect(rendered.sort()).toEqual(["/", "/faq"]);
    expect(most).toBe(1);
    expect(new TextDecoder().decode((await kept.get("/faq/"))?.body)).toBe("<html>page /faq</html>");
    expect(rendered).toHaveLength(2);
  });

  it("leaves .data requests and other paths to React Router", async () => {
    const { kept } = pages(async () => html("x"));
    expect(await kept.get("/faq.data")).toBeNull();
    expect(await kept.get("/login")).toBeNull();
  });

  it("does not keep a page that failed, and tries again on the next request", async () => {
    let fail = true;
    const { kept, logged } = pages(async () => {
      if (fail) throw new Error("boom");
      return html("ok");
    });
    expect(await kept.get("/")).toBeNull();
    expect(logged.join("\n")).toMatch(/page \/: .*boom/);
    fail = false;
    expect(await kept.get("/")).not.toBeNull();
  });

  it("renders again when the day changes (Last Updated and the footer's year follow it)", async () => {
    let day = "2026-12-31";
    let renders = 0;
    const { kept } = pages(
      async () => html(`render ${++renders}`),
      () => new Date(`${day}T23:00:00Z`),
    );
    await kept.get("/");
    await kept.get("/");
    day = "2027-01-01";
    const next = await kept.get("/");
    expect(renders).toBe(2);
    expect(new TextDecoder().decode(next?.body)).toBe("<html>render 2</html>");
  });
});
