import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServerBundles } from "../../scripts/build-server";
import { childEnv, ROOT } from "./support/processes";
import { bootTestServer } from "./support/test-server";

/** Whether a process with this id still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command lines of a process's children (Linux `ps`). */
function childrenOf(pid: number): Array<{ pid: number; args: string }> {
  let out = "";
  try {
    out = execFileSync("ps", ["--ppid", String(pid), "-o", "pid=,args="], { encoding: "utf8" });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [, id, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(id), args: args ?? "" };
    });
}

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (check()) return true;
  return check();
}

describe("the QR render worker process", () => {
  it("starts with the server and is gone once the server has closed", async () => {
    const server = await bootTestServer("pglite");
    const [worker] = server.running.qrRenderer.workers();
    const pid = worker?.pid;
    expect(pid).toBeTypeOf("number");
    expect(alive(pid as number)).toBe(true);
    await server.stop();
    expect(await until(() => !alive(pid as number))).toBe(true);
  });

  describe("in the bundled server (`npm run serve`)", () => {
    // Inside the repository, so the bundle resolves node_modules as build/server-node does.
    mkdirSync(join(ROOT, "tmp"), { recursive: true });
    const dir = mkdtempSync(join(ROOT, "tmp", "it-bundle-"));
    const dataDir = mkdtempSync(join(tmpdir(), "chatlink-bundle-"));
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("runs the bundled worker beside index.mjs, and stops it on SIGTERM", {
      timeout: 120_000,
    }, async () => {
      const entry = await buildServerBundles(dir);
      const child = spawn(process.execPath, [entry], {
        cwd: ROOT,
        env: childEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (c: Buffer) => (output += c.toString()));
      child.stderr.on("data", (c: Buffer) => (output += c.toString()));
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      try {
        expect(await until(() => /listening on/.test(output), 90_000), output).toBe(true);
        const pid = child.pid as number;
        expect(
          await until(() => childrenOf(pid).some((c) => c.args.includes("qr-render-worker.mjs"))),
          output,
        ).toBe(true);
        const [worker] = childrenOf(pid).filter((c) => c.args.includes("qr-render-worker.mjs"));
        // It stays up (a missing or broken bundle would exit at once).
        await new Promise((r) => setTimeout(r, 500));
        expect(alive(worker?.pid as number), output).toBe(true);
        child.kill("SIGTERM");
        await exited;
        expect(await until(() => !alive(worker?.pid as number))).toBe(true);
        expect(output).not.toMatch(/qr render worker/);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    });
  });
});
