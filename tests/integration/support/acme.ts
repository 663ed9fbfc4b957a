import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  caddyfile,
  curlHttps,
  freePorts,
  type HttpsAnswer,
  httpsGetText,
  makeDirectoryCertificate,
} from "./acme-parts";
import {
  loopbackEnv,
  missingBinary,
  type Service,
  startService,
  tcpOpen,
  waitUntilReady,
} from "./child-services";

/**
 * A real ACME flow on loopback: pebble-challtestsrv as the only DNS server, pebble (Let's
 * Encrypt's test CA) issuing, and Caddy obtaining certificates on demand after asking an
 * `ask` URL, in front of the given upstreams. Every port is free-picked and every file lives
 * in one temp dir, so several runs can share the machine. startAcme() starts it all;
 * startAcmeCa() then startCaddy() when the app must learn the DNS server before Caddy learns
 * the app's address.
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

export interface AcmeCa {
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
  /**
   * Starts Caddy with the given ask URL and sites (once). Split from startAcmeCa() so a test can
   * give dnsServer to the app (DNS_SERVERS) before the app's address is known to Caddy.
   */
  startCaddy(options: AcmeOptions): Promise<void>;
  /** Every service's output, for a failure message. */
  logs(): string;
  /** Stops Caddy, pebble and the DNS server, and removes the temp dir. */
  stop(): Promise<void>;
}

/** The mock DNS answers with a trailing dot only (TXT lookups of "name" without it find nothing). */
const fqdn = (host: string) => (host.endsWith(".") ? host : `${host}.`);

async function postJson(port: number, path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`pebble-challtestsrv ${path}: ${res.status} ${await res.text()}`);
}

export type AcmeHarness = AcmeCa;

/** startAcmeCa() then startCaddy(options); everything stopped again if any of it fails. */
export async function startAcme(options: AcmeOptions): Promise<AcmeHarness> {
  const ca = await startAcmeCa();
  try {
    await ca.startCaddy(options);
  } catch (err) {
    await ca.stop();
    throw err;
  }
  return ca;
}

export async function startAcmeCa(): Promise<AcmeCa> {
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
      { cwd: dir, env: loopbackEnv({ PEBBLE_VA_NOSLEEP: "1", PEBBLE_WFE_NONCEREJECT: "0" }) },
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

    const startCaddy = async (options: AcmeOptions) => {
      if (services.some((s) => s.name === "caddy")) throw new Error("Caddy is already running");
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
          env: loopbackEnv({
            ...options.env,
            HOME: caddyDir,
            XDG_CONFIG_HOME: caddyDir,
            XDG_DATA_HOME: caddyDir,
          }),
        },
      );
      services.push(caddy);
      await waitUntilReady(caddy, "listeners", async () => (await tcpOpen(httpPort)) && tcpOpen(httpsPort));
    };

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
      startCaddy,
      logs,
      stop,
    };
  } catch (err) {
    const message = `${err instanceof Error ? err.message : String(err)}\n${logs()}`;
    await stop();
    throw new Error(`ACME harness did not start: ${message}`);
  }
}
export { deploySites, type HttpsAnswer } from "./acme-parts";
