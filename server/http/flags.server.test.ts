import { describe, expect, it } from "vitest";
import { flagRoutes } from "./flags.server";

describe("flagRoutes", () => {
  const app = flagRoutes();

  it("serves a flag by either case of its code", async () => {
    for (const path of ["/gb.svg", "/GB.svg", "/Jm.SVG", "/xk.svg"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      expect(await res.text()).toMatch(/<svg[^>]+viewBox="0 0 640 480"/);
    }
  });

  it.each([
    "/xx.svg",
    "/zz.svg",
    "/qz.svg",
    "/gbr.svg",
    "/g.svg",
    "/gb.png",
    "/gb",
    "/..%2Fgb.svg",
    "/%2e%2e.svg",
    "/1a.svg",
    "/",
    "/4x3/gb.svg",
  ])("answers 404 JSON for %s", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found" });
  });

  it("only ever reads inside its directory", async () => {
    const empty = flagRoutes("/nonexistent-directory");
    expect((await empty.request("/gb.svg")).status).toBe(404);
  });
});
