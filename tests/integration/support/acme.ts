import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../scripts/bench/lib/server-process";
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
  /** Extra lines for the reverse_proxy block (e.g. `header_up X-Test 1`). */
  reverseProxyLines?: string[];
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
  https(name: string, path?: string, timeoutSeconds?: number): Promise<HttpsAnswer>;
  /** Every service's output, for a failure message. */
  logs(): string;
  /** Stops Caddy, pebble and the DNS server, and removes the temp dir. */
  stop(): Promise<void>;
}

/** The mock DNS answers with a trailing dot only (TXT lookups of "name" without it find nothing). */
const fqdn = (host: string) => (host.endsWith(".") ? host : `${host}.`);

/** A throw-away CA and a certificate for 127.0.0.1/localhost, for pebble's own HTTPS listeners. */
function makeDirectoryCertificate(dir: string): { ca: string; cert: string; key: string } {
  const f = (name: string) => join(dir, name);
  const openssl = (args: string[]) => execFileSync("/usr/bin/openssl", args, { cwd: dir, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl(
    ["req", "-x509", ...ec, "-keyout", f("directory-ca.key"), "-out", f("directory-ca.pem")]
      .concat(["-days", "2", "-subj", "/CN=ChatLink test ACME directory CA"])
      .concat(["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign"]),
  );
  openssl([
    "req",
    ...ec,
    "-keyout",
    f("directory.key"),
    "-out",
    f("directory.csr"),
    "-subj",
    "/CN=localhost",
  ]);
  writeFileSync(f("directory.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n");
  openssl(
    ["x509", "-req", "-in", f("directory.csr"), "-CA", f("directory-ca.pem")]
      .concat(["-CAkey", f("directory-ca.key"), "-CAcreateserial", "-days", "2"])
      .concat(["-extfile", f("directory.ext"), "-out", f("directory.pem")]),
  );
  return { ca: f("directory-ca.pem"), cert: f("directory.pem"), key: f("directory.key") };
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

function caddyfile(o: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  directory: string;
  directoryCa: string;
  options: AcmeOptions;
}): string {
  const proxyLines = (o.options.reverseProxyLines ?? []).map((l) => `\t\t\t${l}\n`).join("");
  return `{
\tadmin off
\tdefault_bind 127.0.0.1
\thttp_port ${o.httpPort}
\thttps_port ${o.httpsPort}
\tstorage file_system {
\t\troot ${join(o.dir, "caddy-storage")}
\t}
\tacme_ca ${o.directory}
\tacme_ca_root ${o.directoryCa}
\tskip_install_trust
\tocsp_stapling off
\ton_demand_tls {
\t\task ${o.options.ask}
\t}
}

https:// {
\ttls {
\t\ton_demand
\t}
\treverse_proxy ${o.options.upstreams.join(" ")} {
${proxyLines}\t}
}
`;
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
    const [dnsPort, managementPort, acmePort, acmeManagementPort, httpPort, httpsPort] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );

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
        env: { ...process.env, HOME: caddyDir, XDG_CONFIG_HOME: caddyDir, XDG_DATA_HOME: caddyDir },
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
      https: (name, path = "/", timeoutSeconds = 45) =>
        curlHttps(name, httpsPort, rootCaFile, path, timeoutSeconds),
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
): Promise<HttpsAnswer> {
  const args = ["-sS", "-i", "--max-time", String(timeoutSeconds), "--noproxy", "*"]
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
