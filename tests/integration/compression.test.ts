import { readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { compressResponses } from "#server/middleware/compress.server";
import { precompressDirectory } from "../../scripts/precompress-client";
import { type EdgeServer, startEdgeServer } from "./edge-server";
import { bootTestServer, type TestServer } from "./support/test-server";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed). */
  raw: Buffer;
  /** The body decoded according to Content-Encoding. */
  text: string;
}

/** A GET over node:http, which (unlike fetch) neither adds Accept-Encoding nor decodes. */
function rawGet(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const BR = { "accept-encoding": "gzip, deflate, br, zstd" };
const GZIP = { "accept-encoding": "gzip" };

describe("compression on the real server", () => {
  let server: TestServer;
  let script: string;

  beforeAll(async () => {
    // The build copy the tests serve; `npm run build` precompresses the same way.
    const clientDir = join(inject("buildDir"), "client");
    precompressDirectory(clientDir);
    const assets = readdirSync(join(clientDir, "assets")).filter((f) => f.endsWith(".js"));
    script = `/assets/${assets.find((f) => f.startsWith("root-")) ?? assets[0]}`;
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ["the home page (rendered once at start-up)", () => "/"],
    ["a script under /assets", () => script],
  ])("%s: precompressed br or gzip when asked, identity when not, same content", async (_name, path) => {
    const url = server.base + path();
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await rawGet(url, BR);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.raw.byteLength);
    expect(br.raw.byteLength).toBeLessThan(plain.raw.byteLength / 2);
    expect(br.text).toBe(plain.text);
    expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(br.headers["cache-control"]).toBe(plain.headers["cache-control"]);

    const gz = await rawGet(url, GZIP);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(plain.text);
  });

  it("compresses rendered pages (Link Not Found, 404) on the fly", async () => {
    const plain = await rawGet(`${server.base}/no-such-page-here`);
    expect(plain.status).toBe(404);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [headers, encoding] of [
      [BR, "br"],
      [GZIP, "gzip"],
      [{ "accept-encoding": "br;q=0.5, gzip;q=1" }, "gzip"],
    ] as const) {
      const answer = await rawGet(`${server.base}/no-such-page-here`, headers);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.raw.byteLength).toBeLessThan(plain.raw.byteLength / 2);
      expect(answer.text).toBe(plain.text);
    }
  });

  it("leaves small JSON (/api/geo), PNG images and HEAD uncompressed", async () => {
    const geo = await rawGet(`${server.base}/api/geo`, { ...BR, "accept-language": "en-GB" });
    expect(geo.status).toBe(200);
    expect(geo.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(geo.text)).toMatchObject({ country_code: "GB" });

    const png = await rawGet(`${server.base}/favicon-32.png`, BR);
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();

    const qr = await rawGet(`${server.base}/api/qr?data=hello&size=300x300`, BR);
    expect(qr.headers["content-type"]).toBe("image/png");
    expect(qr.headers["content-encoding"]).toBeUndefined();

    const head = await rawGet(`${server.base}/no-such-page-here`, BR, "HEAD");
    expect(head.raw.byteLength).toBe(0);
  });

  it("never compresses the redirect hot path", async () => {
    const created = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "81.2.69.160" },
      body: JSON.stringify({ phone: "+44 7911 123456", message: "Hi" }),
    });
    const { code } = (await created.json()) as { code: string };
    const answer = await rawGet(`${server.base}/${code}`, BR);
    expect(answer.status).toBe(302);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
  });
});

describe("compressResponses (JSON API bodies over a real socket)", () => {
  let edge: EdgeServer;
  const big = {
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}`, ok: i % 2 === 0 })),
  };

  beforeAll(async () => {
    const app = new Hono();
    app.use("*", compressResponses());
    app.get("/big", (c) => c.json(big));
    app.get("/small", (c) => c.json({ ok: true }));
    app.get("/tagged", (c) => c.json(big, 200, { ETag: '"v1"' }));
    app.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
    app.get("/stream", () => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (let i = 0; i < 20; i++) {
            controller.enqueue(encoder.encode(`<p>part ${i} ${"x".repeat(200)}</p>`));
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
          controller.close();
        },
      });
      return new Response(stream, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
    edge = await startEdgeServer(app);
  });
  afterAll(async () => {
    await edge?.close();
  });

  it("compresses JSON above 1 KB with br or gzip and leaves it alone when not asked", async () => {
    const plain = await rawGet(`${edge.base}/big`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(plain.text)).toEqual(big);
    for (const [headers, encoding] of [
      [BR, "br"],
      [GZIP, "gzip"],
      [{ "accept-encoding": "*" }, "br"],
    ] as const) {
      const answer = await rawGet(`${edge.base}/big`, headers);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.raw.byteLength).toBeLessThan(plain.raw.byteLength / 2);
      expect(answer.text).toBe(plain.text);
    }
    const refused = await rawGet(`${edge.base}/big`, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("sends JSON under 1 KB as it is, weakens a strong ETag, respects no-transform", async () => {
    const small = await rawGet(`${edge.base}/small`, BR);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.text).toBe('{"ok":true}');
    expect((await rawGet(`${edge.base}/tagged`, BR)).headers.etag).toBe('W/"v1"');
    expect((await rawGet(`${edge.base}/no-transform`, BR)).headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a streamed body as it comes", async () => {
    const plain = await rawGet(`${edge.base}/stream`);
    const br = await rawGet(`${edge.base}/stream`, BR);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBeUndefined();
    expect(br.text).toBe(plain.text);
    const gz = await rawGet(`${edge.base}/stream`, GZIP);
    expect(gz.text).toBe(plain.text);
  });
});
