import { once } from "node:events";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { brandedSymbol } from "./branded-render.server";
import { createQrRenderPool, type QrRenderPool } from "./qr-render-pool.server";
import type { RenderJob } from "./qr-render-protocol.server";

const DATA = "http://chat.test/abc1234";

type BrandedJob = Extract<RenderJob, { kind: "branded" }>;

function job(size: number, logo: BrandedJob["options"]["logo"] = null): BrandedJob {
  const built = brandedSymbol(DATA, logo !== null, size);
  if (!built.ok) throw new Error(built.message);
  return {
    kind: "branded",
    format: "png",
    options: {
      data: DATA,
      size,
      foreground: { r: 0, g: 0, b: 0 },
      background: { r: 255, g: 255, b: 255 },
      logo,
    },
    symbol: built.symbol,
    pad: built.pad,
  };
}

const pools: QrRenderPool[] = [];
function pool(options: Parameters<typeof createQrRenderPool>[0] = {}): QrRenderPool {
  const created = createQrRenderPool(options);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("the QR render pool", () => {
  it("draws in another process while this thread stays responsive", async () => {
    const renderer = pool();
    // Warm up: the worker boots (tsx compiles its modules) and draws once.
    expect((await renderer.render(job(256), "test")).ok).toBe(true);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const renders = await Promise.all([
      renderer.render(job(2048), "test"),
      renderer.render(job(2048), "test"),
    ]);
    const elapsed = performance.now() - started;
    delay.disable();

    for (const render of renders) {
      expect(render.ok).toBe(true);
      if (!render.ok) continue;
      expect(render.workerPid).not.toBe(process.pid);
      const png = PNG.sync.read(Buffer.from(render.body));
      expect([png.width, png.height]).toEqual([2048, 2048]);
    }
    // Two 2048 px renders drawn here would block this loop for their whole duration; in the
    // worker, the longest stall is a small share of it (the reply's copy, timer noise).
    const maxStallMs = delay.max / 1e6;
    expect(maxStallMs).toBeLessThan(Math.max(100, elapsed / 4));
  });

  it("answers a render whose worker died as failed, then draws the next one in a new worker", async () => {
    const renderer = pool();
    const [first] = renderer.workers();
    if (first === undefined) throw new Error("no worker");
    const pending = renderer.render(job(2048), "test");
    first.kill("SIGKILL");
    const failed = await pending;
    expect(failed).toMatchObject({ ok: false, reason: "failed" });
    const next = await renderer.render(job(512), "test");
    expect(next.ok).toBe(true);
    expect(renderer.workers()).toHaveLength(1);
    expect(renderer.workers()[0]).not.toBe(first);
  });

  it("kills a worker that overruns the time limit, even inside resvg's native code, and keeps serving", async () => {
    const renderer = pool({ timeoutMs: 1500 });
    // Twenty huge blurs: about half a minute of resvg's (uninterruptible) native code.
    const blurs = `<filter id="f" x="-1000" y="-1000" width="3000" height="3000"><feGaussianBlur stdDeviation="900"/></filter>${'<rect width="10" height="10" filter="url(#f)"/>'.repeat(20)}`;
    const bytes = new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${blurs}</svg>`,
    );
    const [first] = renderer.workers();
    const started = performance.now();
    const slow = await renderer.render(job(2048, { kind: "svg", bytes }), "test");
    expect(slow).toEqual({ ok: false, reason: "timeout" });
    expect(first?.killed).toBe(true);
    // The next drawing does not wait for the runaway one: its process is gone.
    const next = await renderer.render(job(256), "test");
    expect(next.ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(renderer.workers()[0]).not.toBe(first);
  });

  it("refuses jobs beyond its queue as busy, and serves the queued ones", async () => {
    const renderer = pool({ workers: 1, maxQueue: 1 });
    const results = await Promise.all([
      renderer.render(job(1024), "a"),
      renderer.render(job(1024), "b"),
      renderer.render(job(1024), "c"),
    ]);
    expect(results.map((r) => (r.ok ? "ok" : r.reason))).toEqual(["ok", "ok", "busy"]);
  });

  it("close() stops its workers and answers queued and later jobs as closed", async () => {
    const renderer = pool({ workers: 1, maxQueue: 4 });
    const [worker] = renderer.workers();
    if (worker === undefined) throw new Error("no worker");
    const exited = once(worker, "exit");
    const running = renderer.render(job(2048), "a");
    const queued = renderer.render(job(2048), "b");
    await renderer.close();
    await exited;
    expect(renderer.workers()).toEqual([]);
    expect(await running).toEqual({ ok: false, reason: "closed" });
    expect(await queued).toEqual({ ok: false, reason: "closed" });
    expect(await renderer.render(job(256), "test")).toEqual({ ok: false, reason: "closed" });
  });

  it("gives each owner at most two jobs, and a free worker serves another owner first", async () => {
    const renderer = pool({ workers: 1, maxQueue: 8, timeoutMs: 1500 });
    expect((await renderer.render(job(256), "warm-up")).ok).toBe(true);
    // Twenty huge blurs: resvg would run for half a minute; the pool's limit stops each at 1.5 s.
    const blurs = `<filter id="f" x="-1000" y="-1000" width="3000" height="3000"><feGaussianBlur stdDeviation="900"/></filter>${'<rect width="10" height="10" filter="url(#f)"/>'.repeat(20)}`;
    const slow = () =>
      job(2048, {
        kind: "svg",
        bytes: new TextEncoder().encode(
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${blurs}</svg>`,
        ),
      });
    const hog = Array.from({ length: 8 }, () => renderer.render(slow(), "account:hog"));
    await new Promise((r) => setTimeout(r, 50));
    // Another account's drawing is not starved: it waits for at most the hog's current job.
    expect((await renderer.render(job(512), "account:other")).ok).toBe(true);
    const hogResults = await Promise.all(hog);
    const reasons = hogResults.map((r) => (r.ok ? "ok" : r.reason));
    // Its first overran and was killed; its second waited longer than a drawing may take, or ran out
    // its time too; the other six were refused at once instead of filling the queue ahead of others.
    expect(reasons[0]).toBe("timeout");
    expect(["timeout", "busy"]).toContain(reasons[1]);
    expect(reasons.slice(2)).toEqual(Array(6).fill("owner_busy"));
  }, 20_000);

  it("limits a worker's memory: native allocations beyond it fail, and a worker that dies of it is replaced", async () => {
    const entry = {
      file: fileURLToPath(new URL("memory-hog-worker.fixture.ts", import.meta.url)),
      execArgv: ["--import", "tsx"],
    };
    const renderer = pool({ memoryLimitMb: 256, entry });
    const hog = (mode: "native" | "heap", mb: number) =>
      renderer.render({ mode, mb } as unknown as RenderJob, "test");
    // 64 MiB fits; 1 GiB does not (without the OS limit this machine would hand it over).
    expect((await hog("native", 64)).ok).toBe(true);
    expect(await hog("native", 1024)).toMatchObject({ ok: false, reason: "failed" });
    const [first] = renderer.workers();
    // V8's heap is capped too: the worker dies, the job is answered, the next one gets a new worker.
    expect(await hog("heap", 0)).toMatchObject({ ok: false, reason: "failed" });
    expect((await hog("native", 16)).ok).toBe(true);
    expect(renderer.workers()[0]).not.toBe(first);
  }, 60_000);
});
