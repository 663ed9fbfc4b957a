import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { bigCsv } from "./support/csv-files";
import type { HammerSpec } from "./support/hammer";
import { ROOT } from "./support/processes";
import { countedClicks, percentile, timeRedirects } from "./support/redirect-timing";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * Each side of a comparison: 600–850 redirects, so the compared p95 is the 30th–40th-worst, not
 * set by a few stalls. (6 s a side made this file 144 s of CI's 25 minutes; 4 s gave the same
 * verdicts, every loaded p95 at most half its budget.)
 */
const PHASE_MS = 4000;

/** A 2048² PNG logo (the largest accepted) that still fits the 200 KB upload limit. */
function bigPngLogo(): Buffer {
  const png = new PNG({ width: 2048, height: 2048 });
  for (let y = 0; y < 2048; y++)
    for (let x = 0; x < 2048; x++)
      png.data.set([(x >> 3) & 255, (y >> 3) & 255, 128, 255], (y * 2048 + x) * 4);
  return PNG.sync.write(png);
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
/** Slow to draw (resvg runs until the pool's time limit kills it), padded to near the upload limit. */
const HOSTILE_SVG = `${SVG_OPEN}<filter id="f" x="-1000" y="-1000" width="3000" height="3000"><feGaussianBlur stdDeviation="900"/></filter>${'<rect width="10" height="10" filter="url(#f)"/>'.repeat(20)}<!--${"--><!--".repeat(26).replace(/--/g, "- -")}${"x".repeat(190_000)}--></svg>`;
/** As many small shapes as fit in 200 KB: the most parsing and re-writing an SVG download can ask for. */
const BUSY_SVG = `${SVG_OPEN}${'<path d="M1 1h1v1h-1z" fill="#123456"/>'.repeat(4500)}</svg>`;

/**
 * Redirect latency, and whether every click is counted, while each costly endpoint (QR
 * images, logos, password hashing, pages, the API document, CSV imports, workspace
 * deletion) is hammered: the load comes from another process (its own CPU and callbacks
 * stay out of the event loop being measured), 8 requests at a time from one address (the
 * imports: 4 accounts from their own), and the redirects are timed in the same test before
 * and during it.
 */
describe("redirects while QR images, log-ins, sign-ups, unknown paths, the API document, imports and workspace deletions are hammered", () => {
  let server: TestServer;
  let owner: Owner;
  let link: { id: number; code: string };
  const dir = mkdtempSync(join(tmpdir(), "chatlink-qr-load-"));
  const files = {
    png: join(dir, "logo.png"),
    hostile: join(dir, "hostile.svg"),
    busy: join(dir, "busy.svg"),
    csv: join(dir, "links.csv"),
  };
  let redirects = 0;

  beforeAll(async () => {
    writeFileSync(files.png, bigPngLogo());
    writeFileSync(files.hostile, HOSTILE_SVG);
    writeFileSync(files.busy, BUSY_SVG);
    writeFileSync(files.csv, bigCsv(40_000, "load"));
    // As in production: the kept pages rendered right after start, not during a phase.
    server = await bootTestServer("pglite", { start: { warmPages: true } });
    owner = await signedInOwner(server);
    link = await owner.createLink();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Redirect times (ms), one request every few ms for `ms`, from a visitor's address. */
  async function redirectTimes(ms: number): Promise<number[]> {
    const end = performance.now() + ms;
    const times = await timeRedirects(server.base, link.code, () => performance.now() < end, 4);
    redirects += times.length;
    return times;
  }

  function hammer(spec: Omit<HammerSpec, "base" | "concurrency">): {
    stop(): Promise<Record<string, number>>;
    started: Promise<void>;
  } {
    const full: HammerSpec = { base: server.base, concurrency: 8, ...spec };
    // At the lowest priority: the attacker's own CPU is not the server's to share, as on the Internet.
    const child: ChildProcess = spawn(
      "nice",
      [
        "-n",
        "19",
        process.execPath,
        "--import",
        "tsx",
        join(ROOT, "tests/integration/support/hammer.ts"),
        JSON.stringify(full),
      ],
      { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] },
    );
    let output = "";
    const started = new Promise<void>((resolve) =>
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("started")) resolve();
      }),
    );
    return {
      started,
      async stop() {
        const exited = new Promise<void>((r) => child.once("exit", () => r()));
        child.stdin?.end();
        await exited;
        return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Record<string, number>;
      },
    };
  }

  // p95, not p99: measured side by side, the p99 under every flood is 8–25 ms on two cores against
  // 1–3 ms idle, set by a few event-loop stalls (PGlite queries and garbage collection on the loop,
  // issue 13) rather than by the endpoint; the first design compared it with one idle sample taken
  // at start-up, whose noise decided the result. The p99 and the longest stall are printed.
  it("keeps the redirect p95 within 5× its idle p95 (or 10 ms) under each endpoint's worst case, and counts every click", {
    timeout: 480_000,
  }, async () => {
    await redirectTimes(1000); // warm-up: JIT, connection pool, the link in the resolver's cache

    // Each phase from a new address and account, so each starts with every allowance unspent.
    const branded = async (fields: Record<string, string>, logoFile: string) => {
      const attacker = await signedInOwner(server);
      const { id } = await attacker.createLink();
      return {
        kind: "form",
        path: `/dashboard/links/${id}/qr/image`,
        cookie: attacker.cookie,
        fields,
        logoFile,
      } as const;
    };
    const importers = await Promise.all([1, 2, 3, 4].map(() => signedInOwner(server)));
    const phases: Array<
      [string, Omit<HammerSpec, "base" | "address" | "concurrency"> & { concurrency?: number }]
    > = [
      ["/api/qr at 2048 px, new data each time", { kind: "api-qr" }],
      [
        "branded PNG at 2048 px with a 2048² PNG logo",
        await branded({ format: "png", size: "2048" }, files.png),
      ],
      ["branded PNG with a hostile SVG logo", await branded({ format: "png", size: "2048" }, files.hostile)],
      ["branded SVG download with a 200 KB SVG logo", await branded({ format: "svg" }, files.busy)],
      // Each a 32 MiB scrypt until the address's failure allowance runs out.
      [
        "log-in with wrong passwords",
        {
          kind: "form",
          path: "/login",
          fields: { email: "someone@example.com", password: "not the password at all" },
        },
      ],
      [
        "sign-ups",
        {
          kind: "form",
          path: "/signup",
          fields: { email: "x@example.com", password: "Long enough password 1", ageConfirmed: "yes" },
        },
      ],
      // A scan of unknown codes and paths: the kept Link Not Found page, not a render each.
      ["Link Not Found for a new unknown path each time", { kind: "get", path: "/a/{n}" }],
      // Signed in, the page is rendered (their header): the address's page allowance bounds it.
      [
        "Link Not Found for a signed-in visitor",
        { kind: "get", path: "/a/{n}", cookie: (await signedInOwner(server)).cookie },
      ],
      ["the OpenAPI document", { kind: "get", path: "/api/v1/openapi.json" }],
      // Four accounts at once, from their own addresses, each a 1.8 MB file (40,000 rows).
      [
        "four accounts importing 1.8 MB CSV files",
        {
          kind: "upload",
          concurrency: importers.length,
          cookies: importers.map((importer) => importer.cookie),
          addresses: importers.map(() => freshAddress()),
          fields: { intent: "import" },
          csvFile: files.csv,
        },
      ],
      // Each deletion used to empty the redirect cache: the timed link's next visit a lookup.
      [
        "workspaces made and deleted",
        { kind: "workspace-churn", cookie: (await signedInOwner(server)).cookie },
      ],
    ];
    const results: string[] = [];
    const failures: string[] = [];
    for (const [name, spec] of phases) {
      // Idle right before the load, as long as it: the machine's own noise (another tenant, the
      // last phase's workers winding down) weighs on both sides of the comparison alike.
      const idleTimes = await redirectTimes(PHASE_MS);
      const idle = percentile(idleTimes, 95);
      const budget = Math.max(5 * idle, 10);
      const load = hammer({ ...spec, address: freshAddress() });
      await load.started;
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const times = await redirectTimes(PHASE_MS);
      delay.disable();
      const statuses = await load.stop();
      const p95 = percentile(times, 95);
      const line = `${name}: idle p95 ${idle.toFixed(2)} ms / p99 ${percentile(idleTimes, 99).toFixed(2)} ms; loaded p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${budget.toFixed(2)}), p99 ${percentile(times, 99).toFixed(2)} ms over ${times.length}, longest event-loop stall ${(delay.max / 1e6).toFixed(1)} ms; answers ${JSON.stringify(statuses)}`;
      results.push(line);
      if (p95 > budget) failures.push(line);
      expect(statuses["500"] ?? 0, `${name}: no 500s`).toBe(0);
      expect(Object.keys(statuses).length, `${name}: it was hammered`).toBeGreaterThan(0);
    }
    console.log(results.join("\n"));
    expect(failures, results.join("\n")).toEqual([]);

    expect(await countedClicks(server, link.id)).toBe(redirects);
  });
});
