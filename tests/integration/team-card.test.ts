import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { agents, linkAgents, links, workspaces } from "#db/schema";
import { redirectKey } from "#server/redirect.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, freshAddress, PHONE_BROWSER, type TestServer } from "./support/test-server";

/**
 * A team link's public contact card (`/<code>/card`), its closed page (what `/<code>` shows when
 * nobody is open and there is no fallback) and its vCard, over HTTP against the built server.
 * Agents and team links go in as rows: their API is built elsewhere.
 */

const hex = () => randomBytes(8).toString("hex");
const BUSINESS = "Rio Café & Co";
const DAY_MS = 86_400_000;
const WEEK = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Hours open only 09:00–10:00 Tokyo time two days from now: closed now, and the next opening is known. */
function closedHours(now: number) {
  const tokyo = new Date(now + 2 * DAY_MS + 9 * 3_600_000);
  const day = WEEK[tokyo.getUTCDay()] as (typeof WEEK)[number];
  const opensAt = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate(), 0, 0);
  return { hours: { timeZone: "Asia/Tokyo", weekly: { [day]: [["09:00", "10:00"]] } }, opensAt };
}

// Not the generator's placeholder (+44 7911 123456), which every page's data carries as copy.
const PHONES = { anna: "447911654321", ben: "447700900123", chen: "5511987654321", dora: "4915123456789" };

/** The ways a number could be written on a page: digits, +digits, national, grouped. */
function numberForms(digits: string): string[] {
  const national = digits.startsWith("44") ? `0${digits.slice(2)}` : digits.slice(2);
  return [
    digits,
    `+${digits}`,
    national,
    digits.slice(2),
    digits.slice(-6),
    `${national.slice(0, 5)} ${national.slice(5)}`,
    `+${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`,
  ];
}

function expectNoNumbers(body: string): void {
  for (const digits of Object.values(PHONES))
    for (const form of numberForms(digits)) expect(body, `number ${form} leaked`).not.toContain(form);
}

const get = (server: TestServer, path: string) =>
  fetch(`${server.base}${path}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": freshAddress(), "user-agent": PHONE_BROWSER },
  });

warnIfPostgresSkipped();

for (const driver of DRIVERS)
  describe(`team link contact card and closed page on ${driver}`, () => {
    let server: TestServer;
    let db: Db;
    const ids = { anna: `ag_${hex()}`, ben: `ag_${hex()}`, chen: `ag_${hex()}`, dora: `ag_${hex()}` };
    let opensAt = 0;

    async function teamLink(code: string, agentIds: string[]): Promise<number> {
      const workspaceId = (await db.select().from(workspaces).limit(1))[0]?.id as string;
      const [link] = await db
        .insert(links)
        .values({ code, codeKey: code.toLowerCase(), phone: null, rotation: "round_robin", workspaceId })
        .returning({ id: links.id });
      const linkId = (link as { id: number }).id;
      await db
        .insert(linkAgents)
        .values(agentIds.map((agentId, position) => ({ linkId, agentId, position })));
      return linkId;
    }

    beforeAll(async () => {
      server = await bootTestServer(driver, { env: { RATE_LIMIT_PAGES_PER_10S: "5" } });
      db = server.running.database.db;
      const workspaceId = `ws_${hex()}`;
      await db.insert(workspaces).values({ id: workspaceId, name: BUSINESS });
      const closed = closedHours(Date.now());
      opensAt = closed.opensAt;
      const agent = (id: string, name: string, phone: string, rest: Partial<typeof agents.$inferInsert>) => ({
        id,
        workspaceId,
        name,
        phone,
        ...rest,
      });
      await db
        .insert(agents)
        .values([
          agent(ids.anna, "Anna Maria Silva", PHONES.anna, { department: "Sales" }),
          agent(ids.ben, "Ben Jones", PHONES.ben, { department: "Sales", hours: closed.hours as never }),
          agent(ids.chen, "Chen Wei", PHONES.chen, { department: "Support" }),
          agent(ids.dora, "Dora Paused", PHONES.dora, { department: "Support", active: false }),
        ]);
      await teamLink("RioTeam", [ids.anna, ids.ben, ids.chen, ids.dora]);
      await teamLink("rioclosed", [ids.ben]);
      await teamLink("riogone", [ids.anna]);
      await db.update(links).set({ status: "removed" }).where(eq(links.codeKey, "riogone"));
      await db
        .insert(links)
        .values({ code: "onenumber", codeKey: "onenumber", phone: PHONES.anna, workspaceId });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("shows the business, first names only, a button per agent, department and the team, and no number", async () => {
      const res = await get(server, "/rioteam/card");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.text();
      expect(body).toContain("Rio Café &amp; Co");
      for (const first of ["Anna", "Ben", "Chen"]) expect(body).toContain(`Message ${first}`);
      for (const rest of ["Maria", "Silva", "Jones", "Wei", "Dora"]) expect(body).not.toContain(rest);
      expect(body).toContain(`href="/RioTeam?agent=${ids.anna}"`);
      expect(body).toContain(`href="/RioTeam?agent=${ids.ben}"`);
      expect(body).toContain(`href="/RioTeam?agent=${ids.chen}"`);
      expect(body).not.toContain(ids.dora);
      expect(body).toContain('href="/RioTeam"');
      expect(body).toContain('href="/RioTeam?department=Sales"');
      expect(body).toContain('href="/RioTeam?department=Support"');
      expect(body).toContain('href="/RioTeam/card.vcf"');
      // Ben is closed: when he opens, as a machine-readable instant and (server-side) in his zone.
      // The time element also carries what the page's script needs to rewrite it in the visitor's zone.
      expect(body).toMatch(new RegExp(`<time dateTime="${new Date(opensAt).toISOString()}"[^>]*>Opens `));
      expect(body).toMatch(/Opens [^<]*09:00 Tokyo time<\/time>/);
      expectNoNumbers(body);
      // The page's data for client-side navigation holds no number either.
      const data = await get(server, "/rioteam/card.data");
      expect(data.status).toBe(200);
      expectNoNumbers(await data.text());
    });

    it("never reads the card's path as a short code", () => {
      for (const url of ["/rioteam/card", "/rioteam/card/", "/rioteam/card.vcf", "/rioteam/card?closed=1"])
        expect(redirectKey({ method: "GET", url } as IncomingMessage), url).toBeNull();
    });

    it("the agent's button reaches that agent", async () => {
      const res = await get(server, `/RioTeam?agent=${ids.chen}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toContain(`wa.me/${PHONES.chen}`);
    });

    it("closed: the short link answers 200 naming the business and the next opening, and Message anyway reaches an agent", async () => {
      const res = await get(server, "/rioclosed");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.text();
      expect(body).toContain("Rio Café &amp; Co");
      expect(body).toMatch(/We(&#x27;|')re closed right now/);
      expect(body).toContain(`<time dateTime="${new Date(opensAt).toISOString()}"`);
      expect(body).toContain('href="/rioclosed?anyway=1"');
      expect(body).toContain("Message anyway");
      expectNoNumbers(body);
      // As pasted from a sentence, or in other letter case: the same closed page.
      for (const pasted of ["/rioclosed).", "/RIOCLOSED/", "/rioclosed?ref=flyer"]) {
        const again = await get(server, pasted);
        expect(again.status, pasted).toBe(200);
        expect(await again.text(), pasted).toContain('href="/rioclosed?anyway=1"');
      }
      const anyway = await get(server, "/rioclosed?anyway=1");
      expect(anyway.status).toBe(302);
      expect(anyway.headers.get("location")).toBe(`https://wa.me/${PHONES.ben}`);
    });

    it("serves the vCard: the business and its link, hours in the note, no TEL and no number", async () => {
      const res = await get(server, "/rioteam/card.vcf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="rio-cafe-co.vcf"');
      const card = await res.text();
      expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(card).toContain(`FN:${BUSINESS}\r\n`);
      expect(card).toContain(`ORG:${BUSINESS}\r\n`);
      expect(card).toContain("URL:http://chat.test/RioTeam\r\n");
      const unfolded = card.replaceAll("\r\n ", "");
      expect(unfolded).toContain("NOTE:Sales: Anna (open any time)\\; Ben (");
      expect(unfolded).toContain("09:00–10:00 (Asia/Tokyo))\\nSupport: Chen (open any time)");
      expect(card).not.toMatch(/^TEL/im);
      expectNoNumbers(card);
    });

    it("answers Link Not Found (404) for an unknown code, a removed link and a one-number link", async () => {
      for (const path of [
        "/x/card",
        "/nosuchteam/card",
        "/riogone/card",
        "/onenumber/card",
        "/dashboard/card",
      ]) {
        const res = await get(server, path);
        expect(res.status, path).toBe(404);
        const body = await res.text();
        expect(body, path).toContain("Link Not Found");
        expectNoNumbers(body);
      }
      for (const path of ["/nosuchteam/card.vcf", "/onenumber/card.vcf"])
        expect((await get(server, path)).status, path).toBe(404);
    });

    it("counts each card against the per-address page limit", async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${server.base}/rioteam/card`, { headers: { "x-forwarded-for": address } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });
