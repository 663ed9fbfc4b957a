import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALIAS_PATTERN } from "#core/alias";
import { RESERVED_WORDS } from "#core/reserved-words";
import { accounts, links } from "#db/schema";
import routes from "../../../app/routes";
import { personalWorkspaceOf } from "../../support/personal-workspace";
import { IMPOSSIBLE_NUMBERS, phoneTypings } from "../../support/phone-typings";
import type { Driver } from "./databases";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./test-server";

const PHONE = "447911123456";
const CHROME_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/**
 * The HTTP contract end to end over a real socket. Defined once, run per driver
 * (PGlite always, PostgreSQL when TEST_DATABASE_URL is set).
 */
export function defineApiSuite(driver: Driver): void {
  describe(`HTTP API and redirects on ${driver}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await bootTestServer(driver);
    });
    afterAll(async () => {
      await server?.stop();
    });

    async function post(body: string, init: { type?: string; from?: string } = {}): Promise<JsonAnswer> {
      const res = await fetch(`${server.base}/api/shorten`, {
        method: "POST",
        headers: {
          "content-type": init.type ?? "application/json",
          "x-forwarded-for": init.from ?? freshAddress(),
        },
        body,
      });
      return { status: res.status, headers: res.headers, body: await readJson(res) };
    }
    const postJson = (value: unknown, from?: string) => post(JSON.stringify(value), { from });

    async function get(query: Record<string, string> | string, from?: string): Promise<JsonAnswer> {
      const qs = typeof query === "string" ? query : new URLSearchParams(query).toString();
      const res = await fetch(`${server.base}/api/shorten?${qs}`, {
        headers: { "x-forwarded-for": from ?? freshAddress() },
      });
      return { status: res.status, headers: res.headers, body: await readJson(res) };
    }

    async function visit(
      path: string,
      init: { method?: string; ua?: string; from?: string; referer?: string } = {},
    ) {
      const headers: Record<string, string> = { "user-agent": init.ua ?? CHROME_UA };
      if (init.from) headers["x-forwarded-for"] = init.from;
      if (init.referer) headers.referer = init.referer;
      const res = await fetch(`${server.base}${path}`, {
        method: init.method ?? "GET",
        headers,
        redirect: "manual",
      });
      await res.arrayBuffer();
      return res;
    }

    async function createCode(
      input: Record<string, unknown> = { phone: PHONE },
      from?: string,
    ): Promise<string> {
      const res = await postJson(input, from);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return String(res.body.code);
    }

    describe("POST and GET /api/shorten", () => {
      it("creates a generated code from a phone and message (POST JSON)", async () => {
        const res = await postJson({ phone: "+44 7911 123456", message: "  Hello there  " });
        expect(res.status).toBe(201);
        const code = String(res.body.code);
        expect(code).toMatch(/^[a-z0-9]{7}$/);
        const shortUrl = `${PUBLIC_URL}/${code}`;
        expect(res.body).toEqual({
          url: code,
          code,
          shortUrl,
          whatsappUrl: `https://wa.me/${PHONE}?text=Hello%20there`,
          qr: `${PUBLIC_URL}/api/qr?data=${encodeURIComponent(shortUrl)}&size=300x300`,
          // Made signed out: this browser may claim it into an account later (docs/decisions/0045).
          claimToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        });
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      });

      it("creates from a WhatsApp URL with an alias kept as typed (GET, the documented call shape)", async () => {
        const alias = `Shop_${Date.now().toString(36)}`;
        const res = await get({
          url: `https://wa.me/${PHONE}?text=${encodeURIComponent("Hi & bye")}`,
          alias,
        });
        expect(res.status).toBe(201);
        expect(res.body.url).toBe(alias);
        expect(res.body.code).toBe(alias);
        expect(res.body.shortUrl).toBe(`${PUBLIC_URL}/${alias}`);
        expect(res.body.whatsappUrl).toBe(`https://wa.me/${PHONE}?text=Hi%20%26%20bye`);
      });

      it("returns a QR address this server answers with an image; edge routes are mounted", async () => {
        const res = await postJson({ phone: PHONE });
        const qr = String(res.body.qr).replace(PUBLIC_URL, server.base);
        const image = await fetch(qr);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toMatch(/^image\//);
        expect((await fetch(`${server.base}/flags/gb.svg`)).status).toBe(200);
        const geo = await fetch(`${server.base}/api/geo`);
        expect([200, 404]).toContain(geo.status);
        expect(geo.headers.get("content-type")).toMatch(/application\/json/);
      });

      it("accepts api.whatsapp.com/send links", async () => {
        const res = await get({ url: `https://api.whatsapp.com/send?phone=${PHONE}&text=Yo` });
        expect(res.status).toBe(201);
        expect(res.body.whatsappUrl).toBe(`https://wa.me/${PHONE}?text=Yo`);
      });

      it("refuses an alias already taken, whatever its case (409 alias_taken)", async () => {
        const alias = `Taken-${Date.now().toString(36)}`;
        expect((await postJson({ phone: PHONE, alias })).status).toBe(201);
        for (const again of [alias, alias.toLowerCase(), alias.toUpperCase()]) {
          const res = await postJson({ phone: "15551234567", alias: again });
          expect(res.status).toBe(409);
          expect(res.body).toEqual({
            error: "alias_taken",
            message: "Alias not available. Please choose a different one.",
          });
        }
      });

      it("never lets an alias shadow a route of the site (derived from the route table) or a system word", async () => {
        const routePaths = collectPaths(routes);
        const firstSegments = new Set(
          // Only segments an alias could spell (sitemap.xml, *, :param cannot be aliases anyway).
          routePaths.map((p) => p.split("/")[0] ?? "").filter((s) => ALIAS_PATTERN.test(s)),
        );
        expect(firstSegments.size).toBeGreaterThan(5);
        for (const word of [
          ...firstSegments,
          "api",
          "assets",
          "login",
          "signup",
          "dashboard",
          "admin",
          "qr",
          "flags",
        ]) {
          expect(RESERVED_WORDS.has(word), word).toBe(true);
          for (const alias of [word, word.toUpperCase()]) {
            const res = await postJson({ phone: PHONE, alias });
            expect(res.status, alias).toBe(400);
            // Under 5 characters the length rule answers first; both are refusals.
            expect(res.body.error, alias).toBe(alias.length >= 5 ? "alias_reserved" : "invalid_alias");
          }
        }
      });

      it("answers 405 for other methods and 404 JSON for unknown API paths", async () => {
        const put = await fetch(`${server.base}/api/shorten`, { method: "PUT" });
        expect(put.status).toBe(405);
        expect((await readJson(put)).error).toBe("method_not_allowed");
        for (const path of ["/api/nope", "/api", "/api/shorten/extra", "/api/nope/deeper"]) {
          const res = await fetch(`${server.base}${path}`);
          expect(res.status, path).toBe(404);
          expect((await readJson(res)).error, path).toBe("not_found");
        }
      });

      it("limits anonymous creation per address (30 a minute) with 429 and Retry-After", async () => {
        const from = "198.51.100.77";
        for (let i = 0; i < 30; i++) expect((await postJson({ phone: PHONE }, from)).status).toBe(201);
        const refused = await postJson({ phone: PHONE }, from);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toBe("rate_limited");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        // Another address is unaffected.
        expect((await postJson({ phone: PHONE }, "198.51.100.78")).status).toBe(201);
      });
    });

    describe("phone numbers as people type them (issue 10): every link opens wa.me/<E.164 digits>", () => {
      const table = phoneTypings();

      it.each(table.map((row) => [row.country, row.style, row.typed, row.with ?? "", row.e164] as const))(
        "POST %s, %s: %s (country %s) → %s",
        async (_country, _style, typed, withCountry, e164) => {
          const res = await postJson(withCountry ? { phone: typed, country: withCountry } : { phone: typed });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(res.body.whatsappUrl).toBe(`https://wa.me/${e164.slice(1)}`);
        },
      );

      it("GET with the documented url shape (wa.me and api.whatsapp.com) and with phone + country gives the same links", async () => {
        for (const row of table.filter(
          (r) => r.style === "E.164" || r.style === "national with its country",
        )) {
          const digits = row.e164.slice(1);
          const query: Record<string, string> =
            row.style === "E.164"
              ? { url: `https://wa.me/${digits}?text=Hi` }
              : { phone: row.typed, country: row.with ?? "", message: "Hi" };
          const res = await get(query);
          expect(res.status, `${row.typed} ${JSON.stringify(res.body)}`).toBe(201);
          expect(res.body.whatsappUrl, row.typed).toBe(`https://wa.me/${digits}?text=Hi`);
        }
        const api = await get({ url: "https://api.whatsapp.com/send?phone=+4407911123456" });
        expect(api.body.whatsappUrl).toBe("https://wa.me/447911123456");
      });

      it("stores the E.164 digits: the short link of a trunk-0 number redirects to the live chat", async () => {
        for (const row of table.filter((r) => r.style === "trunk prefix after +CC").slice(0, 10)) {
          const code = await createCode({ phone: row.typed });
          const res = await visit(`/${code}`);
          expect(res.status).toBe(302);
          expect(res.headers.get("location"), row.typed).toBe(`https://wa.me/${row.e164.slice(1)}`);
        }
      });

      it.each(IMPOSSIBLE_NUMBERS.map((row) => [row.typed, row.with ?? "", row.names] as const))(
        "refuses %s (country %s): 400 invalid_phone naming %s",
        async (typed, withCountry, names) => {
          const res = await postJson(withCountry ? { phone: typed, country: withCountry } : { phone: typed });
          expect(res.status).toBe(400);
          expect(res.body.error).toBe("invalid_phone");
          expect(String(res.body.message)).toContain(names);
        },
      );

      it("says exactly what is wrong with a UK mobile a digit short, by POST, GET and the url shape", async () => {
        const expected = {
          error: "invalid_phone",
          message: "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
        };
        expect((await postJson({ phone: "+44 7911 12345" })).body).toEqual(expected);
        expect((await get({ phone: "07911 12345", country: "GB" })).body).toEqual({
          ...expected,
          message: `${expected.message} If it is not a United Kingdom number, start it with + and its country code.`,
        });
        expect((await get({ url: "https://wa.me/44791112345" })).body).toEqual(expected);
      });
    });

    describe("bad input: always 4xx JSON with a stable error code, never 5xx", () => {
      const long = (n: number) => "a".repeat(n);
      const cases: Array<[string, unknown, string | null]> = [
        // [name, JSON body, expected error code or null for "any 4xx code"]
        ["empty object", {}, "invalid_phone"],
        ["empty phone", { phone: "" }, "invalid_phone"],
        ["blank phone", { phone: "    " }, "invalid_phone"],
        ["phone too short", { phone: "12345" }, "invalid_phone"],
        ["phone too long", { phone: "1234567890123456" }, "invalid_phone"],
        ["phone way too long", { phone: "1".repeat(10_000) }, "invalid_phone"],
        ["phone as number", { phone: 447911123456 }, "invalid_request"],
        ["phone as null", { phone: null }, "invalid_request"],
        ["phone as array", { phone: [PHONE] }, "invalid_request"],
        ["phone as object (operator injection)", { phone: { $gt: "" } }, "invalid_request"],
        ["phone with letters", { phone: "+44 79II 123456" }, "invalid_phone"],
        // Arabic-Indic digits are read now (issue 10); a national number in them without a country is still refused.
        ["phone with Arabic-Indic digits, national, no country", { phone: "٠٧٩١١ ١٢٣٤٥٦" }, "invalid_phone"],
        ["phone a digit short", { phone: "+44 7911 12345" }, "invalid_phone"],
        ["phone with an unknown country code", { phone: "+999 1234567" }, "invalid_phone"],
        ["country not a code", { phone: "07911 123456", country: "United Kingdom" }, "invalid_request"],
        ["country unknown", { phone: "07911 123456", country: "XX" }, "invalid_request"],
        ["country as number", { phone: "07911 123456", country: 44 }, "invalid_request"],
        ["phone with SQL injection", { phone: "447911123456'; DROP TABLE links;--" }, "invalid_phone"],
        ["phone with HTML", { phone: "<img src=x onerror=alert(1)>" }, "invalid_phone"],
        ["alias too short", { phone: PHONE, alias: "abcd" }, "invalid_alias"],
        ["alias too long", { phone: PHONE, alias: long(51) }, "invalid_alias"],
        ["alias far too long", { phone: PHONE, alias: long(5000) }, "invalid_alias"],
        ["alias with a space", { phone: PHONE, alias: "my alias" }, "invalid_alias"],
        ["alias with Cyrillic look-alikes", { phone: PHONE, alias: "mу-аlias" }, "invalid_alias"],
        ["alias in fullwidth letters", { phone: PHONE, alias: "ｍｙａｌｉａｓ" }, "invalid_alias"],
        ["alias with fullwidth digits", { phone: PHONE, alias: "shop１２３" }, "invalid_alias"],
        ["alias with an emoji", { phone: PHONE, alias: "shop🙂shop" }, "invalid_alias"],
        ["alias with a zero-width space", { phone: PHONE, alias: "shop\u200Bshop" }, "invalid_alias"],
        ["alias with SQL injection", { phone: PHONE, alias: "x' OR '1'='1" }, "invalid_alias"],
        ["alias with HTML", { phone: PHONE, alias: "<script>alert(1)</script>" }, "invalid_alias"],
        ["alias with a path", { phone: PHONE, alias: "../../etc/passwd" }, "invalid_alias"],
        ["alias with percent-encoding", { phone: PHONE, alias: "shop%2Fx" }, "invalid_alias"],
        ["alias with NUL", { phone: PHONE, alias: "shop\u0000shop" }, "invalid_input"],
        ["alias as number", { phone: PHONE, alias: 123456 }, "invalid_request"],
        ["alias as array", { phone: PHONE, alias: ["shopshop"] }, "invalid_request"],
        ["message too long", { phone: PHONE, message: long(1001) }, "message_too_long"],
        ["message far too long", { phone: PHONE, message: long(50_000) }, null],
        ["message as object", { phone: PHONE, message: { text: "hi" } }, "invalid_request"],
        ["url to another site", { url: "https://example.com/447911123456" }, "invalid_url"],
        ["url on a look-alike host", { url: `https://wa.me.evil.com/${PHONE}` }, "invalid_url"],
        ["url with credentials trick", { url: `https://wa.me@evil.com/${PHONE}` }, "invalid_url"],
        ["url with a port", { url: `https://wa.me:8443/${PHONE}` }, "invalid_url"],
        ["url with an extra path", { url: `https://wa.me/${PHONE}/evil` }, "invalid_url"],
        ["javascript: url", { url: "javascript:alert(1)" }, "invalid_url"],
        ["data: url", { url: "data:text/html,<script>alert(1)</script>" }, "invalid_url"],
        ["protocol-relative url", { url: `//wa.me/${PHONE}` }, "invalid_url"],
        ["group invite url", { url: "https://chat.whatsapp.com/AbCdEfGhIjK" }, "invalid_url"],
        ["redirector url", { url: `https://evil.com/?next=https://wa.me/${PHONE}` }, "invalid_url"],
        [
          "api.whatsapp.com with a bad phone",
          { url: "https://api.whatsapp.com/send?phone=evil.com" },
          "invalid_url",
        ],
        ["url with a too-short number", { url: "https://wa.me/123" }, "invalid_phone"],
        ["url far too long", { url: `https://wa.me/${PHONE}?text=${long(9000)}` }, "invalid_url"],
        ["url as number", { url: 42 }, "invalid_request"],
      ];

      it.each(cases)("POST %s", async (_name, body, expected) => {
        const res = await postJson(body);
        expectClientError(res, expected);
      });

      const rawBodies: Array<[string, string, string | undefined, number]> = [
        ["malformed JSON", '{"phone": "447911123456"', undefined, 400],
        ["empty body", "", undefined, 400],
        ["JSON null", "null", undefined, 400],
        ["JSON array", `[{"phone":"${PHONE}"}]`, undefined, 400],
        ["JSON number", "447911123456", undefined, 400],
        ["JSON string", `"${PHONE}"`, undefined, 400],
        ["trailing garbage", `{"phone":"${PHONE}"} x`, undefined, 400],
        ["text/plain body", `{"phone":"${PHONE}"}`, "text/plain", 415],
        ["form body", `phone=${PHONE}`, "application/x-www-form-urlencoded", 415],
        ["no content type", `{"phone":"${PHONE}"}`, "", 415],
      ];

      it.each(rawBodies)("POST %s", async (_name, body, type, status) => {
        const res = await post(body, { type });
        expect(res.status).toBe(status);
        expect(res.body.error).toBe("invalid_request");
        expect(typeof res.body.message).toBe("string");
      });

      it("POST an oversized body → 413 payload_too_large", async () => {
        const res = await post(JSON.stringify({ phone: PHONE, message: "x".repeat(200_000) }));
        expect(res.status).toBe(413);
        expect(res.body.error).toBe("payload_too_large");
      });

      it("POST an oversized body sent in chunks (no Content-Length) → 413", async () => {
        const chunk = new TextEncoder().encode(`{"phone":"${PHONE}","message":"${"x".repeat(100_000)}"}`);
        const res = await fetch(`${server.base}/api/shorten`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(chunk);
              controller.close();
            },
          }),
          duplex: "half",
        } as RequestInit);
        expect(res.status).toBe(413);
        expect((await readJson(res)).error).toBe("payload_too_large");
      });

      it.each([
        ["no parameters", "", "invalid_phone"],
        ["empty url", "url=", "invalid_phone"],
        ["a url given twice", `url=https://wa.me/${PHONE}&url=https://wa.me/15551234567`, "invalid_request"],
        ["javascript: url", "url=javascript:alert(1)", "invalid_url"],
        ["look-alike host", `url=https://wa.me.evil.com/${PHONE}`, "invalid_url"],
        ["reserved alias", `url=https://wa.me/${PHONE}&alias=features`, "alias_reserved"],
        [
          "Cyrillic alias",
          `url=https://wa.me/${PHONE}&alias=${encodeURIComponent("саfé-shop")}`,
          "invalid_alias",
        ],
        ["broken percent-encoding", `url=https://wa.me/${PHONE}&alias=%E0%A4%A`, null],
        [
          "SQL injection alias",
          `url=https://wa.me/${PHONE}&alias=${encodeURIComponent("a'--; drop table links")}`,
          "invalid_alias",
        ],
      ])("GET %s", async (_name, query, expected) => {
        expectClientError(await get(query), expected);
      });

      it("stores injection-looking message text as data and redirects to it encoded", async () => {
        const message = "'; DROP TABLE links; -- <script>alert(1)</script> & ?x=1#y 100% ünïcødé ✓";
        const code = await createCode({ phone: PHONE, message });
        const res = await visit(`/${code}`);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(
          `https://wa.me/${PHONE}?text=${encodeURIComponent(message)}`,
        );
      });
    });

    describe("GET|HEAD /<code>", () => {
      it("redirects 302 to wa.me with the percent-encoded message, no-store and the referrer policy", async () => {
        const message = "Hello *World*\nLine two & more ✓";
        const code = await createCode({ phone: "+1 (555) 123-4567", message });
        const res = await visit(`/${code}`);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(
          `https://wa.me/15551234567?text=${encodeURIComponent(message)}`,
        );
        expect(res.headers.get("cache-control")).toBe("no-store");
        // wa.me learns at most our origin, whatever policy the page with the link had.
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        // No document, so nothing for a CSP or framing headers to act on (ADR 0128).
        expect(res.headers.get("content-security-policy")).toBeNull();
      });

      it("redirects without ?text when there is no message, ignores a query string, answers HEAD", async () => {
        const code = await createCode({ phone: PHONE });
        expect((await visit(`/${code}?utm_source=x`)).headers.get("location")).toBe(`https://wa.me/${PHONE}`);
        const head = await visit(`/${code}`, { method: "HEAD" });
        expect(head.status).toBe(302);
        expect(head.headers.get("location")).toBe(`https://wa.me/${PHONE}`);
      });

      it("matches codes and aliases case-insensitively", async () => {
        const code = await createCode({ phone: PHONE });
        expect((await visit(`/${code.toUpperCase()}`)).status).toBe(302);
        const alias = `MiXeD-${Date.now().toString(36)}`;
        await createCode({ phone: PHONE, alias });
        for (const path of [alias, alias.toLowerCase(), alias.toUpperCase()]) {
          const res = await visit(`/${path}`);
          expect(res.status, path).toBe(302);
          expect(res.headers.get("location")).toBe(`https://wa.me/${PHONE}`);
        }
      });

      it("reaches the link as people paste it: trailing slash, sentence punctuation, %20 padding", async () => {
        const alias = `pasted-${Date.now().toString(36)}`;
        await createCode({ phone: PHONE, alias });
        for (const path of [
          `${alias}/`,
          `${alias}.`,
          `${alias},`,
          `${alias}).`,
          `%20${alias}%20`,
          `${alias.toUpperCase()}/`,
        ]) {
          const res = await visit(`/${path}`);
          expect(res.status, path).toBe(302);
          expect(res.headers.get("location"), path).toBe(`https://wa.me/${PHONE}`);
        }
        // Reserved words keep their pages; other characters are not stripped.
        expect((await visit("/faq/")).status).not.toBe(302);
        expect((await visit(`/${alias}x.`)).status).toBe(404);
        expect((await visit(`/${alias}%21`)).status).toBe(404);
      });

      it("answers /favicon.ico (asked for by browsers and feed readers on their own) with the icon", async () => {
        const res = await fetch(`${server.base}/favicon.ico`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/icon/);
        expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
      });

      it("falls through to the Link Not Found page (404) for unknown codes, twice (negative cache)", async () => {
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${server.base}/nosuch${i}zz`, { redirect: "manual" });
          expect(res.status).toBe(404);
          expect(res.headers.get("content-type")).toMatch(/text\/html/);
          expect(await res.text()).toMatch(/not found/i);
        }
      });

      it("serves site pages, not lookups, for reserved paths; POST to a code is not a redirect", async () => {
        const page = await fetch(`${server.base}/features`, { redirect: "manual" });
        expect(page.status).toBe(200);
        expect(page.headers.get("content-type")).toMatch(/text\/html/);
        const code = await createCode({ phone: PHONE });
        const post = await fetch(`${server.base}/${code}`, { method: "POST", redirect: "manual" });
        // No route action handles it: 405 JSON from the app, not React Router's logged "no action" error.
        expect(post.status).toBe(405);
        expect(post.headers.get("allow")).toBe("GET, HEAD");
        expect(((await post.json()) as { error: string }).error).toBe("method_not_allowed");
        for (const path of ["/no/such/page", "/faq", `/${code}.data`]) {
          const other = await fetch(`${server.base}${path}`, { method: "DELETE", redirect: "manual" });
          expect(other.status, path).toBe(405);
          await other.arrayBuffer();
        }
      });

      it("a code created just after a miss redirects at once (its negative cache entry is dropped)", async () => {
        const alias = `late-${Date.now().toString(36)}`;
        expect((await visit(`/${alias}`)).status).toBe(404);
        await createCode({ phone: PHONE, alias });
        expect((await visit(`/${alias}`)).status).toBe(302);
      });

      it("removed links are not found at once; restored links work at once", async () => {
        const code = await createCode({ phone: PHONE });
        expect((await visit(`/${code}`)).status).toBe(302); // now cached
        const removed = await server.admin("remove", { code, reason: "spam" });
        expect(removed.status).toBe(200);
        expect([404, 410]).toContain((await visit(`/${code}`)).status);
        expect((await server.admin("restore", { code: code.toUpperCase() })).status).toBe(200);
        expect((await visit(`/${code}`)).status).toBe(302);
        expect((await server.admin("remove", { code: "doesnotexist" })).status).toBe(404);
      });

      it("links of a banned owner account resolve as not found, without being deleted", async () => {
        const code = await createCode({ phone: PHONE });
        const { db } = server.running.database;
        const [owner] = await db
          .insert(accounts)
          .values({ email: `owner-${code}@example.com`, bannedAt: new Date() })
          .returning({ id: accounts.id });
        await db
          .update(links)
          .set({ workspaceId: await personalWorkspaceOf(db, owner?.id ?? -1) })
          .where(eq(links.codeKey, code));
        expect((await visit(`/${code}`)).status).toBe(404);
        // Still there: lifting the ban brings it back.
        await db
          .update(accounts)
          .set({ bannedAt: null })
          .where(eq(accounts.id, owner?.id ?? -1));
        server.running.resolver.invalidate(code);
        expect((await visit(`/${code}`)).status).toBe(302);
      });

      it("a banned creator cannot create more and their links are not found; unbanning restores both", async () => {
        const from = "198.51.100.200";
        const code = await createCode({ phone: PHONE }, from);
        expect((await visit(`/${code}`)).status).toBe(302);
        expect((await server.admin("ban-creator", { code, reason: "abuse" })).status).toBe(200);
        const refused = await postJson({ phone: PHONE }, from);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe("creator_banned");
        // Banned comes first: an alias (free or taken) gets 403, and nothing is stored under it.
        const alias = `banned-${Date.now().toString(36)}`;
        expect((await postJson({ phone: PHONE, alias }, from)).status).toBe(403);
        expect((await postJson({ phone: PHONE, alias: code }, from)).status).toBe(403);
        expect((await visit(`/${alias}`)).status).toBe(404);
        expect((await visit(`/${code}`)).status).toBe(404);
        expect((await postJson({ phone: PHONE }, "198.51.100.201")).status).toBe(201);
        expect((await server.admin("unban-creator", { code })).status).toBe(200);
        expect((await visit(`/${code}`)).status).toBe(302);
        expect((await postJson({ phone: PHONE }, from)).status).toBe(201);
      });
    });

    describe("click counting", () => {
      it("counts every human click and keeps bots apart", async () => {
        const code = await createCode({ phone: PHONE });
        const humans = 25;
        await Promise.all(
          Array.from({ length: humans }, (_, i) =>
            visit(`/${code}`, {
              ua: i % 2 === 0 ? CHROME_UA : IPHONE_UA,
              from: "81.2.69.142",
              referer: i < 5 ? "https://www.instagram.com/p/abc?secret=1" : undefined,
            }),
          ),
        );
        await visit(`/${code}`, {
          ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        });
        await visit(`/${code}`, { ua: "WhatsApp/2.23.20.0 A" });
        await visit(`/${code}`, {
          ua: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        });
        await visit(`/${code}`, { method: "HEAD" });

        const stats = await server.admin("stats", { code });
        expect(stats.status).toBe(200);
        const result = stats.json.result as Record<string, unknown> & {
          countries: Record<string, number>;
          devices: Record<string, number>;
          referrers: Record<string, number>;
          browsers: Record<string, number>;
        };
        expect(result.clicks).toBe(humans);
        expect(result.bots).toBe(4);
        expect(sum(result.countries)).toBe(humans);
        expect(sum(result.devices)).toBe(humans);
        expect(result.devices.mobile).toBe(12);
        expect(result.devices.desktop).toBe(13);
        expect(result.referrers["www.instagram.com"]).toBe(5);
        expect(result.referrers.direct).toBe(20);
        // Only the referrer's host is kept.
        expect(JSON.stringify(result)).not.toContain("secret");
      });
    });
  });
}

function expectClientError(res: JsonAnswer, expected: string | null): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  expect(typeof res.body.error).toBe("string");
  expect(typeof res.body.message).toBe("string");
  if (expected !== null) expect(res.body.error).toBe(expected);
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  expect(res.headers.get("content-type") ?? "", text.slice(0, 200)).toMatch(/application\/json/);
  return JSON.parse(text) as Record<string, unknown>;
}

function sum(values: Record<string, number>): number {
  return Object.values(values).reduce((a, b) => a + b, 0);
}

interface RouteLike {
  path?: string;
  children?: RouteLike[];
}

function collectPaths(entries: readonly RouteLike[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.path ? `${prefix}${r.path}` : prefix;
    return [...(r.path ? [path] : []), ...collectPaths(r.children ?? [], path ? `${path}/` : "")];
  });
}
