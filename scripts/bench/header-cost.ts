/**
 * What each security header costs a redirect: the bare 302 server without extra headers
 * against the same server with one more header, in alternating rounds (median ratio), for
 * every header the pages send. Prints a table; `--write` appends nothing, it is read into
 * docs/benchmarks.md by hand with the profile's findings.
 * Usage: node --import tsx scripts/bench/header-cost.ts [--rounds 3] [--requests 150000]
 */
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { securityHeaderEntries } from "#server/middleware/security-headers.server";
import { buildServer } from "../build-server";
import { runLoadOne } from "./lib/load";
import { ROOT, startServer } from "./lib/server-process";
import { int, median, renderTable } from "./lib/table";

const { values: flags } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    requests: { type: "string", default: "150000" },
  },
});
const ROUNDS = Number(flags.rounds);
const REQUESTS = Number(flags.requests);

async function main(): Promise<void> {
  const entry = join(ROOT, "tmp", "bench", "bare-302-server.mjs");
  await buildServer(entry, join(ROOT, "scripts", "bench", "bare-302-server.ts"));
  const all = securityHeaderEntries("/code", { https: true }).map(([n, v]) => [n, v] as [string, string]);
  const variants: Array<{ label: string; headers: Array<[string, string]> }> = [
    ...all.map((h) => ({ label: `+ ${h[0]} (${h[1].length} bytes)`, headers: [h] })),
    { label: "+ all of them", headers: all },
  ];
  const start = (headers: Array<[string, string]>) =>
    startServer({
      name: "bare",
      entry: relative(ROOT, entry),
      env: { EXTRA_HEADERS: JSON.stringify(headers) },
    });
  const run = async (url: string) =>
    (await runLoadOne({ url: `${url}/abc1234`, connections: 64, amount: REQUESTS })).rps;

  const base = await start([]);
  const rows: string[][] = [];
  try {
    await run(base.url);
    for (const variant of variants) {
      const other = await start(variant.headers);
      try {
        await run(other.url);
        const ratios: number[] = [];
        const rates: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const [a, b] =
            round % 2
              ? [await run(other.url), await run(base.url)]
              : [await run(base.url), await run(other.url)];
          const [withHeader, without] = round % 2 ? [a, b] : [b, a];
          ratios.push(withHeader / without);
          rates.push(withHeader);
        }
        const ratio = median(ratios);
        rows.push([
          variant.label,
          `${int(median(rates))} req/s`,
          ratio.toFixed(3),
          `${((1 - ratio) * 100).toFixed(1)} %`,
        ]);
        console.error(`${variant.label}: ratio ${ratio.toFixed(3)}`);
      } finally {
        await other.stop();
      }
    }
  } finally {
    await base.stop();
  }
  console.log(renderTable(["302 with", "throughput", "vs 3 headers", "cost"], rows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
