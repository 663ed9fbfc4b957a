import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "#domain/limits/rate-limit.server";
import { createQrRenderPool, type QrRenderPool } from "#domain/qr/qr-render-pool.server";
import { qrRoutes } from "#server/http/qr.server";
import { decodeQr } from "../support/decode-qr";
import { type EdgeServer, jsonOf, startEdgeServer } from "./edge-server";

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SHORT_URL = "http://localhost:3000/abc1234";

/** Width and height from the IHDR chunk, which always follows the 8-byte signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("GET /api/qr over HTTP", () => {
  let server: EdgeServer;
  let pool: QrRenderPool;
  const qr = (query: string, init?: RequestInit) => fetch(`${server.base}/api/qr?${query}`, init);

  beforeAll(async () => {
    const app = new Hono();
    pool = createQrRenderPool();
    // This suite is about the images; the per-address limit has its own tests (qr-under-load).
    const limiter = createRateLimiter({
      limit: 1_000_000,
      windowSeconds: 60,
      keySecret: "test",
      keyedBy: "address",
    });
    app.route("/api/qr", qrRoutes({ renderer: pool, limiter, trustProxy: 0 }));
    server = await startEdgeServer(app);
  });
  afterAll(async () => {
    await server?.close();
    await pool?.close();
  });

  it("renders a PNG of exactly the requested size by default", async () => {
    const res = await qr(`data=${encodeURIComponent(SHORT_URL)}&size=300x300`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("content-disposition")).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngSize(bytes)).toEqual({ width: 300, height: 300 });
  });

  it.each([
    ["64x64", 64],
    ["256", 256],
    ["1000X1000", 1000],
    ["2048x2048", 2048],
  ])("honours size %s", async (size, edge) => {
    const res = await qr(`data=hello&size=${size}`);
    expect(res.status).toBe(200);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: edge, height: edge });
  });

  it("uses 300x300 when no size is given", async () => {
    const res = await qr("data=hello");
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 300, height: 300 });
  });

  it("renders SVG on request", async () => {
    const res = await qr(`data=${encodeURIComponent(SHORT_URL)}&size=300x300&format=svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300"/);
    expect(svg).toContain("<path");
  });

  it("renders unicode and emoji data", async () => {
    for (const data of ["héllo wörld", "مرحبا", "こんにちは", "👋🏽 hi 🇬🇧"]) {
      const res = await qr(`data=${encodeURIComponent(data)}&format=svg`);
      expect(res.status, data).toBe(200);
    }
  });

  it("answers 304 to a matching If-None-Match, and the ETag tracks data, size and format", async () => {
    const query = `data=${encodeURIComponent(SHORT_URL)}&size=300x300`;
    const first = await qr(query);
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    const again = await qr(query, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await qr(query, { headers: { "If-None-Match": `W/${etag}` } })).status).toBe(304);
    expect((await qr(query, { headers: { "If-None-Match": '"stale"' } })).status).toBe(200);

    const others = [
      `${query}&format=svg`,
      `data=${encodeURIComponent(SHORT_URL)}&size=301`,
      "data=other&size=300",
    ];
    for (const other of others) {
      const res = await qr(other);
      await res.arrayBuffer();
      expect(res.headers.get("etag"), other).not.toBe(etag);
    }
  });

  it("serves the same bytes from its cache", async () => {
    const a = new Uint8Array(await (await qr("data=cached&size=512")).arrayBuffer());
    const b = new Uint8Array(await (await qr("data=cached&size=512")).arrayBuffer());
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("offers a download when asked", async () => {
    const png = await qr("data=hello&download=1");
    expect(png.headers.get("content-disposition")).toBe('attachment; filename="chatlink-qr.png"');
    const svg = await qr("data=hello&format=svg&download=1");
    expect(svg.headers.get("content-disposition")).toBe('attachment; filename="chatlink-qr.svg"');
  });

  it("names a short link's download after its code", async () => {
    const data = encodeURIComponent("https://chat.example/Cafe-da-manha");
    const png = await qr(`data=${data}&download=1`);
    expect(png.headers.get("content-disposition")).toBe('attachment; filename="chatlink-Cafe-da-manha.png"');
    const svg = await qr(`data=${data}&format=svg&download=1`);
    expect(svg.headers.get("content-disposition")).toBe('attachment; filename="chatlink-Cafe-da-manha.svg"');
  });

  it("answers HEAD without a body", async () => {
    const res = await qr("data=hello", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  const badSizes = [
    "0x0",
    "300x200",
    "5000x5000",
    "-1",
    "abc",
    "1e3",
    "63",
    "2049x2049",
    "300x",
    "x300",
    "300.5",
    "0x12c",
    "300x300x300",
    " ",
    "３００",
  ];
  it.each(badSizes)("refuses size=%j with 400 invalid_qr_size", async (size) => {
    const res = await qr(`data=hello&size=${encodeURIComponent(size)}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await jsonOf(res)).toMatchObject({ error: "invalid_qr_size", message: expect.any(String) });
  });

  it.each([
    ["missing", "size=300"],
    ["empty", "data=&size=300"],
    ["over 2,048 characters", `data=${"a".repeat(2049)}`],
    ["2,048 emoji (too many bytes for any QR code)", `data=${encodeURIComponent("😀".repeat(1000))}`],
  ])("refuses data that is %s with 400 invalid_qr_data", async (_label, query) => {
    const res = await qr(query);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ error: "invalid_qr_data" });
  });

  it("refuses a size too small for the data instead of returning a bigger image", async () => {
    const res = await qr(`data=${"a".repeat(2000)}&size=64`);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({
      error: "qr_too_small",
      message: expect.stringMatching(/at least \d+x\d+ px/),
    });
  });

  it("never serves a code too small to scan: 400 qr_too_small naming the smallest size, which then decodes", async () => {
    // The case: a 64 px code of a link, once a 200 with modules of 1.7 px.
    for (const format of ["png", "svg"]) {
      const tooSmall = await qr(`data=${encodeURIComponent(SHORT_URL)}&size=64x64&format=${format}`);
      expect(tooSmall.status).toBe(400);
      expect(tooSmall.headers.get("cache-control")).toBe("no-store");
      const body = await jsonOf(tooSmall);
      expect(body).toMatchObject({ error: "qr_too_small" });
      expect(body.message).toContain("at least 74x74 px for this data");
      const smallest = await qr(`data=${encodeURIComponent(SHORT_URL)}&size=74x74&format=${format}`);
      expect(smallest.status).toBe(200);
      expect(await decodeQr(new Uint8Array(await smallest.arrayBuffer()))).toBe(SHORT_URL);
    }
  });

  it("the documented 300x300 request for a short link, and the largest size, decode to the link", async () => {
    for (const query of [
      "size=300x300",
      "size=300x300&format=svg",
      "size=2048x2048",
      "size=2048&format=svg",
    ]) {
      const res = await qr(`data=${encodeURIComponent(SHORT_URL)}&${query}`);
      expect(res.status, query).toBe(200);
      expect(await decodeQr(new Uint8Array(await res.arrayBuffer())), query).toBe(SHORT_URL);
    }
  });

  it("renders the longest accepted data at a size that fits it", async () => {
    const res = await qr(`data=${"a".repeat(2048)}&size=1024`);
    expect(res.status).toBe(200);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1024, height: 1024 });
  });

  it.each(["gif", "jpeg", "PNGX", "png "])("refuses format=%j with 400 invalid_qr_format", async (format) => {
    const res = await qr(`data=hello&format=${encodeURIComponent(format)}`);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ error: "invalid_qr_format" });
  });

  it("treats an empty format like a missing one (PNG)", async () => {
    const res = await qr("data=hello&format=");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("never answers 5xx to hostile queries", async () => {
    const queries = [
      "data=%00%01%02",
      "data=%E0%A4%A&size=300",
      "data=<script>alert(1)</script>",
      "data=a&data=b&size=300&size=400",
      "data='; DROP TABLE links;--",
      `data=${"%F0%9F%98%80".repeat(600)}`,
      "size=%00",
      "format=%00&data=x",
      "data=x&size=99999999999999999999",
    ];
    for (const query of queries) {
      const res = await qr(query);
      await res.arrayBuffer();
      expect(res.status, query).toBeLessThan(500);
    }
  });
});
