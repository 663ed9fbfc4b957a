import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "../../../scripts/bench/lib/server-process";

/** Debian package `pebble`: a DNS server whose TXT records are set over HTTP. */
export const CHALLTESTSRV = "/usr/bin/pebble-challtestsrv";

export interface TestDns {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  server: string;
  setTxt(name: string, value: string): Promise<void>;
  clearTxt(name: string): Promise<void>;
  /** The name's A and AAAA answers (replacing the server's defaults, 127.0.0.1 and ::1). */
  setAddresses(name: string, v4: string[], v6: string[]): Promise<void>;
  stop(): void;
}

/** Why the real-DNS tests cannot run here, or null. */
export function testDnsUnavailable(): string | null {
  return existsSync(CHALLTESTSRV) ? null : `${CHALLTESTSRV} is missing (apt-get install pebble)`;
}

/** A private pebble-challtestsrv answering DNS on a free port (no challenge servers). */
export async function startTestDns(): Promise<TestDns> {
  const dnsPort = await freePort();
  const managementPort = await freePort();
  const child: ChildProcess = spawn(
    CHALLTESTSRV,
    [
      "-dns01",
      `127.0.0.1:${dnsPort}`,
      "-http01",
      "",
      "-https01",
      "",
      "-tlsalpn01",
      "",
      "-management",
      `127.0.0.1:${managementPort}`,
    ],
    { stdio: "ignore" },
  );
  const management = `http://127.0.0.1:${managementPort}`;
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${management}${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`challtestsrv ${path}: ${res.status}`);
  };
  // Ready once its management interface answers.
  for (let i = 0; ; i++) {
    try {
      await call("/clear-txt", { host: "ready.test." });
      break;
    } catch (err) {
      if (i > 100) {
        child.kill();
        throw err;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    server: `127.0.0.1:${dnsPort}`,
    setTxt: (name, value) => call("/set-txt", { host: `${name}.`, value }),
    clearTxt: (name) => call("/clear-txt", { host: `${name}.` }),
    async setAddresses(name, v4, v6) {
      await call("/add-a", { host: `${name}.`, addresses: v4 });
      await call("/add-aaaa", { host: `${name}.`, addresses: v6 });
    },
    stop: () => void child.kill(),
  };
}
