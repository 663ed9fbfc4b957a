import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWebhookUrl } from "#core/webhooks";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { startTestDns, type TestDns, testDnsUnavailable } from "./support/dns-server";
import { startReceiver } from "./support/webhook-receiver";

const noDns = testDnsUnavailable();
if (noDns !== null) console.warn(`SKIPPED: webhook SSRF over DNS (${noDns})`);

// Public addresses (example.com's); the test never connects to them.
const PUBLIC_V4 = "93.184.215.14";
const PUBLIC_V6 = "2606:2800:21f:cb07:6820:80da:af6b:8b2c";

describe("webhook URLs refused on private networks (WEBHOOKS_ALLOW_PRIVATE unset)", () => {
  it("refuses what is not an http(s) URL, IP literals and localhost by their shape", () => {
    for (const url of ["javascript:alert(1)", "ftp://example.com/", "https://user:pw@example.com/", "nope"])
      expect(checkWebhookUrl(url, false)).toEqual({ ok: false, error: "webhook_url_invalid" });
    for (const url of [
      "http://127.0.0.1/",
      "http://[::1]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://localhost:3000/",
    ])
      expect(checkWebhookUrl(url, false)).toEqual({ ok: false, error: "webhook_url_private" });
    expect(checkWebhookUrl("http://127.0.0.1:8080/hook", true)).toMatchObject({ ok: true });
    expect(checkWebhookUrl("https://hooks.example.com/a#frag", false)).toEqual({
      ok: true,
      url: "https://hooks.example.com/a",
      host: "hooks.example.com",
    });
  });

  describe.skipIf(noDns !== null)("over a real DNS server", () => {
    let dns: TestDns;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      dns = await startTestDns();
      receiver = await startReceiver();
    });
    afterAll(async () => {
      dns?.stop();
      await receiver?.close();
    });
    const api = apiV1Fixture("pglite", { env: () => ({ DNS_SERVERS: dns.server }) });
    const create = (url: string) =>
      api.call(api.aliceKey, "POST", "/webhooks", { url, events: ["link.created"] });

    it("refuses at creation a name whose addresses are private, loopback, link-local, CGNAT or ULA", async () => {
      const cases: Array<[string, string[], string[]]> = [
        ["loop.test", ["127.0.0.1"], [PUBLIC_V6]],
        ["office.test", ["10.1.2.3"], [PUBLIC_V6]],
        ["metadata.test", ["169.254.169.254"], [PUBLIC_V6]],
        ["cgnat.test", ["100.64.0.7"], [PUBLIC_V6]],
        ["ula.test", [PUBLIC_V4], ["fd00::1"]],
      ];
      for (const [name, v4, v6] of cases) {
        await dns.setAddresses(name, v4, v6);
        const refused = await create(`https://${name}/hook`);
        expect(refused.status, name).toBe(400);
        expect(refused.json.error, name).toBe("webhook_url_private");
      }
      expect((await create(`http://127.0.0.1:${receiver.port}/hook`)).json.error).toBe("webhook_url_private");
    });

    it("refuses at connection a name that turned to 127.0.0.1 after it was saved (DNS rebinding)", async () => {
      await dns.setAddresses("rebind.test", [PUBLIC_V4], [PUBLIC_V6]);
      const made = await create(`http://rebind.test:${receiver.port}/hook`);
      expect(made.status).toBe(201);
      await dns.setAddresses("rebind.test", ["127.0.0.1"], ["::1"]);
      const test = await api.call(api.aliceKey, "POST", `/webhooks/${made.json.id}/test`);
      expect(test.status).toBe(202);
      let delivery = test.json;
      for (let i = 0; i < 200 && delivery.attempts === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        delivery = (await api.call(api.aliceKey, "GET", `/webhooks/${made.json.id}/deliveries`)).json.data[0];
      }
      expect(delivery).toMatchObject({
        attempts: 1,
        status: "pending",
        statusCode: null,
        error: "private address refused",
      });
      expect(receiver.received).toHaveLength(0);
    });
  });
});
