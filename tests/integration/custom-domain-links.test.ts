import { readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domains } from "#db/schema";
import { setDefaultDomain } from "#domain/domains/set-default-domain.server";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { startTestDns, type TestDns, testDnsUnavailable } from "./support/dns-server";
import { cliEnvFor, runAdmin } from "./support/processes";
import { PUBLIC_URL } from "./support/test-server";

warnIfPostgresSkipped();
const noDns = testDnsUnavailable();

/** Where a GET with this Host header leads. */
function locationOnHost(base: string, host: string, path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Issue 25 item 2: links on a domain, wherever the link is made, shown, printed or exported. */
for (const driver of DRIVERS) {
  describe.skipIf(noDns !== null)(`links on a custom domain on ${driver}`, () => {
    let dns: TestDns;
    beforeAll(async () => {
      dns = await startTestDns();
    });
    afterAll(() => dns?.stop());
    const api = apiV1Fixture(driver, { env: () => ({ DNS_SERVERS: dns.server }) });
    const { call } = api;
    const db = () => api.server.running.database.db;

    /** A verified domain of alice's workspace: its id and workspace. */
    async function verifiedDomain(name: string): Promise<{ id: string; workspaceId: string }> {
      const added = await call(api.aliceKey, "POST", "/domains", { domain: name });
      await dns.setTxt(`_chatlink.${name}`, added.json.verification.value);
      const verified = await call(api.aliceKey, "POST", `/domains/${added.json.id}/verify`);
      expect(verified.json.status).toBe("verified");
      const [row] = await db().select().from(domains).where(eq(domains.id, added.json.id));
      return { id: added.json.id, workspaceId: row?.workspaceId as string };
    }

    it("a team link is made and served on the domain, its button and card name the domain", async () => {
      const domain = "team.shop-t.test";
      await verifiedDomain(domain);
      const agent = await api.addAgent({ name: "Tia", phone: "+447911222333" });
      const made = await call(api.aliceKey, "POST", "/links", {
        agents: [agent.id],
        alias: "desk-t",
        domain,
      });
      expect([made.status, made.json.shortUrl, made.json.domain], JSON.stringify(made.json)).toEqual([
        201,
        `https://${domain}/desk-t`,
        domain,
      ]);
      expect(await locationOnHost(api.server.base, domain, "/desk-t")).toEqual({
        status: 302,
        location: "https://wa.me/447911222333",
      });
      // The main host has no /desk-t.
      expect((await locationOnHost(api.server.base, "chat.test", "/desk-t")).status).toBe(404);

      const button = await fetch(`${api.server.base}/api/button/desk-t?domain=${domain.toUpperCase()}`);
      expect(button.status).toBe(200);
      expect(await button.json()).toMatchObject({ code: "desk-t", url: `https://${domain}/desk-t` });
      expect((await fetch(`${api.server.base}/api/button/desk-t`)).status).toBe(404);
      expect((await fetch(`${api.server.base}/api/button/desk-t?domain=nobody.test`)).status).toBe(404);
      const card = await fetch(`${api.server.base}/desk-t/card?domain=${domain}`);
      expect(card.status).toBe(200);
      expect(await card.text()).toContain(`https://${domain}/desk-t`);
      expect((await fetch(`${api.server.base}/desk-t/card`)).status).toBe(404);
      const vcard = await fetch(`${api.server.base}/desk-t/card.vcf?domain=${domain}`);
      expect(await vcard.text()).toContain(`https://${domain}/desk-t`);
    });

    it("the workspace's default domain takes links made without one; null asks for the main host", async () => {
      const domain = "chat.shop-def.test";
      const { id, workspaceId } = await verifiedDomain(domain);
      const actor = { workspaceId, accountId: null };
      expect(await setDefaultDomain({ db: db() }, actor, { id })).toEqual({ ok: true });
      expect((await call(api.aliceKey, "GET", `/domains/${id}`)).json.default).toBe(true);

      const plain = await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", alias: "def-a" });
      expect([plain.status, plain.json.shortUrl]).toEqual([201, `https://${domain}/def-a`]);
      expect((await locationOnHost(api.server.base, domain, "/def-a")).location).toBe(
        "https://wa.me/447911123456",
      );
      const main = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "def-b",
        domain: null,
      });
      expect([main.status, main.json.shortUrl, main.json.domain]).toEqual([
        201,
        "http://chat.test/def-b",
        null,
      ]);
      // Another workspace's links never take alice's default.
      const bobs = await call(api.bobKey, "POST", "/links", { phone: "+447911654321", alias: "def-c" });
      expect(bobs.json.domain).toBeNull();

      // The export writes each link's own address.
      const out = join(tmpdir(), `export-domains-${api.stamp}-${driver}.csv`);
      const env = cliEnvFor(api.server.dataDir, api.database?.url, PUBLIC_URL);
      await runAdmin(["export", out, "--workspace", workspaceId], env);
      const csv = await readFile(out, "utf8");
      await rm(out, { force: true });
      expect(csv).toContain(`def-a,https://${domain}/def-a,`);
      expect(csv).toContain("def-b,http://chat.test/def-b,");

      // Back to none: links go on the main host again.
      expect(await setDefaultDomain({ db: db() }, actor, { id: null })).toEqual({ ok: true });
      const after = await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", alias: "def-d" });
      expect(after.json.domain).toBeNull();
    });

    it("a domain's neutral pages speak the visitor's language", async () => {
      const domain = "chat.shop-lang.test";
      await verifiedDomain(domain);
      // fetch sends the URL's Host: node:http sends ours.
      const answer = await new Promise<{ status: number; lang: string | undefined; body: string }>(
        (resolve, reject) => {
          const req = request(
            `${api.server.base}/nothing-here`,
            { headers: { host: domain, "accept-language": "ar,en;q=0.4" } },
            (res) => {
              let body = "";
              res.setEncoding("utf8");
              res.on("data", (chunk: string) => {
                body += chunk;
              });
              res.on("end", () =>
                resolve({ status: res.statusCode ?? 0, lang: res.headers["content-language"], body }),
              );
            },
          );
          req.on("error", reject);
          req.end();
        },
      );
      expect([answer.status, answer.lang]).toEqual([404, "ar"]);
      expect(answer.body).toContain('dir="rtl"');
      expect(answer.body).toContain("الرابط غير موجود");
    });

    it("a link on a domain cannot be moved to another workspace with its domain", async () => {
      const domain = "chat.shop-mv.test";
      await verifiedDomain(domain);
      const made = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "move-a",
        domain,
      });
      const bobs = await call(api.bobKey, "POST", "/links", { phone: "+447911654321", alias: "move-b" });
      expect(bobs.status, JSON.stringify(bobs.json)).toBe(201);
      const [bobsRow] = (
        (await db().execute(sql`select workspace_id from links where id = ${bobs.json.id}`)) as unknown as {
          rows: Array<{ workspace_id: string }>;
        }
      ).rows;
      const move = db().execute(
        sql`update links set workspace_id = ${bobsRow?.workspace_id} where id = ${made.json.id}`,
      );
      const refused = await move.then(
        () => "moved",
        (err: { cause?: { code?: string; message?: string } }) => err.cause?.message ?? "",
      );
      expect(refused).toMatch(/links_domain_workspace_fk/);
      // Moved explicitly off the domain, it may go.
      await db().execute(
        sql`update links set workspace_id = ${bobsRow?.workspace_id}, domain_id = null where id = ${made.json.id}`,
      );
    });
  });
}
