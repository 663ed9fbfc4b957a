import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTxtLookup } from "#domain/domains/dns-txt.server";
import { recheckDomains } from "#domain/domains/recheck-domains.server";
import { decodeQr } from "../support/decode-qr";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { startTestDns, type TestDns, testDnsUnavailable } from "./support/dns-server";

warnIfPostgresSkipped();
const noDns = testDnsUnavailable();
if (noDns !== null) console.warn(`SKIPPED: custom domains (${noDns})`);

/** A GET with this Host header (fetch would send the URL's). */
function getWithHost(base: string, host: string, path: string) {
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const HOUR = 60 * 60 * 1000;

/** docs/product.md "Custom domains", over HTTP, with a real DNS server holding the TXT proofs. */
for (const driver of DRIVERS) {
  describe.skipIf(noDns !== null)(`custom domains on ${driver}`, () => {
    let dns: TestDns;
    beforeAll(async () => {
      dns = await startTestDns();
    });
    afterAll(() => dns?.stop());
    const api = apiV1Fixture(driver, { env: () => ({ DNS_SERVERS: dns.server }) });
    const { call } = api;
    const host = (name: string, path: string) => getWithHost(api.server.base, name, path);
    /** The background re-check, run as if `hoursLater` had passed, telling this server of changes. */
    const recheckAfter = (hoursLater: number) =>
      recheckDomains({
        db: api.server.running.database.db,
        dns: createTxtLookup([dns.server]),
        domainsChanged: () => api.server.running.verifiedDomains.reload(),
        now: () => Date.now() + hoursLater * HOUR,
      });

    it("adds a domain with its DNS records, verifies it only once the TXT record holds its value", async () => {
      const added = await call(api.aliceKey, "POST", "/domains", { domain: "Chat.Shop-A.test." });
      expect(added.status).toBe(201);
      expect(added.json).toMatchObject({
        domain: "chat.shop-a.test",
        status: "pending",
        verification: { type: "TXT", name: "_chatlink.chat.shop-a.test" },
        target: "chat.test",
      });
      const id = added.json.id as string;
      const token = added.json.verification.value as string;

      const missing = await call(api.aliceKey, "POST", `/domains/${id}/verify`);
      expect(missing.json).toMatchObject({ status: "pending", lastError: "domain_txt_missing" });
      expect(missing.json.message).toMatch(/No TXT record/);
      await dns.setTxt("_chatlink.chat.shop-a.test", "someone-else");
      const wrong = await call(api.aliceKey, "POST", `/domains/${id}/verify`);
      expect(wrong.json).toMatchObject({ status: "pending", lastError: "domain_txt_mismatch" });
      expect((await call(null, "GET", "/api/domains/ask?domain=chat.shop-a.test")).status).toBe(404);

      await dns.setTxt("_chatlink.chat.shop-a.test", token);
      const verified = await call(api.aliceKey, "POST", `/domains/${id}/verify`);
      expect(verified.json).toMatchObject({ status: "verified", lastError: null });
      expect(verified.json.message).toBeUndefined();
      expect((await call(null, "GET", "/api/domains/ask?domain=CHAT.shop-a.test")).status).toBe(200);
      expect((await call(null, "GET", "/api/domains/ask?domain=other.shop-a.test")).status).toBe(404);
      expect((await call(null, "GET", "/api/domains/ask")).status).toBe(404);

      const listed = await call(api.aliceReadKey, "GET", "/domains");
      expect(listed.json.data.map((d: { domain: string }) => d.domain)).toEqual(["chat.shop-a.test"]);
      // Another workspace cannot see, verify or remove it.
      for (const [method, path] of [
        ["GET", `/domains/${id}`],
        ["POST", `/domains/${id}/verify`],
        ["DELETE", `/domains/${id}`],
      ] as const) {
        const hidden = await call(api.bobKey, method, path);
        expect([hidden.status, hidden.json.error]).toEqual([404, "domain_not_found"]);
      }
      expect((await call(api.aliceReadKey, "POST", "/domains", { domain: "x.shop-a.test" })).status).toBe(
        403,
      );
    });

    it("refuses names that cannot be a custom domain", async () => {
      for (const [domain, error] of [
        ["127.0.0.1", "domain_invalid"],
        ["localhost", "domain_invalid"],
        ["shop.test/menu", "domain_invalid"],
        [`${"a".repeat(64)}.test`, "domain_invalid"],
        ["CHAT.test", "domain_reserved"],
      ] as const) {
        const refused = await call(api.aliceKey, "POST", "/domains", { domain });
        expect([domain, refused.status, refused.json.error, refused.json.field]).toEqual([
          domain,
          400,
          error,
          "domain",
        ]);
      }
    });

    it("a name verified by one workspace cannot be taken by another, not even by a pending duplicate", async () => {
      // Bob adds the name first and waits; alice proves it first.
      const bobs = await call(api.bobKey, "POST", "/domains", { domain: "chat.contested.test" });
      expect(bobs.status).toBe(201);
      const alices = await call(api.aliceKey, "POST", "/domains", { domain: "chat.contested.test" });
      await dns.setTxt("_chatlink.chat.contested.test", alices.json.verification.value);
      await dns.setTxt("_chatlink.chat.contested.test", bobs.json.verification.value);
      expect((await call(api.aliceKey, "POST", `/domains/${alices.json.id}/verify`)).json.status).toBe(
        "verified",
      );
      const late = await call(api.bobKey, "POST", `/domains/${bobs.json.id}/verify`);
      expect(late.json).toMatchObject({ status: "pending", lastError: "domain_taken" });
      // Alice adding it twice is refused; a new claim by bob too.
      const again = await call(api.aliceKey, "POST", "/domains", { domain: "CHAT.contested.test" });
      expect([again.status, again.json.error]).toEqual([409, "domain_exists"]);
      await call(api.bobKey, "DELETE", `/domains/${bobs.json.id}`);
      const claim = await call(api.bobKey, "POST", "/domains", { domain: "chat.contested.test" });
      expect([claim.status, claim.json.error]).toEqual([409, "domain_taken"]);
    });

    it("serves a domain's links on its Host only; codes are unique per domain; other Hosts get nothing", async () => {
      const domain = "links.shop-b.test";
      const added = await call(api.aliceKey, "POST", "/domains", { domain });
      const early = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "menu-b",
        domain,
      });
      expect([early.status, early.json.error, early.json.field]).toEqual([
        400,
        "domain_not_verified",
        "domain",
      ]);
      await dns.setTxt(`_chatlink.${domain}`, added.json.verification.value);
      await call(api.aliceKey, "POST", `/domains/${added.json.id}/verify`);

      const onDomain = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "Menu-B",
        domain: "LINKS.shop-b.test",
      });
      expect(onDomain.status).toBe(201);
      expect(onDomain.json).toMatchObject({ shortUrl: `https://${domain}/Menu-B`, domain });
      // Its QR code opens it on the domain.
      const qr = await fetch(`${api.server.base}/api/v1/links/${onDomain.json.id}/qr?size=300`, {
        headers: { authorization: `Bearer ${api.aliceKey}` },
      });
      expect(await decodeQr(new Uint8Array(await qr.arrayBuffer()))).toBe(`https://${domain}/Menu-B?ref=qr`);
      // The same code on the main host is another link; twice on one domain is taken.
      const onMain = await call(api.bobKey, "POST", "/links", { phone: "+447911654321", alias: "menu-b" });
      expect(onMain.json).toMatchObject({ shortUrl: "http://chat.test/menu-b", domain: null });
      const twice = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "menu-B",
        domain,
      });
      expect([twice.status, twice.json.error]).toEqual([409, "alias_taken"]);
      // Bob cannot put a link on alice's domain.
      const foreign = await call(api.bobKey, "POST", "/links", {
        phone: "+447911654321",
        alias: "bobs-b",
        domain,
      });
      expect([foreign.status, foreign.json.error]).toEqual([400, "domain_not_verified"]);

      const viaDomain = await host(domain, "/menu-b");
      expect([viaDomain.status, viaDomain.location]).toEqual([302, "https://wa.me/447911123456"]);
      const viaMain = await host("chat.test", "/menu-b");
      expect([viaMain.status, viaMain.location]).toEqual([302, "https://wa.me/447911654321"]);
      expect((await host("127.0.0.1", "/menu-b")).location).toBe("https://wa.me/447911654321");
      // An edit reaches the domain's cached redirect at once.
      await call(api.aliceKey, "PATCH", `/links/${onDomain.json.id}`, { phone: "+447911000111" });
      expect((await host(domain, "/menu-b")).location).toBe("https://wa.me/447911000111");

      // A code of another workspace (or of the main host) asked on this domain: not found.
      await call(api.bobKey, "POST", "/links", { phone: "+447911654321", alias: "bobs-only" });
      for (const path of [
        "/bobs-only",
        "/dashboard",
        "/api/v1/links",
        "/api/domains/ask?domain=x.test",
        "/login",
      ]) {
        const answer = await host(domain, path);
        expect([path, answer.status, answer.location]).toEqual([path, 404, undefined]);
        expect(answer.body).not.toMatch(/ChatLink|wa\.me|chat\.test/i);
      }
      const root = await host(domain, "/");
      expect(root.status).toBe(200);
      expect(root.body).not.toMatch(/ChatLink|chat\.test/i);
      // A Host nobody verified gets nothing of any workspace, whatever the path.
      for (const path of ["/menu-b", "/bobs-only", "/", "/dashboard"]) {
        const spoofed = await host("chat.unverified.test", path);
        expect([path, spoofed.status, spoofed.location]).toEqual([path, 404, undefined]);
      }
    });

    it("a proof that disappears: served through the grace period, then failing and not served, and back", async () => {
      const domain = "chat.shop-c.test";
      const added = await call(api.aliceKey, "POST", "/domains", { domain });
      const id = added.json.id as string;
      await dns.setTxt(`_chatlink.${domain}`, added.json.verification.value);
      await call(api.aliceKey, "POST", `/domains/${id}/verify`);
      await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", alias: "menu-c", domain });
      expect((await host(domain, "/menu-c")).status).toBe(302);

      await dns.clearTxt(`_chatlink.${domain}`);
      await recheckAfter(2);
      const graced = await call(api.aliceKey, "GET", `/domains/${id}`);
      expect(graced.json).toMatchObject({ status: "verified", lastError: "domain_txt_missing" });
      expect(graced.json.proofMissingSince).not.toBeNull();
      expect((await host(domain, "/menu-c")).status).toBe(302);

      await recheckAfter(2 + 25);
      const failing = await call(api.aliceKey, "GET", `/domains/${id}`);
      expect(failing.json).toMatchObject({ status: "failing", lastError: "domain_txt_missing" });
      expect(failing.json.message).toMatch(/No TXT record/);
      expect((await host(domain, "/menu-c")).status).toBe(404);
      expect((await call(null, "GET", `/api/domains/ask?domain=${domain}`)).status).toBe(404);

      await dns.setTxt(`_chatlink.${domain}`, added.json.verification.value);
      expect((await call(api.aliceKey, "POST", `/domains/${id}/verify`)).json.status).toBe("verified");
      expect((await host(domain, "/menu-c")).status).toBe(302);

      // Removing the domain removes its links and its certificate answer.
      expect((await call(api.aliceKey, "DELETE", `/domains/${id}`)).status).toBe(204);
      expect((await call(null, "GET", `/api/domains/ask?domain=${domain}`)).status).toBe(404);
      expect((await host(domain, "/menu-c")).status).toBe(404);
    });
  });
}
