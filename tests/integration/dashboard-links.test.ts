import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "#core/errors";
import { clickRollups, links } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { createAnonymously, createThroughDashboard, redirectOf, signedInClient } from "./dashboard-helpers";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/** Long enough that only an invalidation, never the TTL, can refresh a cached redirect during a test. */
const LONG_CACHE_TTL = 10 * 60_000;

for (const driver of DRIVERS) {
  describe(`dashboard links on ${driver}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      // A script's pace through the dashboard's forms, from one address: the per-address form
      // limit has its own test (edge-form-limit.test.ts).
      server = await bootTestServer(driver, {
        env: { RATE_LIMIT_FORMS_PER_10S: "1000" },
        start: { linkCacheTtlMs: LONG_CACHE_TTL },
      });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("sends a signed-out visitor to log in, for every page and post", async () => {
      for (const path of ["/dashboard", "/dashboard/links/new", "/dashboard/links/1"]) {
        const res = await fetch(`${server.base}${path}`, { redirect: "manual" });
        expect(res.status, path).toBeGreaterThanOrEqual(300);
        expect(res.status, path).toBeLessThan(400);
        expect(res.headers.get("location"), path).toMatch(/^\/login/);
      }
    });

    it("shows an empty dashboard with a way to create the first link", async () => {
      const client = await signedInClient(server);
      const res = await client.get("/dashboard");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<title>Your links | ChatLink</title>");
      expect(html).toContain('name="robots" content="noindex"');
      expect(html).toContain("Create your first link");
      expect(html).toContain("0 links");
    });

    it("creates a link the account owns, with the API's checks", async () => {
      const client = await signedInClient(server);
      const { id, code, response } = await createThroughDashboard(server, client, {
        phone: "+44 7911 123456",
        message: "Hello *there*",
      });
      const html = await response.text();
      expect(html).toContain(`${PUBLIC_URL}/${code}`);
      expect(html).toMatch(/alt="QR code for [^"]+"/);
      const [row] = await server.running.database.db
        .select({ workspaceId: links.workspaceId, phone: links.phone, claim: links.claimTokenHash })
        .from(links)
        .where(eq(links.id, id));
      expect(row).toEqual({
        workspaceId: await personalWorkspaceOf(server.running.database.db, client.accountId),
        phone: "447911123456",
        claim: null,
      });
      expect(await redirectOf(server, code)).toEqual({
        status: 302,
        location: `https://wa.me/447911123456?text=${encodeURIComponent("Hello *there*")}`,
      });

      const badPhone = await client.post("/dashboard/links/new", { phone: "12", message: "", alias: "" });
      expect(badPhone.status).toBe(400);
      expect(await badPhone.text()).toContain(API_ERRORS.invalid_phone);

      const reserved = await client.post("/dashboard/links/new", {
        phone: "447911123456",
        alias: "dashboard",
      });
      expect(reserved.status).toBe(400);
      expect(await reserved.text()).toContain(API_ERRORS.alias_reserved);

      const alias = `shop-${Date.now().toString(36)}`;
      await createThroughDashboard(server, client, { phone: "447911123456", alias });
      const taken = await client.post("/dashboard/links/new", {
        phone: "447911123456",
        alias: alias.toUpperCase(),
      });
      expect(taken.status).toBe(409);
      const takenHtml = await taken.text();
      expect(takenHtml).toContain("Alias not available. Please choose a different one.");
      // The form keeps what was typed, for browsers without JavaScript.
      expect(takenHtml).toContain(`value="${alias.toUpperCase()}"`);
    });

    it("lists newest first, 20 a page, with search by code, digits and message", async () => {
      const client = await signedInClient(server);
      const made: string[] = [];
      for (let i = 0; i < 23; i++) {
        const { code } = await createThroughDashboard(server, client, {
          phone: i === 5 ? "+1 415 555 0199" : "+44 7911 123456",
          message: i === 7 ? "Ask about the blue teapot" : `Order ${i}`,
          alias: i === 9 ? `findme-${Date.now().toString(36)}` : "",
        });
        made.push(code);
      }
      const first = await (await client.get("/dashboard")).text();
      expect(first).toContain("23 links");
      expect(first).toContain("Page 1 of 2");
      expect(first.indexOf(`/${made[22]}`)).toBeGreaterThan(-1);
      expect(first.indexOf(`/${made[22]}`)).toBeLessThan(first.indexOf(`/${made[21]}`));
      expect(first).not.toContain(`${PUBLIC_URL}/${made[0]}"`);
      const second = await (await client.get("/dashboard?page=2")).text();
      expect(second).toContain("Page 2 of 2");
      for (const code of made.slice(0, 3)) expect(second).toContain(`${PUBLIC_URL}/${code}`);
      // A page past the end shows the last page; nonsense shows the first.
      expect(await (await client.get("/dashboard?page=99")).text()).toContain("Page 2 of 2");
      expect(await (await client.get("/dashboard?page=-1")).text()).toContain("Page 1 of 2");

      const byMessage = await (await client.get("/dashboard?q=TEAPOT")).text();
      expect(byMessage).toContain(`${PUBLIC_URL}/${made[7]}`);
      expect(byMessage).toMatch(/1 link matches/);
      const byDigits = await (await client.get(`/dashboard?q=${encodeURIComponent("+1 415 555")}`)).text();
      expect(byDigits).toContain(`${PUBLIC_URL}/${made[5]}`);
      expect(byDigits).toContain("+1 415 555 0199");
      const byAlias = await (await client.get(`/dashboard?q=${made[9]?.toUpperCase()}`)).text();
      expect(byAlias).toContain(`${PUBLIC_URL}/${made[9]}`);
      // LIKE wildcards typed in the box are literal.
      expect(await (await client.get("/dashboard?q=%25")).text()).toContain("No links match your search");
    });

    it("counts human clicks per link in the list, bots apart", async () => {
      const client = await signedInClient(server);
      const { id, code } = await createThroughDashboard(server, client, { phone: "447911123456" });
      const hour = new Date(Date.UTC(2026, 0, 1, 10));
      await server.running.database.db.insert(clickRollups).values([
        { linkId: id, hour, dimension: "total", value: "", isBot: false, count: 1234 },
        {
          linkId: id,
          hour: new Date(hour.getTime() + 3600_000),
          dimension: "total",
          value: "",
          isBot: false,
          count: 1,
        },
        { linkId: id, hour, dimension: "total", value: "", isBot: true, count: 99 },
        { linkId: id, hour, dimension: "country", value: "GB", isBot: false, count: 1234 },
      ]);
      const html = await (await client.get(`/dashboard?q=${code}`)).text();
      expect(html).toContain("1,235");
      expect(html).not.toContain("1,333");
    });

    it("edits the number and message; the very next redirect goes to the new destination", async () => {
      const client = await signedInClient(server);
      const { id, code } = await createThroughDashboard(server, client, {
        phone: "447911123456",
        message: "Old text",
      });
      // Cached now, for ten minutes.
      expect((await redirectOf(server, code)).location).toBe(`https://wa.me/447911123456?text=Old%20text`);
      expect((await redirectOf(server, code)).location).toBe(`https://wa.me/447911123456?text=Old%20text`);

      const edit = await client.get(`/dashboard/links/${id}`);
      expect(edit.status).toBe(200);
      const editHtml = await edit.text();
      expect(editHtml).toContain("Old text");
      expect(editHtml).toContain(`${PUBLIC_URL}/${code}`);

      const saved = await client.post(`/dashboard/links/${id}`, {
        phone: "+1 415 555 0199",
        message: "New text",
        alias: "something-else",
      });
      expect(saved.status).toBe(200);
      expect(await saved.text()).toContain("Saved.");
      expect(await redirectOf(server, code)).toEqual({
        status: 302,
        location: "https://wa.me/14155550199?text=New%20text",
      });
      // The alias field is ignored: the code and so the URL never change.
      const [row] = await server.running.database.db
        .select({ code: links.code })
        .from(links)
        .where(eq(links.id, id));
      expect(row?.code).toBe(code);

      // An empty message removes the text; a bad number is refused and changes nothing.
      await client.post(`/dashboard/links/${id}`, { phone: "+1 415 555 0199", message: "  " });
      expect((await redirectOf(server, code)).location).toBe("https://wa.me/14155550199");
      const bad = await client.post(`/dashboard/links/${id}`, { phone: "abc", message: "x" });
      expect(bad.status).toBe(400);
      expect((await redirectOf(server, code)).location).toBe("https://wa.me/14155550199");
    });

    it("reads numbers with the form's optional country by the API's rules, on create and edit (issue 10)", async () => {
      const client = await signedInClient(server);
      const national = await client.post("/dashboard/links/new", {
        phone: "07911 123456",
        country: "GB",
        message: "",
        alias: "",
      });
      expect(national.status).toBe(201);
      const code = new RegExp(`${PUBLIC_URL.replace(/[.]/g, "\\.")}/([a-z0-9]{7})`).exec(
        await national.text(),
      )?.[1];
      expect((await redirectOf(server, String(code))).location).toBe("https://wa.me/447911123456");

      const [row] = await server.running.database.db
        .select({ id: links.id })
        .from(links)
        .where(eq(links.code, String(code)));
      const id = Number(row?.id);
      // The trunk 0 after +49 is dropped, not stored into a dead link.
      const edited = await client.post(`/dashboard/links/${id}`, { phone: "+49 0151 23456789", message: "" });
      expect(edited.status).toBe(200);
      expect((await redirectOf(server, String(code))).location).toBe("https://wa.me/4915123456789");

      // A digit short: refused with what is wrong and where, and the link keeps its number.
      const short = await client.post(`/dashboard/links/${id}`, {
        phone: "0151 2345678",
        country: "DE",
        message: "",
      });
      expect(short.status).toBe(400);
      const shortHtml = await short.text();
      expect(shortHtml).toContain(
        "Germany phone numbers have 9 or 11 digits after the country code +49; this one has 10.",
      );
      expect(shortHtml).toContain('value="0151 2345678"');
      expect((await redirectOf(server, String(code))).location).toBe("https://wa.me/4915123456789");
      const badCountry = await client.post("/dashboard/links/new", { phone: "07911 123456", country: "ZZZ" });
      expect(badCountry.status).toBe(400);

      // The edit form's country (its picker) reads a national number there too.
      const inGb = await client.post(`/dashboard/links/${id}`, {
        phone: "07400 123456",
        country: "GB",
        message: "",
      });
      expect(inGb.status).toBe(200);
      expect((await redirectOf(server, String(code))).location).toBe("https://wa.me/447400123456");
    });

    it("deletes a link with its clicks; its short URL then shows Link Not Found", async () => {
      const client = await signedInClient(server);
      const { id, code } = await createThroughDashboard(server, client, { phone: "447911123456" });
      expect((await redirectOf(server, code)).status).toBe(302); // cached
      await server.running.database.db
        .insert(clickRollups)
        .values({ linkId: id, hour: new Date(), dimension: "total", value: "", isBot: false, count: 3 });

      const res = await client.post("/dashboard", { intent: "delete", id: String(id) });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`Deleted ${code}`);
      expect((await redirectOf(server, code)).status).toBe(404);
      const { db } = server.running.database;
      expect(await db.select().from(links).where(eq(links.id, id))).toEqual([]);
      expect(await db.select().from(clickRollups).where(eq(clickRollups.linkId, id))).toEqual([]);
      expect((await client.get(`/dashboard/links/${id}`)).status).toBe(404);
      // Deleting again (a second tab, a double submit): a 404 that still shows the list and says why.
      const again = await client.post("/dashboard", { intent: "delete", id: String(id) });
      expect(again.status).toBe(404);
      const page = await again.text();
      expect(page).toContain("That link was already deleted");
      expect(page).toContain("Your links");
    });

    it("refuses ids that are not positive integers", async () => {
      const client = await signedInClient(server);
      for (const id of ["0", "-1", "1.5", "1e3", "abc", "01", "99999999999"]) {
        expect((await client.get(`/dashboard/links/${id}`)).status, id).toBe(404);
        expect((await client.post("/dashboard", { intent: "delete", id })).status, id).toBe(404);
      }
    });

    it("claims this browser's anonymous links by token; wrong tokens and owned links are left alone", async () => {
      const first = await createAnonymously(server, { phone: "447911123456", message: "made signed out" });
      const second = await createAnonymously(server, { phone: "447911123456" });
      expect(first.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { db } = server.running.database;
      const [stored] = await db
        .select({ hash: links.claimTokenHash })
        .from(links)
        .where(eq(links.code, first.code));
      expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.hash).not.toContain(first.claimToken);

      const client = await signedInClient(server);
      const res = await client.post("/dashboard", {
        intent: "claim",
        claims: JSON.stringify([
          first,
          { code: second.code, claimToken: "A".repeat(43) },
          { code: "nope", claimToken: "not-a-token" },
        ]),
      });
      expect(res.status).toBe(200);
      const owners = await db
        .select({ code: links.code, workspaceId: links.workspaceId, hash: links.claimTokenHash })
        .from(links);
      const personal = await personalWorkspaceOf(db, client.accountId);
      expect(owners.find((l) => l.code === first.code)).toEqual({
        code: first.code,
        workspaceId: personal,
        hash: null,
      });
      expect(owners.find((l) => l.code === second.code)?.workspaceId).toBeNull();
      expect(await (await client.get("/dashboard")).text()).toContain(`${PUBLIC_URL}/${first.code}`);

      // A token claims once: another account replaying it gets nothing.
      const other = await signedInClient(server);
      await other.post("/dashboard", { intent: "claim", claims: JSON.stringify([first]) });
      const [after] = await db
        .select({ workspaceId: links.workspaceId })
        .from(links)
        .where(eq(links.code, first.code));
      expect(after?.workspaceId).toBe(personal);

      // Links made while signed in never get a claim token.
      const own = await createThroughDashboard(server, client, { phone: "447911123456" });
      const [ownRow] = await db
        .select({ hash: links.claimTokenHash })
        .from(links)
        .where(eq(links.id, own.id));
      expect(ownRow?.hash).toBeNull();
    });
  });
}
