import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { startTestDns, type TestDns, testDnsUnavailable } from "./support/dns-server";

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

/** Issue 25's flyer, `chat.<shop>/menu`: 3–50 character aliases on a shop's own domain (ADR 0159). */
for (const driver of DRIVERS) {
  describe.skipIf(noDns !== null)(`short aliases on a custom domain on ${driver}`, () => {
    let dns: TestDns;
    beforeAll(async () => {
      dns = await startTestDns();
    });
    afterAll(() => dns?.stop());
    const api = apiV1Fixture(driver, { env: () => ({ DNS_SERVERS: dns.server }) });
    const { call } = api;

    async function verifiedDomain(key: string, name: string): Promise<void> {
      const added = await call(key, "POST", "/domains", { domain: name });
      await dns.setTxt(`_chatlink.${name}`, added.json.verification.value);
      const verified = await call(key, "POST", `/domains/${added.json.id}/verify`);
      expect(verified.json.status).toBe("verified");
    }

    it("a shop makes /menu on its domain, served there only; the main host keeps 5 characters", async () => {
      // Before any domain: the main host's rule, said as it always was.
      const early = await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", alias: "menu" });
      expect([early.status, early.json.error]).toEqual([400, "invalid_alias"]);
      expect(early.json.message).toContain("5 to 50");

      const domain = "chat.cornershop.test";
      await verifiedDomain(api.aliceKey, domain);
      const made = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "menu",
        domain,
      });
      expect([made.status, made.json.shortUrl], JSON.stringify(made.json)).toEqual([
        201,
        `https://${domain}/menu`,
      ]);
      expect(await locationOnHost(api.server.base, domain, "/menu")).toEqual({
        status: 302,
        location: "https://wa.me/447911123456",
      });
      // As pasted from a sentence, and case-insensitively, as any code.
      expect((await locationOnHost(api.server.base, domain, "/MENU).")).location).toBe(
        "https://wa.me/447911123456",
      );
      const team = await call(api.aliceKey, "POST", "/links", {
        agents: [(await api.addAgent({ name: "Eve", phone: "+447911222333" })).id],
        alias: "eat",
        domain,
      });
      expect([team.status, team.json.shortUrl], JSON.stringify(team.json)).toEqual([
        201,
        `https://${domain}/eat`,
      ]);
      const button = await fetch(`${api.server.base}/api/button/menu?domain=${domain}`);
      expect(button.status).toBe(200);

      // The main host: a 3–4 character path is never looked up, and such an alias is refused there,
      // saying the workspace's own domain would take it.
      const main = await locationOnHost(api.server.base, "chat.test", "/menu");
      expect([main.status, main.location]).toEqual([404, undefined]);
      const onMain = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "menu",
        domain: null,
      });
      expect([onMain.status, onMain.json.error]).toEqual([400, "invalid_alias"]);
      expect(onMain.json.message).toMatch(/main address.*5 to 50.*own domain 3 are enough/);

      // Two characters, reserved words and another workspace's domain are still refused.
      const two = await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", alias: "mn", domain });
      expect([two.status, two.json.error]).toEqual([400, "invalid_alias"]);
      expect(two.json.message).toContain("3 to 50");
      const reserved = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911123456",
        alias: "faq",
        domain,
      });
      expect([reserved.status, reserved.json.error]).toEqual([400, "alias_reserved"]);
      expect((await locationOnHost(api.server.base, domain, "/faq")).status).toBe(404);
    });

    it("two shops each have their own /menu", async () => {
      const alices = "chat.alice-cafe.test";
      const bobs = "chat.bob-deli.test";
      await verifiedDomain(api.aliceKey, alices);
      await verifiedDomain(api.bobKey, bobs);
      const a = await call(api.aliceKey, "POST", "/links", {
        phone: "+447911111111",
        alias: "Menu",
        domain: alices,
      });
      const b = await call(api.bobKey, "POST", "/links", {
        phone: "+447922222222",
        alias: "menu",
        domain: bobs,
      });
      expect([a.status, b.status], JSON.stringify([a.json, b.json])).toEqual([201, 201]);
      expect((await locationOnHost(api.server.base, alices, "/menu")).location).toBe(
        "https://wa.me/447911111111",
      );
      expect((await locationOnHost(api.server.base, bobs, "/menu")).location).toBe(
        "https://wa.me/447922222222",
      );
      // Bob cannot make a link on alice's domain.
      const taken = await call(api.bobKey, "POST", "/links", {
        phone: "+447922222222",
        alias: "menu",
        domain: alices,
      });
      expect([taken.status, taken.json.error]).toEqual([400, "domain_not_verified"]);
    });
  });
}
