/**
 * How far identical servers differ: N ChatLink servers started one after another on their own
 * data directories (same build, same data), each sent the same cached redirects in rounds
 * whose order alternates; prints each server's CPU a redirect by round and its median. A
 * server that starts slow and stays slow is what makes one bench run's ratio move.
 * Usage: node --import tsx scripts/bench/server-spread.ts [--servers 4] [--rounds 4] [--requests 60000] [--pin]
 * (--pin: servers on core 0, the load generator on core 1; needs taskset)
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import {
  createLink,
  ensureClientBuild,
  ensureServerBundle,
  startChatlink,
  tempDataDir,
} from "./lib/chatlink";
import { BROWSER_UA, runLoadOne } from "./lib/load";
import { readCpuMs, serverPid } from "./lib/rss";
import type { ServerProcess } from "./lib/server-process";
import { median } from "./lib/table";

const { values: flags } = parseArgs({
  options: {
    servers: { type: "string", default: "4" },
    rounds: { type: "string", default: "4" },
    requests: { type: "string", default: "60000" },
    pin: { type: "boolean", default: false },
  },
});
const HEADERS = { "user-agent": BROWSER_UA };

async function main(): Promise<void> {
  ensureClientBuild();
  await ensureServerBundle();
  // The load generator's child processes inherit this process's core.
  if (flags.pin) execFileSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)]);
  const count = Number(flags.servers);
  const dirs = Array.from({ length: count }, () => tempDataDir());
  const servers: ServerProcess[] = [];
  try {
    for (const [i, dir] of dirs.entries()) {
      const server = await startChatlink({ dataDir: dir.dir }, `server ${i + 1}`);
      servers.push(server);
      if (flags.pin) execFileSync("taskset", ["-a", "-p", "-c", "0", String(serverPid(server.pid))]);
    }
    const urls = await Promise.all(
      servers.map(async (s) => `${s.url}/${(await createLink(s.url, { phone: "+447911123456" })).code}`),
    );
    const run = async (i: number, amount: number) => {
      const pid = serverPid((servers[i] as ServerProcess).pid);
      const before = readCpuMs(pid) ?? 0;
      const result = await runLoadOne({ url: urls[i] as string, connections: 64, amount, headers: HEADERS });
      if (result.statusCodes["302"] !== result.completed) throw new Error(JSON.stringify(result.statusCodes));
      return (1000 * ((readCpuMs(pid) ?? 0) - before)) / result.completed;
    };
    for (const i of servers.keys()) await run(i, 20_000);
    const cpu: number[][] = servers.map(() => []);
    for (let round = 1; round <= Number(flags.rounds); round++) {
      const order = [...servers.keys()];
      if (round % 2 === 0) order.reverse();
      for (const i of order) cpu[i]?.push(await run(i, Number(flags.requests)));
      console.log(
        `round ${round}: ${cpu.map((c, i) => `server ${i + 1} ${c.at(-1)?.toFixed(1)} µs`).join(", ")}`,
      );
    }
    console.log(
      `median CPU a redirect: ${cpu.map((c, i) => `server ${i + 1} ${median(c).toFixed(1)} µs`).join(", ")}`,
    );
  } finally {
    for (const s of servers) await s.stop("SIGTERM");
    for (const d of dirs) d.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
