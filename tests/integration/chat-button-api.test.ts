import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ButtonConfig } from "#core/chat-button";
import type { Db } from "#db/client.server";
import { agents, linkAgents, links, workspaces } from "#db/schema";
import { BUTTON_CONFIG_TTL_MS } from "#domain/links/button-config-cache.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * The chat button's public configuration (`GET /api/button/<code>`) and its script
 * (`/button.js`) over HTTP against the built server: readable from any origin, cacheable, no
 * cookie, never a number, and a JSON 404 for anything the redirect would not serve.
 */

const hex = () => randomBytes(8).toString("hex");
const DAY_MS = 86_400_000;
const WEEK = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const PHONES = { ana: "447911654321", bo: "5511987654321", one: "4915123456789" };

function expectNoNumbers(body: string): void {
  for (const digits of Object.values(PHONES))
    for (const form of [digits, `+${digits}`, digits.slice(2), digits.slice(-6)])
      expect(body, `number ${form} leaked`).not.toContain(form);
}

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": freshAddress(), origin: "https://shop.example", ...headers },
  });

warnIfPostgresSkipped();

for (const driver of DRIVERS)
  describe(`chat button configuration on ${driver}`, () => {
    let server: TestServer;
    let db: Db;

    beforeAll(async () => {
      server = await bootTestServer(driver);
      db = server.running.database.db;
      const workspaceId = `ws_${hex()}`;
      await db.insert(workspaces).values({ id: workspaceId, name: "Loja Azul" });
      // Bo opens 09:00–10:00 Tokyo time two days from now only: closed now.
      const tokyo = new Date(Date.now() + 2 * DAY_MS + 9 * 3_600_000);
      const day = WEEK[tokyo.getUTCDay()] as string;
      const closed = { timeZone: "Asia/Tokyo", weekly: { [day]: [["09:00", "10:00"]] } } as never;
      const [ana, bo] = [`ag_${hex()}`, `ag_${hex()}`];
      await db.insert(agents).values([
        { id: ana, workspaceId, name: "Ana Paula Souza", phone: PHONES.ana, department: "Vendas" },
        { id: bo, workspaceId, name: "Bo Chen", phone: PHONES.bo, department: "Suporte", hours: closed },
      ]);
      const [team] = await db
        .insert(links)
        .values({
          code: "LojaAzul",
          codeKey: "lojaazul",
          phone: null,
          rotation: "round_robin",
          workspaceId,
          button: {
            position: "left",
            color: "#123abc",
            greeting: "Olá!",
            label: null,
            refs: true,
            events: false,
          },
        })
        .returning({ id: links.id });
      const linkId = (team as { id: number }).id;
      await db
        .insert(linkAgents)
        .values([ana, bo].map((agentId, position) => ({ linkId, agentId, position })));
      await db.insert(links).values([
        { code: "azulone", codeKey: "azulone", phone: PHONES.one, workspaceId },
        { code: "azulgone", codeKey: "azulgone", phone: PHONES.one, workspaceId, status: "removed" },
      ]);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("gives a team link's departments, first names and open state to any origin, cacheable, without a cookie or a number", async () => {
      const res = await get(server, "/api/button/lojaazul?lang=pt-PT");
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("set-cookie")).toBeNull();
      const text = await res.text();
      expectNoNumbers(text);
      for (const rest of ["Paula", "Souza", "Chen", "ag_"]) expect(text).not.toContain(rest);
      const config = JSON.parse(text) as ButtonConfig;
      expect(config.code).toBe("LojaAzul");
      expect(config.url).toBe(`${PUBLIC_URL}/LojaAzul`);
      expect(config.lang).toBe("pt-BR");
      expect(config.dir).toBe("ltr");
      expect(config.strings.messageDepartment).toBe("Falar com {department}");
      expect(config.options).toEqual({
        position: "left",
        color: "#123abc",
        greeting: "Olá!",
        label: null,
        refs: true,
        events: false,
      });
      expect(config.team?.business).toBe("Loja Azul");
      expect(config.team?.openNow).toBe(true);
      const [vendas, suporte] = config.team?.departments ?? [];
      expect(vendas).toMatchObject({ name: "Vendas", open: true, opens: null, agents: ["Ana"] });
      expect(suporte).toMatchObject({ name: "Suporte", open: false, agents: ["Bo"] });
      expect(Date.parse(suporte?.opens ?? "")).toBeGreaterThan(Date.now());
    });

    it("answers a one-number link with its short link and the defaults, in Arabic right to left", async () => {
      const res = await get(server, "/api/button/AZULONE?lang=ar");
      expect(res.status).toBe(200);
      const text = await res.text();
      expectNoNumbers(text);
      const config = JSON.parse(text) as ButtonConfig;
      expect(config).toMatchObject({
        code: "azulone",
        url: `${PUBLIC_URL}/azulone`,
        team: null,
        lang: "ar",
        dir: "rtl",
      });
      expect(config.options).toMatchObject({ position: "right", label: null, refs: false, events: false });
      expect(config.strings.label).toContain("WhatsApp");
    });

    it("reads a language tag written with an underscore as the language it names", async () => {
      const config = (await (await get(server, "/api/button/azulone?lang=pt_BR")).json()) as ButtonConfig;
      expect(config.lang).toBe("pt-BR");
    });

    it("reads a language it does not write as English, and without lang too", async () => {
      for (const path of ["/api/button/azulone?lang=fr-CA", "/api/button/azulone"]) {
        const config = (await (await get(server, path)).json()) as ButtonConfig;
        expect(config.lang, path).toBe("en");
        expect(config.strings.label).toBe("Chat on WhatsApp");
      }
    });

    it("is a JSON 404 for unknown, removed and reserved codes, still readable cross-origin", async () => {
      for (const code of ["nosuchcode", "azulgone", "dashboard", "x".repeat(400)]) {
        const res = await get(server, `/api/button/${code}?lang=es`);
        expect(res.status, code).toBe(404);
        expect(res.headers.get("access-control-allow-origin")).toBe("*");
        expect(res.headers.get("set-cookie")).toBeNull();
        expect(await res.json()).toEqual({ error: "not_found", message: "No hay nada en esta dirección." });
      }
    });

    it("refuses a lang that is not a short language tag with a 400 JSON", async () => {
      for (const lang of ["x".repeat(36), "en;rm -rf", "<script>", "en--GB"]) {
        const res = await get(server, `/api/button/azulone?lang=${encodeURIComponent(lang)}`);
        expect(res.status, lang).toBe(400);
        expect(((await res.json()) as { error: string }).error).toBe("invalid_language");
      }
    });

    it("follows the link: changed behind every cache's back, it is gone within the cache's bound", async () => {
      expect((await get(server, "/api/button/azulone")).status).toBe(200);
      // Not through an operation (those drop the cache at once): only the time bound can save us here.
      await db.update(links).set({ status: "removed" }).where(eq(links.codeKey, "azulone"));
      const deadline = Date.now() + BUTTON_CONFIG_TTL_MS + 2_000;
      let status = 200;
      while (status !== 404 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await get(server, "/api/button/azulone")).status;
      }
      expect(status).toBe(404);
      await db.update(links).set({ status: "active" }).where(eq(links.codeKey, "azulone"));
    });

    it("serves button.js as a script any page may load, kept an hour, without a cookie", async () => {
      const res = await get(server, "/button.js", { "accept-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).toContain("/api/button/");
    });
  });
