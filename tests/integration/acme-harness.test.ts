import { Resolver } from "node:dns/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AcmeHarness, acmeUnavailable, startAcme } from "./support/acme";
import { cannotRun } from "./support/cannot-run";

/**
 * The harness the custom-domains end-to-end test stands on: real Caddy, real pebble, real
 * DNS answers from pebble-challtestsrv. A stand-in ask server allows one name; a stand-in
 * upstream says who it is. Nothing here is ChatLink yet, so a failure points at the proxy wiring.
 */

const ALLOWED = "chat.allowed-shop.test";
const REFUSED = "chat.someone-else.test";

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const unavailable = acmeUnavailable();
if (unavailable) cannotRun("Caddy + pebble ACME harness", unavailable);
else
  describe("Caddy + pebble ACME harness", { timeout: 90_000 }, () => {
    const asked: string[] = [];
    const ask = createServer((req, res) => {
      const domain = new URL(req.url ?? "/", "http://ask").searchParams.get("domain") ?? "";
      asked.push(domain);
      res.writeHead(domain === ALLOWED ? 200 : 404).end();
    });
    const upstream = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(`upstream: host=${req.headers.host} xff=${req.headers["x-forwarded-for"]}`);
    });
    let acme: AcmeHarness | undefined;

    beforeAll(async () => {
      const [askAddress, upstreamAddress] = await Promise.all([listen(ask), listen(upstream)]);
      acme = await startAcme({ ask: `http://${askAddress}/api/domains/ask`, upstreams: [upstreamAddress] });
      // Both names point at the proxy: only the ask answer may tell them apart.
      await acme.addA(ALLOWED, "127.0.0.1");
      await acme.addA(REFUSED, "127.0.0.1");
    }, 60_000);

    afterAll(async () => {
      await acme?.stop();
      await Promise.all([close(ask), close(upstream)]);
    });

    it("gets a certificate from pebble on demand for a name the ask server allows, and proxies HTTPS", async () => {
      const h = acme as AcmeHarness;
      const answer = await h.https(ALLOWED, "/menu");
      // curl trusted only this run's pebble root: success means pebble issued what Caddy served.
      expect(answer.curlExit, `${answer.stderr}\n${h.logs()}`).toBe(0);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`upstream: host=${ALLOWED}:${h.httpsPort}`);
      expect(answer.body).toContain("xff=127.0.0.1");
      expect(asked).toContain(ALLOWED);
    });

    it("serves the stored certificate on the next connection without asking again", async () => {
      const h = acme as AcmeHarness;
      const before = asked.filter((d) => d === ALLOWED).length;
      const answer = await h.https(ALLOWED, "/again", { timeoutSeconds: 10 });
      expect(answer.curlExit, answer.stderr).toBe(0);
      expect(answer.status).toBe(200);
      expect(asked.filter((d) => d === ALLOWED).length).toBe(before);
    });

    it("answers DNS for the app: TXT proofs set and cleared by the test, A records as added", async () => {
      const h = acme as AcmeHarness;
      // What ChatLink gets with DNS_SERVERS=<dnsServer>.
      const resolver = new Resolver({ timeout: 2_000, tries: 1 });
      resolver.setServers([h.dnsServer]);
      const txt = (name: string) =>
        resolver.resolveTxt(name).then(
          (r) => r.map((chunks) => chunks.join("")),
          (e: NodeJS.ErrnoException) => e.code,
        );
      await h.setTxt(`_chatlink.${ALLOWED}`, "proof-123");
      expect(await txt(`_chatlink.${ALLOWED}`)).toEqual(["proof-123"]);
      await h.clearTxt(`_chatlink.${ALLOWED}`);
      expect(await txt(`_chatlink.${ALLOWED}`)).toBe("ENODATA");
      expect(await resolver.resolve4(REFUSED)).toEqual(["127.0.0.1"]);
      // Only names the test pointed somewhere resolve.
      expect(await resolver.resolve4("chat.nobody.test").catch((e: NodeJS.ErrnoException) => e.code)).toBe(
        "ENODATA",
      );
    });

    it("refuses the TLS handshake for a name the ask server refuses, and pebble issues nothing", async () => {
      const h = acme as AcmeHarness;
      const answer = await h.https(REFUSED, "/menu", { timeoutSeconds: 20 });
      expect(answer.curlExit).not.toBe(0);
      expect(answer.status).toBe(0);
      expect(asked).toContain(REFUSED);
      // Without curl's CA check in the way: the server still hands out no certificate at all.
      const presented = await new Promise<string>((resolve) => {
        const socket = connect({
          host: "127.0.0.1",
          port: h.httpsPort,
          servername: REFUSED,
          rejectUnauthorized: false,
        });
        socket.once("secureConnect", () => {
          resolve(`certificate for ${socket.getPeerCertificate().subject?.CN}`);
          socket.destroy();
        });
        socket.once("error", (err) => resolve(`error: ${err.message}`));
      });
      expect(presented).toMatch(/^error:/);
      // Neither Caddy nor pebble ever worked on the name: only the mock DNS line names it.
      const mentions = h
        .logs()
        .split("\n")
        .filter((line) => line.includes(REFUSED));
      expect(mentions.filter((line) => !line.startsWith("pebble-challtestsrv"))).toEqual([]);
    });
  });
