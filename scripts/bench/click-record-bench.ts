/**
 * What `ClickRecorder.record` costs on the redirect's thread (no database: the writer is a
 * no-op and the timer never fires): ns per click for plain clicks and for team-link clicks
 * (an agent and a `?ref=`), over a realistic mix of profiles, countries and referrers on
 * 1,000 links. Prints JSON; asserts nothing.
 *
 *   node --import tsx scripts/bench/click-record-bench.ts [--clicks 2000000]
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type Click, ClickRecorder } from "#domain/clicks/click-recorder.server";
import { type ClientProfile, describeClient } from "#domain/clicks/describe-client.server";
import { median } from "./lib/table";

const PROFILES: ClientProfile[] = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
].map(describeClient);
const COUNTRIES = ["GB", "DE", "IN", "BR", null];
const REFERRERS = ["direct", "l.instagram.com", "t.co"];
const AGENTS = ["ag_00000000000000a1", "ag_00000000000000a2", "ag_00000000000000a3"];
const REFS = [null, "qr", "flyer"];

/** Clicks made up front (as the redirect holds its values already), then recorded in a loop. */
function clicksOf(n: number, team: boolean): Click[] {
  return Array.from({ length: n }, (_, i) => ({
    linkId: 1 + (i % 1000),
    profile: PROFILES[i % 3] as ClientProfile,
    country: COUNTRIES[i % 5] ?? null,
    referrer: REFERRERS[i % 7 === 0 ? 1 : 0] as string,
    ...(team ? { agentId: AGENTS[i % 3] as string, ref: REFS[i % 3] ?? null } : {}),
  }));
}

export function measureRecord(
  clicks: number,
  make: () => { record(click: Click): void; close(): Promise<void> } = () =>
    new ClickRecorder(
      async () => {},
      () => {},
      3_600_000,
      { maxPendingKeys: 1_000_000 },
    ),
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const team of [false, true]) {
    const batch = clicksOf(clicks, team);
    const runs: number[] = [];
    for (let run = 0; run < 7; run++) {
      const recorder = make();
      const started = process.hrtime.bigint();
      for (const click of batch) recorder.record(click);
      runs.push(Number(process.hrtime.bigint() - started) / clicks);
      void recorder.close();
    }
    result[team ? "teamNsPerClick" : "plainNsPerClick"] = Number(median(runs.slice(2)).toFixed(1));
  }
  return result;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { clicks: { type: "string", default: "2000000" } } });
  console.log(JSON.stringify(measureRecord(Number(values.clicks))));
  process.exit(0);
}
