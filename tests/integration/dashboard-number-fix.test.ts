import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { redirectOf, signedInClient } from "./dashboard-helpers";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/** Long enough that only an invalidation, never the TTL, can refresh a cached redirect during a test. */
const LONG_CACHE_TTL = 10 * 60_000;

let counter = 0;
/**
 * A link stored before numbers were read with libphonenumber: the create path
 * refuses these numbers now, so it goes straight into the database.
 */
async function storeOldLink(
  server: TestServer,
  ownerId: number,
  phone: string,
  message: string | null,
): Promise<{ id: number; code: string }> {
  counter++;
  const code = `Old${counter}${Date.now().toString(36)}`;
  const [row] = await server.running.database.db
    .insert(links)
    .values({
      code,
      codeKey: code.toLowerCase(),
      phone,
      message,
      workspaceId: await personalWorkspaceOf(server.running.database.db, ownerId),
      creatorFingerprint: null,
    })
    .returning({ id: links.id, code: links.code });
  if (row === undefined) throw new Error("no link stored");
  return row;
}

async function storedPhone(
  server: TestServer,
  id: number,
): Promise<{ phone: string | null; message: string | null }> {
  const [row] = await server.running.database.db
    .select({ phone: links.phone, message: links.message })
    .from(links)
    .where(eq(links.id, id));
  if (row === undefined) throw new Error(`no link ${id}`);
  return row;
}

for (const driver of DRIVERS) {
  describe(`dashboard: stored numbers that cannot receive WhatsApp messages, on ${driver}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await bootTestServer(driver, { start: { linkCacheTtlMs: LONG_CACHE_TTL } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("says what is wrong with a stored number in the dashboard's language", async () => {
      const owner = await signedInClient(server);
      const inLanguage = (path: string, lang: string) =>
        fetch(`${server.base}${path}`, { headers: { cookie: `${owner.cookie}; chatlink_lang=${lang}` } });
      const trunk = await storeOldLink(server, owner.accountId, "4407911123456", null);
      const spanish = await (await inLanguage(`/dashboard/links/${trunk.id}`, "es")).text();
      expect(spanish).toContain(
        "El 0 después de +44 solo se marca para llamadas dentro del país; WhatsApp necesita el número sin él.",
      );
      expect(spanish).not.toContain("dialled only");
      const twice = await storeOldLink(server, owner.accountId, "44447911123456", null);
      const portuguese = await (await inLanguage(`/dashboard/links/${twice.id}`, "pt-BR")).text();
      expect(portuguese).toContain("O código do país +44 está escrito duas vezes.");
      const short = await storeOldLink(server, owner.accountId, "4479111", null);
      const arabic = await (await inLanguage(`/dashboard/links/${short.id}`, "ar")).text();
      expect(arabic).toContain('dir="rtl"');
      expect(arabic).toContain("+4479111");
      expect(arabic).not.toMatch(/too short|digits after/);
    });

    it("marks the link, and the owner's one click fixes it: same code, the next redirect opens the right chat", async () => {
      const owner = await signedInClient(server);
      const { id, code } = await storeOldLink(server, owner.accountId, "4407911123456", "Hi there");
      // Cached as it is now: a dead chat.
      expect((await redirectOf(server, code)).location).toBe("https://wa.me/4407911123456?text=Hi%20there");

      const list = await (await owner.get("/dashboard")).text();
      expect(list).toContain("This number cannot receive WhatsApp messages: did you mean +44 7911 123456?");
      // Shown as stored, not formatted: formatting would hide the 0 that breaks it.
      expect(list).toContain("+4407911123456");
      expect(list).toMatch(/<input type="hidden" name="intent" value="fix-number"\/>/);
      expect(list).toContain(`<input type="hidden" name="to" value="447911123456"/>`);
      expect(list).toMatch(/<button type="submit"[^>]*>Use \+44 7911 123456<span class="sr-only">/);

      // Nothing changed by looking: only the click changes it.
      expect(await storedPhone(server, id)).toEqual({ phone: "4407911123456", message: "Hi there" });

      const fixed = await owner.post("/dashboard", {
        intent: "fix-number",
        id: String(id),
        to: "447911123456",
      });
      expect(fixed.status).toBe(200);
      const after = await fixed.text();
      expect(after).toContain(`Fixed: ${code} now opens a chat with +44 7911 123456.`);
      expect(await redirectOf(server, code)).toEqual({
        status: 302,
        location: "https://wa.me/447911123456?text=Hi%20there",
      });
      expect(await storedPhone(server, id)).toEqual({ phone: "447911123456", message: "Hi there" });
      const listAfter = await (await owner.get("/dashboard")).text();
      // The page's copy travels in its hydration data (every message, shown or not): the mark is what is rendered.
      expect(listAfter.replaceAll(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain(
        "cannot receive WhatsApp messages",
      );
      expect(listAfter).toContain("+44 7911 123456");

      // A second click (another tab, a double submit) changes nothing.
      const again = await owner.post("/dashboard", {
        intent: "fix-number",
        id: String(id),
        to: "447911123456",
      });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("changed since this page was loaded");
      expect(await storedPhone(server, id)).toEqual({ phone: "447911123456", message: "Hi there" });
    });

    it("another account cannot fix it (404), and a number other than the one offered is never written (409)", async () => {
      const owner = await signedInClient(server);
      const other = await signedInClient(server);
      const { id, code } = await storeOldLink(server, owner.accountId, "4407911123456", null);
      expect((await redirectOf(server, code)).location).toBe("https://wa.me/4407911123456");

      const stranger = await other.post("/dashboard", {
        intent: "fix-number",
        id: String(id),
        to: "447911123456",
      });
      expect(stranger.status).toBe(404);
      const unknown = await other.post("/dashboard", {
        intent: "fix-number",
        id: "2147483647",
        to: "447911123456",
      });
      expect(unknown.status).toBe(404);
      const malformed = await other.post("/dashboard", { intent: "fix-number", id: "abc" });
      expect(malformed.status).toBe(404);

      for (const to of ["447911123457", "14155550199", "", "4".repeat(10_000)]) {
        const res = await owner.post("/dashboard", { intent: "fix-number", id: String(id), to });
        expect(res.status, to.slice(0, 20)).toBe(409);
      }
      const missing = await owner.post("/dashboard", { intent: "fix-number", id: String(id) });
      expect(missing.status).toBe(409);

      expect(await storedPhone(server, id)).toEqual({ phone: "4407911123456", message: null });
      expect((await redirectOf(server, code)).location).toBe("https://wa.me/4407911123456");
    });

    it("without an evident fix, says what is wrong and links to editing the number", async () => {
      const owner = await signedInClient(server);
      const { id } = await storeOldLink(server, owner.accountId, "44791112345", null);
      const list = await (await owner.get("/dashboard")).text();
      expect(list).toContain("This number cannot receive WhatsApp messages.");
      expect(list).toContain(
        "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
      );
      expect(list).toMatch(new RegExp(`<a[^>]*href="/dashboard/links/${id}"[^>]*>Edit the number<span`));
      expect(list).not.toContain('value="fix-number"');
      expect((await owner.post("/dashboard", { intent: "fix-number", id: String(id), to: "" })).status).toBe(
        409,
      );

      const edit = await (await owner.get(`/dashboard/links/${id}`)).text();
      expect(edit).toContain("This number cannot receive WhatsApp messages.");
      expect(edit).toContain('value="+44791112345"');
      expect(await storedPhone(server, id)).toEqual({ phone: "44791112345", message: null });
    });
  });
}
