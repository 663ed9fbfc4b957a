import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "#core/errors";
import { createRateLimiter } from "#domain/limits/rate-limit.server";
import { phoneRoutes } from "#server/http/phone.server";
import { type EdgeServer, jsonOf, startEdgeServer } from "./edge-server";

/**
 * `GET /api/phone` over a real socket: the reading the generator shows under the
 * phone field before a link exists (issue 10 item 4).
 */
describe("GET /api/phone over HTTP", () => {
  let server: EdgeServer;
  let tight: EdgeServer;

  beforeAll(async () => {
    const app = new Hono();
    app.route(
      "/api/phone",
      phoneRoutes({
        limiter: createRateLimiter({
          limit: 10_000,
          windowSeconds: 60,
          keySecret: "test",
          keyedBy: "address",
        }),
        trustProxy: 0,
      }),
    );
    server = await startEdgeServer(app);
    const limited = new Hono();
    limited.route(
      "/api/phone",
      phoneRoutes({
        limiter: createRateLimiter({ limit: 3, windowSeconds: 60, keySecret: "test", keyedBy: "address" }),
        trustProxy: 0,
      }),
    );
    tight = await startEdgeServer(limited);
  });
  afterAll(async () => {
    await server?.close();
    await tight?.close();
  });

  const read = (query: string, base = server.base) => fetch(`${base}/api/phone?${query}`);

  it("reads a trunk-0 UK number, says what it corrected, and lets caches keep the answer", async () => {
    const res = await read(`number=${encodeURIComponent("+44 07911 123456")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const body = await jsonOf(res);
    expect(body).toMatchObject({
      e164: "+447911123456",
      international: "+44 7911 123456",
      country: "GB",
      countryName: "United Kingdom",
    });
    expect(body.corrections).toEqual([
      {
        code: "trunk_prefix_removed",
        message: "We removed the 0 after +44.",
        // What the message names, for the generator to say it in its page's language.
        values: { dropped: "0", callingCode: "44" },
      },
    ]);
    expect(body.warnings).toEqual([]);
  });

  it("reads a national number with the chosen country", async () => {
    const body = await jsonOf(await read(`number=${encodeURIComponent("07911 123456")}&country=gb`));
    expect(body).toMatchObject({ e164: "+447911123456", country: "GB" });
  });

  it("refuses an impossible number with the reader's message, before any link is made", async () => {
    const res = await read(`number=${encodeURIComponent("+44 7911 12345")}`);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: "invalid_phone",
      message: "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
      problem: "wrong_length",
    });
  });

  it("says why in the caller's language (Accept-Language), the codes unchanged", async () => {
    const portuguese = await fetch(
      `${server.base}/api/phone?number=${encodeURIComponent("+44 7911 12345")}`,
      {
        headers: { "accept-language": "pt-BR,pt;q=0.9" },
      },
    );
    expect(portuguese.status).toBe(400);
    expect(portuguese.headers.get("content-language")).toBe("pt-BR");
    expect(portuguese.headers.get("vary")).toContain("Accept-Language");
    expect(await jsonOf(portuguese)).toEqual({
      error: "invalid_phone",
      message: "Os números desse país (Reino Unido) têm 10 dígitos depois do código +44; este tem 9.",
      problem: "wrong_length",
    });
    const arabic = await fetch(`${server.base}/api/phone?number=${encodeURIComponent("+44 79x1")}`, {
      headers: { "accept-language": "ar" },
    });
    expect(await jsonOf(arabic)).toMatchObject({ error: "invalid_phone", problem: "bad_character" });
    const said = (await jsonOf(
      await fetch(`${server.base}/api/phone?number=${encodeURIComponent("+44 79x1")}`, {
        headers: { "accept-language": "ar" },
      }),
    )) as { message: string };
    expect(said.message).toBe(
      "لا يحتوي رقم الهاتف إلا على أرقام ومسافات ونقاط وشرطات وأقواس وعلامة + في أوله؛ احذف “x”.",
    );
  });

  it("warns about a landline but accepts it", async () => {
    const body = await jsonOf(await read(`number=${encodeURIComponent("+44 20 7946 0958")}`));
    expect(body.e164).toBe("+442079460958");
    expect((body.warnings as Array<{ code: string }>).map((w) => w.code)).toEqual(["fixed_line"]);
  });

  it("refuses a bad country parameter and a repeated parameter as invalid_request", async () => {
    const bad = await read("number=07911123456&country=GBR");
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad)).error).toBe("invalid_request");
    const twice = await read("number=1&number=2");
    expect(twice.status).toBe(400);
    expect((await jsonOf(twice)).error).toBe("invalid_request");
    const unknown = await read("number=07911123456&country=ZZ");
    expect(unknown.status).toBe(400);
    expect((await jsonOf(unknown)).error).toBe("invalid_request");
  });

  const HOSTILE: Array<[string, string]> = [
    ["10 KB of digits", "1".repeat(10_000)],
    ["10 KB of + signs", "+".repeat(10_000)],
    ["a lone surrogate, percent-encoded", "%ED%A0%80"],
    ["invalid UTF-8", "%FF%FE"],
    ["right-to-left override and emoji", encodeURIComponent("\u202e+44 7911 123456 😀")],
    ["combining marks on digits", encodeURIComponent("+4\u03034 7911 1234\u035c56")],
    ["nothing", ""],
    ["a NUL byte", "%00"],
    ["500 zero-width joiners (4.5 KB encoded)", encodeURIComponent("\u200d".repeat(500))],
  ];
  it.each(HOSTILE)("answers %s with a JSON 400, never a 5xx", async (_label, value) => {
    const res = await read(`number=${value}`);
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(Object.keys(API_ERRORS)).toContain(body.error);
    expect(typeof body.message).toBe("string");
  });

  it("limits readings per address with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await read(`number=%2B44791112345${i}`, tight.base)).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
    const refused = await read("number=%2B447911123456", tight.base);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await jsonOf(refused)).error).toBe("rate_limited");
  });
});
