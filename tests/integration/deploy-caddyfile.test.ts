import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, get as httpGet, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { freePort } from "../../scripts/bench/lib/server-process";
import { type AcmeHarness, acmeUnavailable, deploySites, startAcme } from "./support/acme";
import { cannotRun } from "./support/cannot-run";
import { ROOT } from "./support/processes";

/**
 * (The harness listens on free ports, not 443, so Host carries the port here; in production it does not.)
 *
 * deploy/Caddyfile as an operator runs it: `caddy validate`, then its sites under the ACME
 * harness (pebble as the CA instead of Let's Encrypt) in front of two stand-in ChatLink
 * instances that answer /api/health and /api/domains/ask as the contract says.
 */

const PUBLIC_HOST = "chatlink.test";
const VERIFIED = new Set(["chat.verified-shop.test", "chat.second-shop.test"]);
const UNVERIFIED = "chat.unverified-shop.test";

interface Instance {
  name: string;
  server: Server;
  address: string;
  /** Host headers the ask endpoint was called with. */
  askHosts: string[];
}

async function standInInstance(name: string): Promise<Instance> {
  const askHosts: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://instance");
    if (url.pathname === "/api/health") return void res.writeHead(200).end('{"status":"ok"}');
    if (url.pathname === "/api/domains/ask") {
      askHosts.push(req.headers.host ?? "");
      // ChatLink's API answers only on PUBLIC_URL's host.
      const ok = req.headers.host === PUBLIC_HOST && VERIFIED.has(url.searchParams.get("domain") ?? "");
      return void res.writeHead(ok ? 200 : 404).end();
    }
    res.writeHead(200, { "content-type": "text/plain" });
    const h = req.headers;
    res.end(`instance=${name} host=${h.host} xff=${h["x-forwarded-for"]} proto=${h["x-forwarded-proto"]}`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { name, server, address: `127.0.0.1:${(server.address() as AddressInfo).port}`, askHosts };
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    instance.server.close(() => resolve());
    instance.server.closeAllConnections();
  });
}

function caddy(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve) => {
    execFile(
      "/usr/bin/caddy",
      args,
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 30_000 },
      (err, out, e) =>
        resolve({
          code: err ? (typeof err.code === "number" ? err.code : -1) : 0,
          stdout: out,
          output: out + e,
        }),
    );
  });
}

const unavailable = acmeUnavailable();
if (unavailable) cannotRun("deploy/Caddyfile", unavailable);
else
  describe("deploy/Caddyfile", { timeout: 90_000 }, () => {
    it("passes caddy validate as shipped and with an operator's settings", async () => {
      // Caddy's own files go to a temp dir, never the user's home.
      const dir = mkdtempSync(join(tmpdir(), "chatlink-caddy-validate-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const home = { HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir };
      const validate = ["validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"];
      const shipped = await caddy(validate, home);
      expect(shipped.code, shipped.output).toBe(0);
      const configured = await caddy(validate, {
        ...home,
        CHATLINK_HOST: "chat.example.com",
        CHATLINK_UPSTREAMS: "10.0.0.11:3000 10.0.0.12:3000",
        CADDY_STORAGE_DIR: "/srv/caddy-shared",
      });
      expect(configured.code, configured.output).toBe(0);
      expect(configured.output).toContain("Valid configuration");
    });

    it("asks through its own loopback site on PUBLIC_URL's host, and stores certificates in CADDY_STORAGE_DIR", async () => {
      const dir = mkdtempSync(join(tmpdir(), "chatlink-caddy-adapt-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const adapted = await caddy(["adapt", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
        HOME: dir,
        XDG_CONFIG_HOME: dir,
        XDG_DATA_HOME: dir,
        CHATLINK_HOST: "chat.example.com",
        CHATLINK_UPSTREAMS: "10.0.0.11:3000 10.0.0.12:3000",
        CHATLINK_ASK_PORT: "4123",
        CADDY_STORAGE_DIR: "/srv/caddy-shared",
      });
      expect(adapted.code, adapted.output).toBe(0);
      const config = JSON.parse(adapted.stdout) as {
        storage: unknown;
        apps: { http: { servers: Record<string, { listen: string[] }> } };
      };
      expect(config.storage).toEqual({ module: "file_system", root: "/srv/caddy-shared" });
      // The harness replaces these global options with pebble's, so they are checked here.
      expect(adapted.stdout).toContain('"ask":"http://127.0.0.1:4123/api/domains/ask"');
      const askServer = Object.values(config.apps.http.servers).find((server) =>
        server.listen.includes("127.0.0.1:4123"),
      );
      expect(JSON.stringify(askServer)).toContain('"Host":["chat.example.com"]');
      expect(JSON.stringify(askServer)).toContain('"dial":"10.0.0.12:3000"');
    });

    describe("its sites in front of two instances, with pebble as the CA", () => {
      let a: Instance;
      let b: Instance;
      let acme: AcmeHarness | undefined;

      beforeAll(async () => {
        a = await standInInstance("a");
        b = await standInInstance("b");
        const askPort = await freePort();
        acme = await startAcme({
          ask: `http://127.0.0.1:${askPort}/api/domains/ask`,
          upstreams: [],
          sites: deploySites(),
          env: {
            CHATLINK_HOST: PUBLIC_HOST,
            CHATLINK_UPSTREAMS: `${a.address} ${b.address}`,
            CHATLINK_ASK_PORT: String(askPort),
          },
          aRecords: [PUBLIC_HOST, ...VERIFIED, UNVERIFIED],
        });
      }, 60_000);

      afterAll(async () => {
        await acme?.stop();
        await Promise.all([a, b].filter(Boolean).map(stopInstance));
      });

      it("serves PUBLIC_URL's host over HTTPS with the client's own address in X-Forwarded-For", async () => {
        const h = acme as AcmeHarness;
        // Caddy obtains this site's certificate right after it starts: wait for it, bounded.
        let answer = await h.https(PUBLIC_HOST, "/", { timeoutSeconds: 10 });
        for (let i = 0; i < 30 && answer.curlExit !== 0; i++) {
          await new Promise((r) => setTimeout(r, 500));
          answer = await h.https(PUBLIC_HOST, "/", { timeoutSeconds: 10 });
        }
        const spoofed = await h.https(PUBLIC_HOST, "/menu", { headers: ["X-Forwarded-For: 203.0.113.9"] });
        expect(spoofed.curlExit, `${spoofed.stderr}\n${h.logs()}`).toBe(0);
        expect(spoofed.status).toBe(200);
        expect(spoofed.body).toMatch(new RegExp(`^instance=[ab] host=${PUBLIC_HOST}:${h.httpsPort} `));
        // What the client wrote is dropped: TRUST_PROXY=1 then reads the real client.
        expect(spoofed.body).toContain("xff=127.0.0.1 ");
        expect(spoofed.body).not.toContain("203.0.113.9");
        expect(spoofed.body).toContain("proto=https");
      });

      it("gets a certificate on demand for a verified domain, asking ChatLink on PUBLIC_URL's host", async () => {
        const h = acme as AcmeHarness;
        const answer = await h.https("chat.verified-shop.test", "/menu");
        expect(answer.curlExit, `${answer.stderr}\n${h.logs()}`).toBe(0);
        expect(answer.body).toMatch(
          new RegExp(`^instance=[ab] host=chat\\.verified-shop\\.test:${h.httpsPort} `),
        );
        const asks = [...a.askHosts, ...b.askHosts];
        expect(asks.length).toBeGreaterThan(0);
        expect(new Set(asks)).toEqual(new Set([PUBLIC_HOST]));
      });

      it("redirects plain HTTP on a shop's domain to HTTPS", async () => {
        const h = acme as AcmeHarness;
        // node:http, not fetch: fetch will not send a Host other than the URL's.
        const res = await new Promise<IncomingMessage>((resolve, reject) =>
          httpGet(
            {
              host: "127.0.0.1",
              port: h.httpPort,
              path: "/menu?src=flyer",
              headers: { host: "chat.verified-shop.test" },
            },
            (r) => resolve(r.resume()),
          ).once("error", reject),
        );
        expect(res.statusCode).toBe(308);
        // (Caddy's catch-all redirect names no port: in production that is 443.)
        const location = new URL(res.headers.location ?? "");
        expect([location.protocol, location.hostname, location.pathname + location.search]).toEqual([
          "https:",
          "chat.verified-shop.test",
          "/menu?src=flyer",
        ]);
      });

      it("refuses the handshake for a domain ChatLink has not verified", async () => {
        const h = acme as AcmeHarness;
        const answer = await h.https(UNVERIFIED, "/menu", { timeoutSeconds: 20 });
        expect(answer.curlExit).not.toBe(0);
        expect(answer.status).toBe(0);
      });

      it("keeps serving, and issuing, through the other instance when one is down", async () => {
        const h = acme as AcmeHarness;
        await stopInstance(a);
        const bodies: string[] = [];
        for (let i = 0; i < 6; i++)
          bodies.push((await h.https(PUBLIC_HOST, `/r${i}`, { timeoutSeconds: 15 })).body);
        expect(bodies.every((body) => body.startsWith("instance=b "))).toBe(true);
        // The ask for a new name goes through the pool as well, so it reaches b.
        const answer = await h.https("chat.second-shop.test", "/menu");
        expect(answer.curlExit, `${answer.stderr}\n${h.logs()}`).toBe(0);
        expect(answer.body).toMatch(new RegExp(`^instance=b host=chat\\.second-shop\\.test:${h.httpsPort} `));
      });
    });
  });
