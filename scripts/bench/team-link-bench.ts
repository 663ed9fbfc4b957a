/**
 * `npm run bench`'s team-link scenario: a three-agent round-robin team link against the bare
 * node:http 302, in rounds that run the two back to back (alternating which goes first), as
 * the plain link is measured in run.ts. The link is written into the data directory between
 * the two boots (the agents API is not needed to measure the redirect).
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "#db/client.server";
import { agents, linkAgents, links, workspaces } from "#db/schema";
import { count, type LoadResult, runLoadOne } from "./lib/load";
import { readCpuMs, serverPid } from "./lib/rss";
import type { ServerProcess } from "./lib/server-process";
import { int, median } from "./lib/table";

export const TEAM_PHONES = ["447911100001", "447911100002", "447911100003"] as const;

/** A workspace with three always-open agents and a round-robin link to them; returns its code. */
export async function insertTeamLink(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined, log: () => {} });
  try {
    const { db } = database;
    const hex = (n: number) => randomBytes(n).toString("hex");
    const workspaceId = `ws_${hex(8)}`;
    await db.insert(workspaces).values({ id: workspaceId, name: "Bench team" });
    const ids = TEAM_PHONES.map(() => `ag_${hex(8)}`);
    await db
      .insert(agents)
      .values(
        TEAM_PHONES.map((phone, i) => ({ id: ids[i] as string, workspaceId, name: `Agent ${i + 1}`, phone })),
      );
    const code = `team${hex(4)}`;
    const [link] = await db
      .insert(links)
      .values({ code, codeKey: code, phone: null, message: "Hi", rotation: "round_robin", workspaceId })
      .returning({ id: links.id });
    await db
      .insert(linkAgents)
      .values(ids.map((agentId, position) => ({ linkId: Number(link?.id), agentId, position })));
    return code;
  } finally {
    await database.close();
  }
}

/** Six clicks must visit the three agents in turn, twice: otherwise the figures measure something else. */
export async function checkTeamRotation(baseUrl: string, code: string, headers: Record<string, string>) {
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${baseUrl}/${code}`, { redirect: "manual", headers });
    await res.arrayBuffer();
    seen.push(res.headers.get("location") ?? `status ${res.status}`);
  }
  const expected = [...TEAM_PHONES, ...TEAM_PHONES].map((p) => `https://wa.me/${p}?text=Hi`);
  // The bench's earlier requests may have moved the turn: compare from wherever it stands.
  const offset = expected.indexOf(seen[0] as string);
  const inTurn = offset !== -1 && seen.every((loc, i) => loc === expected[(offset + i) % 3]);
  if (!inTurn) throw new Error(`team link ${code} did not take turns: ${seen.join(", ")}`);
}

export interface TeamRoundsResult {
  ratio: number;
  bareRps: number;
  oursRps: number;
  p50p99: { bare: string; ours: string };
  cpuUsPerRedirect: { bare: number; ours: number };
  /** 302s ours answered (warm-up included). */
  answered: number;
  results: Array<{ label: string; result: LoadResult }>;
  lines: string[];
}

/** Bare and ours on the team link, warmed up, then `rounds` alternating pairs of ~`seconds` each. */
export async function teamLinkRounds(opts: {
  bare: ServerProcess;
  ours: ServerProcess;
  code: string;
  rounds: number;
  seconds: number;
  connections: number;
  warmup: number;
  headers: Record<string, string>;
  log: (line: string) => void;
  /** What the rounds are called in the details ("team" unless said; "custom domain" for that section). */
  label?: string;
}): Promise<TeamRoundsResult> {
  const name = opts.label ?? "team";
  const urls = { bare: `${opts.bare.url}/${opts.code}`, ours: `${opts.ours.url}/${opts.code}` };
  const load = (who: "bare" | "ours", amount: number) =>
    runLoadOne({ url: urls[who], connections: opts.connections, amount, headers: opts.headers });
  const results: TeamRoundsResult["results"] = [];
  const lines: string[] = [];
  const bareWarm = await load("bare", opts.warmup);
  const ourWarm = await load("ours", opts.warmup);
  results.push(
    { label: `bare warm-up (${name})`, result: bareWarm },
    { label: `${name} warm-up`, result: ourWarm },
  );
  let answered = count(ourWarm, 302);
  const rate = { bare: bareWarm.rps, ours: ourWarm.rps };
  const pids = { bare: serverPid(opts.bare.pid), ours: serverPid(opts.ours.pid) };
  const cpuMs = { bare: 0, ours: 0 };
  const sent = { bare: 0, ours: 0 };
  const run = async (who: "bare" | "ours") => {
    const before = readCpuMs(pids[who]) ?? 0;
    const result = await load(who, Math.max(opts.connections * 10, Math.round(rate[who] * opts.seconds)));
    cpuMs[who] += (readCpuMs(pids[who]) ?? 0) - before;
    sent[who] += result.completed;
    rate[who] = result.rps;
    return result;
  };
  const rounds: Array<{ bare: LoadResult; ours: LoadResult }> = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const first = round % 2 ? "bare" : "ours";
    const a = await run(first);
    const b = await run(first === "bare" ? "ours" : "bare");
    const pair = first === "bare" ? { bare: a, ours: b } : { bare: b, ours: a };
    rounds.push(pair);
    results.push(
      { label: `bare round ${round} (${name})`, result: pair.bare },
      { label: `${name} round ${round}`, result: pair.ours },
    );
    answered += count(pair.ours, 302);
    const line = (who: string, r: LoadResult) =>
      `${who} ${int(r.rps)} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`;
    const text = `${name} link round ${round}: ${line("bare", pair.bare)}; ${line(name, pair.ours)}; ratio ${(pair.ours.rps / pair.bare.rps).toFixed(2)}`;
    opts.log(text);
    lines.push(text);
  }
  const med = (pick: (r: { bare: LoadResult; ours: LoadResult }) => number) => median(rounds.map(pick));
  const latency = (who: "bare" | "ours") =>
    `${med((r) => r[who].latencyMs.p50).toFixed(2)} / ${med((r) => r[who].latencyMs.p99).toFixed(2)} ms`;
  const perRequest = (who: "bare" | "ours") => (1000 * cpuMs[who]) / Math.max(1, sent[who]);
  return {
    ratio: med((r) => r.ours.rps / r.bare.rps),
    bareRps: med((r) => r.bare.rps),
    oursRps: med((r) => r.ours.rps),
    p50p99: { bare: latency("bare"), ours: latency("ours") },
    cpuUsPerRedirect: { bare: perRequest("bare"), ours: perRequest("ours") },
    answered,
    results,
    lines,
  };
}
