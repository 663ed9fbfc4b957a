import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { caddyfile, makeDirectoryCertificate } from "./acme-files";
import { missingBinary, type Service, startService, tcpOpen, waitUntilReady } from "./child-services";

/**
 * A real ACME flow on loopback: pebble-challtestsrv as the only DNS server, pebble (Let's
 * Encrypt's test CA) issuing, and Caddy obtaining certificates on demand after asking an
 * `ask` URL, in front of the given upstreams. Every port is free-picked and every file lives
 * in one temp dir, so several runs can share the machine.
 */

export const ACME_BINARIES = [
  "/usr/bin/pebble",
  "/usr/bin/pebble-challtestsrv",
  "/usr/bin/caddy",
  "/usr/bin/openssl",
  "/usr/bin/curl",
];

/** Why the harness cannot run here (a missing binary), or null; callers hand it to cannotRun. */
export function acmeUnavailable(): string | null {
  const missing = missingBinary(ACME_BINARIES);
  return missing ? `${missing} is missing (apt-get install caddy pebble openssl curl)` : null;
}

export interface AcmeOptions {
  /** Caddy's on_demand_tls `ask` URL, e.g. http://127.0.0.1:<port>/api/domains/ask. */
  ask: string;
  /** host:port of each upstream Caddy proxies HTTPS requests to. */
  upstreams: string[];
  /**
   * Site blocks to serve instead of the default `https:// { tls { on_demand } reverse_proxy … }`,
   * e.g. deploy/Caddyfile's (deploySites()); the harness's global options still apply.
   */
  sites?: string;
  /** Environment for Caddy ({$VAR} placeholders in `sites`). */
  env?: Record<string, string>;
  /** Names the mock DNS points at 127.0.0.1 before Caddy starts (sites it manages from the start). */
  aRecords?: string[];
}

export interface HttpsAnswer {
  /** curl's exit code: 0 when the handshake and the request succeeded (35 or 56: TLS refused). */
  curlExit: number;
  status: number;
  headers: string;
  body: string;
  stderr: string;
}

export interface AcmeHarness {
  dir: string;
  /** 127.0.0.1:<port> of the mock DNS server, as DNS_SERVERS takes it. */
  dnsServer: string;
  httpPort: number;
  httpsPort: number;
  /** PEM of pebble's issuing root: trust it (and nothing else) to check Caddy's certificates. */
  rootCaFile: string;
  setTxt(host: string, value: string): Promise<void>;
  clearTxt(host: string): Promise<void>;
  addA(host: string, ip: string): Promise<void>;
  /** curl --resolve <name>:<https port>:127.0.0.1 --cacert <pebble root> https://<name>:<port><path>. */
  https(
    name: string,
    path?: string,
    options?: { timeoutSeconds?: number; headers?: string[] },
  ): Promise<HttpsAnswer>;
  /** Every service's output, for a failure message. */
  logs(): string;
  /** Stops Caddy, pebble and the DNS server, and removes the temp dir. */
  stop(): Promise<void>;
}

/** The mock DNS answers with a trailing dot only (TXT lookups of "name" without it find nothing). */
const fqdn = (host: string) => (host.endsWith(".") ? host : `${host}.`);

/** Distinct free TCP ports on 127.0.0.1: every probe is held open until all are bound. */
async function freePorts<K extends string>(names: readonly K[]): Promise<Record<K, number>> {
  const servers: Server[] = [];
  const ports = {} as Record<K, number>;
  for (const name of names) {
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    ports[name] = typeof address === "object" && address ? address.port : 0;
  }
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

function httpsGetText(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, timeout: 5_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once("timeout", () => req.destroy(new Error("timeout")));
    req.once("error", reject);
    req.end();
  });
}

async function postJson(port: number, path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`pebble-challtestsrv ${path}: ${res.status} ${await res.text()}`);
}

export async function startAcme(options: AcmeOptions): Promise<AcmeHarness> {
  const dir = mkdtempSync(join(tmpdir(), "chatlink-acme-"));
  const services: Service[] = [];
  const stop = async () => {
    for (const service of services.reverse()) await service.stop();
    services.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  const logs = () => services.map((s) => `--- ${s.name}\n${s.output()}`).join("\n");
  try {
    const { dnsPort, managementPort, acmePort, acmeManagementPort, httpPort, httpsPort } = await freePorts([
      "dnsPort",
      "managementPort",
      "acmePort",
      "acmeManagementPort",
      "httpPort",
      "httpsPort",
    ] as const);

    // DNS only: Caddy itself answers pebble's http-01 and tls-alpn-01 challenges. No default
    // addresses, so a name resolves only once the test has said where it points.
    const dns = startService(
      "pebble-challtestsrv",
      "/usr/bin/pebble-challtestsrv",
      ["-dns01", `127.0.0.1:${dnsPort}`, "-management", `127.0.0.1:${managementPort}`].concat([
        "-http01",
        "",
        "-https01",
        "",
        "-tlsalpn01",
        "",
        "-defaultIPv4",
        "",
        "-defaultIPv6",
        "",
      ]),
      { cwd: dir },
    );
    services.push(dns);
    await waitUntilReady(dns, "management API", () => tcpOpen(managementPort));

    const directoryCert = makeDirectoryCertificate(dir);
    const pebbleConfig = join(dir, "pebble-config.json");
    writeFileSync(
      pebbleConfig,
      JSON.stringify({
        pebble: {
          listenAddress: `127.0.0.1:${acmePort}`,
          managementListenAddress: `127.0.0.1:${acmeManagementPort}`,
          certificate: directoryCert.cert,
          privateKey: directoryCert.key,
          // Validations go to the ports Caddy listens on.
          httpPort,
          tlsPort: httpsPort,
          ocspResponderURL: "",
          externalAccountBindingRequired: false,
        },
      }),
    );
    const pebble = startService(
      "pebble",
      "/usr/bin/pebble",
      ["-config", pebbleConfig, "-dnsserver", `127.0.0.1:${dnsPort}`],
      // No random validation delays and no refused nonces: the test is about our wiring.
      { cwd: dir, env: { ...process.env, PEBBLE_VA_NOSLEEP: "1", PEBBLE_WFE_NONCEREJECT: "0" } },
    );
    services.push(pebble);
    const directoryCa = readFileSync(directoryCert.ca);
    const directory = `https://127.0.0.1:${acmePort}/dir`;
    await waitUntilReady(pebble, "ACME directory", async () => {
      return (await httpsGetText(directory, directoryCa)).status === 200;
    });
    // The issuing root is made anew at every start; only its management API hands it out.
    const root = await httpsGetText(`https://127.0.0.1:${acmeManagementPort}/roots/0`, directoryCa);
    if (root.status !== 200) throw new Error(`pebble /roots/0 answered ${root.status}`);
    const rootCaFile = join(dir, "pebble-root.pem");
    writeFileSync(rootCaFile, root.body);

    for (const name of options.aRecords ?? [])
      await postJson(managementPort, "/add-a", { host: fqdn(name), addresses: ["127.0.0.1"] });
    const caddyDir = join(dir, "caddy-home");
    mkdirSync(caddyDir);
    const config = join(dir, "Caddyfile");
    writeFileSync(
      config,
      caddyfile({ dir, httpPort, httpsPort, directory, directoryCa: directoryCert.ca, options }),
    );
    const caddy = startService(
      "caddy",
      "/usr/bin/caddy",
      ["run", "--config", config, "--adapter", "caddyfile"],
      {
        cwd: dir,
        // Caddy's own files (autosave, locks) stay in the temp dir, never the user's home.
        env: {
          ...process.env,
          ...options.env,
          HOME: caddyDir,
          XDG_CONFIG_HOME: caddyDir,
          XDG_DATA_HOME: caddyDir,
        },
      },
    );
    services.push(caddy);
    await waitUntilReady(caddy, "listeners", async () => (await tcpOpen(httpPort)) && tcpOpen(httpsPort));

    return {
      dir,
      dnsServer: `127.0.0.1:${dnsPort}`,
      httpPort,
      httpsPort,
      rootCaFile,
      setTxt: (host, value) => postJson(managementPort, "/set-txt", { host: fqdn(host), value }),
      clearTxt: (host) => postJson(managementPort, "/clear-txt", { host: fqdn(host) }),
      addA: (host, ip) => postJson(managementPort, "/add-a", { host: fqdn(host), addresses: [ip] }),
      https: (name, path = "/", o = {}) =>
        curlHttps(name, httpsPort, rootCaFile, path, o.timeoutSeconds ?? 45, o.headers ?? []),
      logs,
      stop,
    };
  } catch (err) {
    const message = `${err instanceof Error ? err.message : String(err)}\n${logs()}`;
    await stop();
    throw new Error(`ACME harness did not start: ${message}`);
  }
}

function curlHttps(
  name: string,
  port: number,
  caFile: string,
  path: string,
  timeoutSeconds: number,
  headers: string[],
): Promise<HttpsAnswer> {
  const args = ["-sS", "-i", "--max-time", String(timeoutSeconds), "--noproxy", "*"]
    .concat(headers.flatMap((h) => ["-H", h]))
    .concat(["--resolve", `${name}:${port}:127.0.0.1`, "--cacert", caFile])
    .concat([`https://${name}:${port}${path}`]);
  return new Promise((resolve) => {
    execFile("/usr/bin/curl", args, { timeout: (timeoutSeconds + 5) * 1000 }, (error, stdout, stderr) => {
      const curlExit = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
      const split = stdout.indexOf("\r\n\r\n");
      const headers = split === -1 ? stdout : stdout.slice(0, split);
      const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ curlExit, status, headers, body: split === -1 ? "" : stdout.slice(split + 4), stderr });
    });
  });
}

export { deploySites } from "./acme-files";
