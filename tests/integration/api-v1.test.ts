import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, apiKeys } from "#db/schema";
import { apiV1Routes } from "#server/http/api-v1.server";
import { decodeQr } from "../support/decode-qr";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import { cliEnvFor, runAdmin } from "./support/processes";
import {
  bootTestServer,
  freshAddress,
  PUBLIC_URL,
  type TestServer,
  visitAsPhone,
} from "./support/test-server";

warnIfPostgresSkipped();

interface Link {
  id: string;
  code: string;
  shortUrl: string;
  phone: string;
  message: string | null;
  clicks: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
}

/** REST API v1 (docs/product.md), keys made with `npm run admin -- api-key create`. */
for (const driver of DRIVERS) {
  describe(`REST API v1 on ${driver}`, () => {
    let server: TestServer;
    let database: TestDatabase | undefined;
    let env: NodeJS.ProcessEnv;
    const stamp = Date.now().toString(36);
    const alice = `alice-${stamp}@example.com`;
    const bob = `bob-${stamp}@example.com`;
    let aliceKey: string;
    let aliceWorkspace: string;
    let aliceReadKey: string;
    let bobKey: string;

    const call = async (key: string | null, method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${server.base}/api/v1${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        json: text === "" ? null : JSON.parse(text),
      };
    };
    const redirect = (code: string) => visitAsPhone(server, code);

    beforeAll(async () => {
      if (driver === "postgres") database = await createTestDatabase();
      server = await bootTestServer(driver, database === undefined ? {} : { databaseUrl: database.url });
      env = cliEnvFor(server.dataDir, database?.url, PUBLIC_URL);
      // Accounts as an older installation has them: no workspace until one is needed.
      await server.running.database.db.insert(accounts).values([{ email: alice }, { email: bob }]);
      const made = await runAdmin(["api-key", "create", alice, "--name", "CRM"], env);
      expect(made.code).toBe(0);
      aliceKey = String(made.json.key);
      aliceWorkspace = String(made.json.workspace);
      aliceReadKey = String((await runAdmin(["api-key", "create", alice, "--scope", "read"], env)).json.key);
      bobKey = String((await runAdmin(["api-key", "create", bob], env)).json.key);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it("makes keys with the operator CLI: shown once, stored only as a hash, for the personal workspace", async () => {
      expect(aliceKey).toMatch(/^chl_[A-Za-z0-9_-]{43}$/);
      expect(aliceWorkspace).toMatch(/^ws_[0-9a-f]{16}$/);
      const stored = await server.running.database.db.select().from(apiKeys);
      expect(stored).toHaveLength(3);
      expect(JSON.stringify(stored)).not.toContain(aliceKey.slice(4));
      const again = await runAdmin(["api-key", "create", alice, "--workspace", aliceWorkspace], env);
      expect(again.json).toMatchObject({ workspace: aliceWorkspace });
      const foreign = await runAdmin(["api-key", "create", bob, "--workspace", aliceWorkspace], env);
      expect([foreign.code, foreign.json]).toEqual([1, { error: "workspace_not_found" }]);
      const nobody = await runAdmin(["api-key", "create", `nobody-${stamp}@example.com`], env);
      expect(nobody.json).toEqual({ error: "account_not_found" });
    });

    it("refuses calls without a live key: 401 with the error shape", async () => {
      for (const key of [
        null,
        "",
        "chl_nope",
        `chl_${"a".repeat(43)}`,
        "x".repeat(10_000),
        aliceKey.toUpperCase(),
      ]) {
        const answer = await call(key, "GET", "/links");
        expect(answer.status, String(key).slice(0, 20)).toBe(401);
        expect(answer.json).toMatchObject({ error: "unauthorized", message: expect.any(String) });
      }
    });

    it("answers 429 to an address that keeps calling without a valid key, and only to it", async () => {
      const guesser = freshAddress();
      const guess = (key: string, address = guesser) =>
        fetch(`${server.base}/api/v1/workspace`, {
          headers: { authorization: `Bearer ${key}`, "x-forwarded-for": address },
        });
      // Calls with a valid key are given back: they never use up the address's allowance.
      for (let i = 0; i < 70; i++) expect((await guess(aliceKey)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 61; i++) statuses.push((await guess(`chl_${"x".repeat(42)}${i % 10}`)).status);
      expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
      const refused = await guess(`chl_${"y".repeat(43)}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await guess(aliceKey, freshAddress())).status).toBe(200);
    });

    it("describes the workspace, its members and the key's scope", async () => {
      expect((await call(aliceKey, "GET", "/workspace")).json).toEqual({
        id: aliceWorkspace,
        name: "Personal",
        members: [{ email: alice, role: "owner" }],
        scope: "write",
      });
      expect((await call(aliceReadKey, "GET", "/workspace")).json).toMatchObject({ scope: "read" });
    });

    let shop: Link;
    it("creates a link from a number as people type it; it redirects at once", async () => {
      const created = await call(aliceKey, "POST", "/links", {
        phone: "07911 123456",
        country: "GB",
        message: "Hi from the API",
        alias: "Api-Shop",
      });
      expect(created.status).toBe(201);
      shop = created.json as Link;
      expect(shop).toMatchObject({
        code: "Api-Shop",
        shortUrl: `${PUBLIC_URL}/Api-Shop`,
        phone: "+447911123456",
        message: "Hi from the API",
        clicks: 0,
        createdBy: alice,
        updatedBy: null,
      });
      expect(shop.id).toMatch(/^\d+$/);
      expect(Date.parse(shop.createdAt)).not.toBeNaN();
      const hop = await redirect("api-shop");
      expect([hop.status, hop.headers.get("location")]).toEqual([
        302,
        "https://wa.me/447911123456?text=Hi%20from%20the%20API",
      ]);
    });

    it("honours Idempotency-Key: a retry gets the first answer, even in parallel, and creates nothing more", async () => {
      const post = (key: string, body: unknown) =>
        fetch(`${server.base}/api/v1/links`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${aliceKey}`,
            "content-type": "application/json",
            "idempotency-key": key,
          },
          body: JSON.stringify(body),
        });
      const count = async () => (await call(aliceKey, "GET", "/links?limit=100")).json.data.length as number;
      const before = await count();
      const body = { phone: "+44 7911 123499", message: "Printed on 5,000 flyers" };
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(`flyer-${stamp}`, body)));
      const ids = new Set<string>();
      for (const answer of answers) {
        expect([201, 409]).toContain(answer.status);
        if (answer.status === 201) ids.add(((await answer.json()) as Link).id);
      }
      expect(ids.size).toBe(1);
      const retry = await post(`flyer-${stamp}`, body);
      expect([retry.status, retry.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
      expect(((await retry.json()) as Link).id).toBe([...ids][0]);
      const other = await post(`flyer-${stamp}`, { ...body, message: "Another flyer" });
      expect([other.status, ((await other.json()) as { error: string }).error]).toEqual([
        422,
        "idempotency_conflict",
      ]);
      expect((await post("x".repeat(300), body)).status).toBe(400);
      expect(await count()).toBe(before + 1);
      expect((await call(aliceKey, "DELETE", `/links/${[...ids][0]}`)).status).toBe(204);
    });

    it("refuses bad input with 400 naming the field, a taken alias with 409, and a read key with 403", async () => {
      const bad = await call(aliceKey, "POST", "/links", { phone: "12" });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ error: "invalid_phone", field: "phone" });
      expect(
        (await call(aliceKey, "POST", "/links", { phone: "+447911123456", alias: "no" })).json,
      ).toMatchObject({
        error: "invalid_alias",
        field: "alias",
      });
      expect((await call(aliceKey, "POST", "/links", { phone: 447911123456 })).json).toMatchObject({
        error: "invalid_request",
        field: "phone",
      });
      expect((await call(aliceKey, "POST", "/links", "{not json")).status).toBe(400);
      const taken = await call(bobKey, "POST", "/links", { phone: "+447911123457", alias: "API-SHOP" });
      expect([taken.status, taken.json.error]).toEqual([409, "alias_taken"]);
      const readOnly = await call(aliceReadKey, "POST", "/links", { phone: "+447911123457" });
      expect([readOnly.status, readOnly.json.error]).toEqual([403, "forbidden"]);
      expect((await call(aliceReadKey, "DELETE", `/links/${shop.id}`)).status).toBe(403);
    });

    it("pages through the workspace's links with a cursor, and searches them", async () => {
      for (let i = 0; i < 4; i++)
        expect((await call(aliceKey, "POST", "/links", { phone: `+4479111234${60 + i}` })).status).toBe(201);
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page = await call(
          aliceReadKey,
          "GET",
          `/links?limit=2${cursor === null ? "" : `&cursor=${cursor}`}`,
        );
        expect(page.status).toBe(200);
        expect(page.json.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.json.data.map((link: Link) => link.id));
        cursor = page.json.nextCursor;
        if (cursor === null) break;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
      const found = await call(aliceKey, "GET", "/links?q=from%20the%20api");
      expect(found.json.data.map((link: Link) => link.code)).toEqual(["Api-Shop"]);
      for (const query of ["limit=0", "limit=101", "limit=abc", "cursor=-1", "cursor=x"])
        expect((await call(aliceKey, "GET", `/links?${query}`)).status, query).toBe(400);
    });

    it("never shows one workspace's links to another: 404, not 403", async () => {
      expect((await call(bobKey, "GET", "/links")).json).toEqual({ data: [], nextCursor: null });
      for (const [method, path] of [
        ["GET", `/links/${shop.id}`],
        ["PATCH", `/links/${shop.id}`],
        ["DELETE", `/links/${shop.id}`],
        ["GET", `/links/${shop.id}/analytics`],
        ["GET", "/links/999999999"],
        ["GET", "/links/abc"],
      ] as const) {
        const answer = await call(
          bobKey,
          method,
          path,
          method === "PATCH" ? { message: "mine now" } : undefined,
        );
        expect([answer.status, answer.json?.error], `${method} ${path}`).toEqual([404, "not_found"]);
      }
      expect((await redirect("api-shop")).headers.get("location")).toContain("Hi%20from%20the%20API");
    });

    it("answers ids no link can have (beyond 2^31-1, negative, not a number) with 404 or 400 JSON, never a 5xx", async () => {
      const ids = ["2147483648", "9999999999", "99999999999999999999", "-1", "0", "1e3", "01", "%00", "abc"];
      for (const id of ids)
        for (const [method, path] of [
          ["GET", `/links/${id}`],
          ["PATCH", `/links/${id}`],
          ["DELETE", `/links/${id}`],
          ["GET", `/links/${id}/analytics`],
          ["GET", `/links/${id}/analytics.csv`],
          ["GET", `/links/${id}/qr`],
        ] as const) {
          const answer = await call(
            aliceKey,
            method,
            path,
            method === "PATCH" ? { message: "x" } : undefined,
          );
          expect([answer.status, answer.json?.error], `${method} ${path}`).toEqual([404, "not_found"]);
        }
      for (const cursor of ["2147483648", "9999999999", "-5", "0", "1.5"]) {
        const page = await call(aliceReadKey, "GET", `/links?cursor=${cursor}`);
        expect([page.status, page.json?.error, page.json?.field], cursor).toEqual([
          400,
          "invalid_request",
          "cursor",
        ]);
      }
      // The largest id the database holds is still an id: simply not this workspace's link.
      expect((await call(aliceKey, "GET", "/links/2147483647")).status).toBe(404);
      expect((await call(aliceReadKey, "GET", "/links?cursor=2147483647")).status).toBe(200);
    });

    it("imports a CSV file into one workspace (import --workspace) and exports only its links", async () => {
      const bobWorkspace = String((await call(bobKey, "GET", "/workspace")).json.id);
      const dir = mkdtempSync(join(tmpdir(), "chatlink-ws-import-"));
      try {
        const csv = join(dir, "links.csv");
        writeFileSync(
          csv,
          "phone,message,alias\n07911 123470,Bob's shop,bob-shop\n+1 202 555 0170,US line,\n",
        );
        const imported = await runAdmin(["import", csv, "--country", "GB", "--workspace", bobWorkspace], env);
        expect([imported.code, imported.json]).toEqual([
          0,
          { imported: 2, skipped: 0, refused: 0, errors: [] },
        ]);
        const listed = await call(bobKey, "GET", "/links");
        expect(listed.json.data.map((link: Link) => link.phone).sort()).toEqual([
          "+12025550170",
          "+447911123470",
        ]);
        // The operator imported them: nobody in the workspace made them.
        expect(listed.json.data.map((link: Link) => link.createdBy)).toEqual([null, null]);
        expect((await call(aliceKey, "GET", "/links?q=bob")).json.data).toEqual([]);
        // The same file into the same workspace again creates nothing.
        const again = await runAdmin(["import", csv, "--country", "GB", "--workspace", bobWorkspace], env);
        expect(again.json).toMatchObject({ imported: 0, skipped: 2, refused: 0 });

        const out = join(dir, "bob.csv");
        const exported = await runAdmin(["export", out, "--workspace", bobWorkspace], env);
        expect(exported.code).toBe(0);
        const lines = readFileSync(out, "utf8").trim().split("\r\n");
        expect(lines).toHaveLength(3);
        expect(lines[0]).toBe("code,shortUrl,phone,message,createdAt,clicks");
        expect(lines.filter((line) => line.startsWith("bob-shop,"))).toHaveLength(1);

        for (const command of ["import", "export"]) {
          const unknown = await runAdmin([command, csv, "--workspace", "ws_0000000000000000"], env);
          expect([unknown.code, unknown.json]).toEqual([1, { error: "workspace_not_found" }]);
          // Exit 2 with the reason and no JSON: nothing was done.
          const malformed = await runAdmin([command, csv, "--workspace", "bob"], env).catch(
            (err: Error) => err,
          );
          expect(String(malformed)).toMatch(/exit 2[\s\S]*--workspace takes a workspace id/);
        }
        expect(readFileSync(csv, "utf8")).toContain("bob-shop"); // an export refused before it began leaves the file alone
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // Seven CLI processes: ~7 s alone, 18 s in CI with the rest of the suite on both cores.
    }, 60_000);

    it("refuses fields it cannot set with a 400 naming them, and changes nothing", async () => {
      const before = (await call(aliceKey, "GET", `/links/${shop.id}`)).json;
      const alias = await call(aliceKey, "PATCH", `/links/${shop.id}`, { alias: "other-shop" });
      expect([alias.status, alias.json.error, alias.json.field]).toEqual([400, "invalid_request", "alias"]);
      expect(alias.json.message).toContain('"alias"');
      const mixed = await call(aliceKey, "PATCH", `/links/${shop.id}`, {
        message: "changed",
        code: "x",
        id: 1,
      });
      expect([mixed.status, mixed.json.field]).toEqual([400, "code"]);
      expect(mixed.json.message).toMatch(/"code", "id"/);
      // Sending what is already there changes nothing either: updatedAt keeps meaning "last changed".
      const same = await call(aliceKey, "PATCH", `/links/${shop.id}`, {
        phone: before.phone,
        message: before.message,
      });
      expect(same.status).toBe(200);
      expect((await call(aliceKey, "GET", `/links/${shop.id}`)).json).toEqual(before);
      const made = await call(aliceKey, "POST", "/links", { phone: "+447911123470", colour: "red" });
      expect([made.status, made.json.field]).toEqual([400, "colour"]);
    });

    it("creates a link from a pasted WhatsApp link in `url`, as /api/shorten does", async () => {
      for (const [url, phone, message] of [
        ["https://wa.me/447911123471?text=Hello%20there", "+447911123471", "Hello there"],
        ["https://wa.me/447911123472", "+447911123472", null],
        ["https://api.whatsapp.com/send?phone=447911123473&text=Hi", "+447911123473", "Hi"],
      ] as const) {
        const made = await call(aliceKey, "POST", "/links", { url });
        expect([made.status, made.json.phone, made.json.message], url).toEqual([201, phone, message]);
      }
      const bad = await call(aliceKey, "POST", "/links", { url: "https://example.com/447911123456" });
      expect([bad.status, bad.json.error, bad.json.field]).toEqual([400, "invalid_url", "url"]);
      const neither = await call(aliceKey, "POST", "/links", { message: "no number" });
      expect([neither.status, neither.json.error]).toEqual([400, "invalid_phone"]);
    });

    it("changes a link's destination in place: same code and short URL, the next redirect follows", async () => {
      const changed = await call(aliceKey, "PATCH", `/links/${shop.id}`, { phone: "+1 202 555 0143" });
      expect(changed.status).toBe(200);
      expect(changed.json).toMatchObject({
        id: shop.id,
        code: "Api-Shop",
        shortUrl: shop.shortUrl,
        phone: "+12025550143",
        message: "Hi from the API",
        createdBy: alice,
        updatedBy: alice,
      });
      expect(Date.parse(changed.json.updatedAt)).toBeGreaterThan(Date.parse(shop.updatedAt));
      expect((await redirect("api-shop")).headers.get("location")).toBe(
        "https://wa.me/12025550143?text=Hi%20from%20the%20API",
      );
      const cleared = await call(aliceKey, "PATCH", `/links/${shop.id}`, { message: null });
      expect(cleared.json).toMatchObject({ phone: "+12025550143", message: null });
      expect((await redirect("api-shop")).headers.get("location")).toBe("https://wa.me/12025550143");
      const bad = await call(aliceKey, "PATCH", `/links/${shop.id}`, { phone: "+44 7911" });
      expect(bad.json).toMatchObject({ error: "invalid_phone", field: "phone" });
    });

    it("reads a link's analytics: the dashboard's numbers, per day, in a date range", async () => {
      for (let i = 0; i < 3; i++) expect((await redirect("api-shop")).status).toBe(302);
      const today = new Date().toISOString().slice(0, 10);
      let analytics: Record<string, unknown> = {};
      // Clicks reach the rollups with the next flush (about a second).
      for (let tries = 0; tries < 40; tries++) {
        analytics = (await call(aliceReadKey, "GET", `/links/${shop.id}/analytics?from=${today}&to=${today}`))
          .json;
        if (analytics.clicks === 7) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(analytics).toMatchObject({
        from: today,
        to: today,
        clicks: 7, // every redirect of this file so far came from a phone browser
        bots: 0,
        days: [{ date: today, clicks: 7 }],
        devices: [{ device: "mobile", clicks: 7 }],
        refs: [],
        agents: [],
      });
      expect((await call(aliceKey, "GET", `/links/${shop.id}`)).json.clicks).toBe(7);
      // A range ending after today is cut at today (a client ahead of UTC, "to the end of the month").
      const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const future = await call(
        aliceReadKey,
        "GET",
        `/links/${shop.id}/analytics?from=${today}&to=${inDays(9)}`,
      );
      expect([future.status, future.json.from, future.json.to, future.json.clicks]).toEqual([
        200,
        today,
        today,
        7,
      ]);
      const later = await call(
        aliceReadKey,
        "GET",
        `/links/${shop.id}/analytics?from=${inDays(1)}&to=${inDays(9)}`,
      );
      expect(later.json).toMatchObject({ error: "invalid_request", field: "from" });
      const csv = await fetch(
        `${server.base}/api/v1/links/${shop.id}/analytics.csv?from=${today}&to=${today}`,
        {
          headers: { authorization: `Bearer ${aliceReadKey}` },
        },
      );
      expect([csv.status, csv.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toBe("period_start_utc,period,dimension,value,traffic,count");
      const humanTotal = lines
        .map((line) => line.split(","))
        .filter((cells) => cells[2] === "total" && cells[4] === "human")
        .reduce((sum, cells) => sum + Number(cells[5]), 0);
      expect(humanTotal).toBe(7);
      expect((await call(bobKey, "GET", `/links/${shop.id}/analytics.csv`)).status).toBe(404);
      for (const query of ["from=2026-13-01&to=2026-13-02", `from=${today}`, "from=2020-01-01&to=2026-01-01"])
        expect((await call(aliceKey, "GET", `/links/${shop.id}/analytics?${query}`)).status, query).toBe(400);
    });

    it("draws the link's QR code: it scans as the short URL with ?ref=qr; a bad or too small size is a 400", async () => {
      for (const format of ["png", "svg"] as const) {
        const image = await fetch(`${server.base}/api/v1/links/${shop.id}/qr?size=300&format=${format}`, {
          headers: { authorization: `Bearer ${aliceReadKey}` },
        });
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toBe(format === "png" ? "image/png" : "image/svg+xml");
        const bytes = new Uint8Array(await image.arrayBuffer());
        // Scans are counted apart from clicks (links.qr_ref, on by default).
        if (format === "png") expect(await decodeQr(bytes)).toBe(`${shop.shortUrl}?ref=qr`);
        else expect(new TextDecoder().decode(bytes)).toContain("<svg");
      }
      expect((await call(aliceKey, "GET", `/links/${shop.id}/qr?size=64`)).json).toMatchObject({
        error: "qr_too_small",
      });
      expect((await call(aliceKey, "GET", `/links/${shop.id}/qr?size=5000`)).status).toBe(400);
      expect((await call(bobKey, "GET", `/links/${shop.id}/qr`)).status).toBe(404);
    });

    it("deletes a link: 204, then its short URL is Link Not Found", async () => {
      expect((await call(aliceKey, "DELETE", `/links/${shop.id}`)).status).toBe(204);
      expect((await redirect("api-shop")).status).toBe(404);
      expect((await call(aliceKey, "GET", `/links/${shop.id}`)).status).toBe(404);
    });

    it("stops a revoked key at once", async () => {
      const made = await runAdmin(["api-key", "create", alice], env);
      const key = String(made.json.key);
      expect((await call(key, "GET", "/workspace")).status).toBe(200);
      await server.running.database.db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(eq(apiKeys.id, String(made.json.id)));
      expect((await call(key, "GET", "/workspace")).status).toBe(401);
    });

    it("serves a valid OpenAPI 3.1 document listing exactly the routes the API has", async () => {
      const doc = await call(null, "GET", "/openapi.json");
      expect(doc.status).toBe(200);
      const validator = new Validator();
      const result = await validator.validate(doc.json);
      expect(result.errors ?? []).toEqual([]);
      expect(validator.version).toBe("3.1");
      const documented = Object.entries(doc.json.paths as Record<string, Record<string, unknown>>)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      // The routes the app really registers (Hono's table), written the OpenAPI way.
      const app = apiV1Routes({} as never);
      const registered = [
        ...new Set(
          app.routes
            .filter((route) => route.method !== "ALL")
            .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
        ),
      ]
        .filter((route) => !route.endsWith("/openapi.json"))
        .sort();
      expect(documented).toEqual(registered);
      expect(documented).toContain("POST /links");
    });

    it("answers hostile input with a 4xx JSON error, never a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("POST /links", "PATCH /links/1", "GET /links", "GET /links/1/analytics"),
          fc.oneof(fc.json(), fc.string({ maxLength: 300 }), fc.object()),
          fc.string({ maxLength: 40 }),
          async (route, body, query) => {
            const [method, path] = route.split(" ") as [string, string];
            const answer = await fetch(
              `${server.base}/api/v1${path}?q=${encodeURIComponent(query)}&limit=${encodeURIComponent(query)}`,
              {
                method,
                headers: {
                  authorization: `Bearer ${bobKey}`,
                  "content-type": "application/json",
                  "x-forwarded-for": freshAddress(),
                },
                ...(method === "GET" ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
              },
            );
            expect(answer.status).toBeLessThan(500);
            if (answer.status >= 400) expect(Object.keys(await answer.json())).toContain("error");
          },
        ),
        { numRuns: 60 },
      );
    });
  });
}
