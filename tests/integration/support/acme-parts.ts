import { execFile, execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { ROOT } from "./processes";

/** Pieces of the ACME harness (acme.ts): the files it writes, free ports, and its HTTPS clients. */

/** A throw-away CA and a certificate for 127.0.0.1/localhost, for pebble's own HTTPS listeners. */
export function makeDirectoryCertificate(dir: string): { ca: string; cert: string; key: string } {
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

/** deploy/Caddyfile without its global options block: the sites, as production serves them. */
export function deploySites(): string {
  const text = readFileSync(join(ROOT, "deploy", "Caddyfile"), "utf8");
  const match = /^\{\n[\s\S]*?^\}\n/m.exec(text);
  if (!match) throw new Error("deploy/Caddyfile has no global options block");
  return text.slice(match.index + match[0].length);
}

/**
 * Global options for a test: loopback only, free ports, pebble as the only CA (trusted through
 * its directory CA), storage in the temp dir, no admin endpoint; then the sites.
 */
export function caddyfile(o: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  directory: string;
  directoryCa: string;
  options: { ask: string; upstreams: string[]; sites?: string };
}): string {
  const sites =
    o.options.sites ??
    `https:// {\n\ttls {\n\t\ton_demand\n\t}\n\treverse_proxy ${o.options.upstreams.join(" ")}\n}\n`;
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

${sites}`;
}

/** Distinct free TCP ports on 127.0.0.1: every probe is held open until all are bound. */
export async function freePorts<K extends string>(names: readonly K[]): Promise<Record<K, number>> {
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

export interface HttpsAnswer {
  /** curl's exit code: 0 when the handshake and the request succeeded (35 or 56: TLS refused). */
  curlExit: number;
  status: number;
  headers: string;
  body: string;
  stderr: string;
}

/** The CA side, running: DNS, pebble, and the ports Caddy is to listen on (pebble validates there). */
export function httpsGetText(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
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

export function curlHttps(
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
