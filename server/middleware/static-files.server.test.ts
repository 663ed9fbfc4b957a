import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { indexFiles, staticFiles } from "./static-files.server";

describe("the built client's files", () => {
  const root = mkdtempSync(join(tmpdir(), "chatlink-static-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "guide"));
  writeFileSync(join(root, "assets", "app-1a2b.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "app-1a2b.js.br"), "br");
  writeFileSync(join(root, "logo mark.svg"), "<svg/>");
  writeFileSync(join(root, "guide", "index.html"), "<p>guide</p>");
  const app = new Hono();
  app.use(
    "*",
    staticFiles(root, (path) => (path.startsWith("/assets/") ? "immutable" : "revalidate")),
  );
  app.all("*", (c) => c.text("page", 404));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves every file the build wrote, its precompressed copy to a client that takes it", async () => {
    const plain = await app.request("/assets/app-1a2b.js");
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe("console.log(1)");
    expect(plain.headers.get("cache-control")).toBe("immutable");
    const br = await app.request("/assets/app-1a2b.js", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const svg = await app.request("/logo%20mark.svg");
    expect(await svg.text()).toBe("<svg/>");
    expect(svg.headers.get("cache-control")).toBe("revalidate");
    expect(await (await app.request("/guide/")).text()).toBe("<p>guide</p>");
  });

  it("passes any other path on to the pages, and never serves outside the directory", async () => {
    for (const path of [
      "/abc123",
      "/assets/",
      "/assets/missing.js",
      "/%E0%A4%A",
      "/assets/../../etc/passwd",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe("page");
    }
  });

  it("reads the names once: a file written after start is not served (the build never changes while running)", async () => {
    writeFileSync(join(root, "late.txt"), "late");
    expect((await app.request("/late.txt")).status).toBe(404);
    expect(indexFiles(root)?.has("/late.txt")).toBe(true);
  });
});
