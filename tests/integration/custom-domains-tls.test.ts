import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/bench/lib/server-process";
import { type AcmeCa, acmeUnavailable, deploySites, startAcmeCa } from "./support/acme";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { cannotRun } from "./support/cannot-run";

/**
 * Issue 25 from outside: ChatLink behind deploy/Caddyfile's sites, pebble as the CA and
 * pebble-challtestsrv as the only DNS. A shop adds its domain, proves it with a TXT record,
 * and only then does the proxy get a certificate for it and redirect its links over HTTPS.
 */

const SHOP = "chat.flyer-shop.test";
const STRANGER = "chat.not-yours.test";
/** PUBLIC_URL's host in the test servers (tests/integration/support/test-server.ts). */
const PUBLIC_HOST = "chat.test";

const unavailable = acmeUnavailable();
if (unavailable) cannotRun("custom domains over real TLS", unavailable);
else
  describe("custom domains over real TLS (Caddy + pebble)", { timeout: 90_000 }, () => {
    let ca: AcmeCa | undefined;
    // The DNS server first: the app is booted with DNS_SERVERS pointing at it.
    beforeAll(async () => {
      ca = await startAcmeCa();
    }, 60_000);
    const api = apiV1Fixture("pglite", { env: () => ({ DNS_SERVERS: (ca as AcmeCa).dnsServer }) });
    afterAll(async () => {
      await ca?.stop();
    });

    describe("behind deploy/Caddyfile's sites", () => {
      beforeAll(async () => {
        const h = ca as AcmeCa;
        const askPort = await freePort();
        await h.startCaddy({
          ask: `http://127.0.0.1:${askPort}/api/domains/ask`,
          upstreams: [],
          sites: deploySites(),
          env: {
            CHATLINK_HOST: PUBLIC_HOST,
            CHATLINK_UPSTREAMS: new URL(api.server.base).host,
            CHATLINK_ASK_PORT: String(askPort),
          },
          aRecords: [PUBLIC_HOST, SHOP, STRANGER],
        });
      }, 60_000);

      it("issues a certificate for a shop's domain only once its TXT proof is verified, then redirects over HTTPS", async () => {
        const h = ca as AcmeCa;
        const added = await api.call(api.aliceKey, "POST", "/domains", { domain: SHOP });
        expect(added.status).toBe(201);
        const { name, value } = added.json.verification as { name: string; value: string };

        // Pointed at the proxy but not verified: no certificate, no handshake.
        const early = await h.https(SHOP, "/menu", { timeoutSeconds: 20 });
        expect([early.curlExit === 0, early.status]).toEqual([false, 0]);

        await h.setTxt(name, value);
        const verified = await api.call(api.aliceKey, "POST", `/domains/${added.json.id}/verify`);
        expect(verified.json.status).toBe("verified");
        const link = await api.call(api.aliceKey, "POST", "/links", {
          phone: "+447911123456",
          alias: "dinner",
          domain: SHOP,
        });
        expect(link.json.shortUrl, JSON.stringify(link.json)).toBe(`https://${SHOP}/dinner`);

        const menu = await h.https(SHOP, "/dinner");
        expect(menu.curlExit, `${menu.stderr}\n${h.logs()}`).toBe(0);
        expect(menu.status).toBe(302);
        expect(menu.headers).toMatch(/^location: https:\/\/wa\.me\/447911123456$/im);
        // The domain serves its own links only: nothing of the main site.
        expect((await h.https(SHOP, "/dashboard")).status).toBe(404);
      });

      it("gives no certificate to a name nobody verified, even one pointed at the proxy", async () => {
        const h = ca as AcmeCa;
        const answer = await h.https(STRANGER, "/menu", { timeoutSeconds: 20 });
        expect(answer.curlExit).not.toBe(0);
        expect(answer.status).toBe(0);
      });
    });
  });
