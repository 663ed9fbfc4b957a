import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./processes";

/** The files the ACME harness (acme.ts) writes into its temp dir before starting anything. */

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
