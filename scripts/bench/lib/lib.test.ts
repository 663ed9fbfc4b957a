import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startCpuSplit } from "./cpu-split";
import { count, runLoadOne } from "./load";
import { readCpuMs, readRss, serverPid } from "./rss";
import { parseServeCommand, serveCommand } from "./serve-command";
import { ROOT, startServer } from "./server-process";
import { median, renderTable } from "./table";

describe("bench helpers", () => {
  it("start a server on a free port, load it with an exact request count, stop it", async () => {
    const server = await startServer({ name: "bare 302", entry: "scripts/bench/bare-302-server.ts" });
    try {
      expect(readRss(server.pid)).toBeGreaterThan(0);
      const split = startCpuSplit(server.pid);
      // Enough requests that the server's CPU shows in /proc's 10 ms ticks.
      const result = await runLoadOne({ url: `${server.url}/abc`, connections: 4, amount: 5000 });
      const cpu = split();
      // The server worked for those requests, and its main thread ran for part of the wall time.
      expect(cpu.serverMs).toBeGreaterThan(0);
      expect(cpu.mainRunMs).toBeGreaterThan(0);
      expect(cpu.mainRunMs + cpu.mainWaitMs).toBeLessThan(cpu.wallMs);
      expect(result.generatorCpuMs).toBeGreaterThan(0);
      expect(result.completed).toBe(5000);
      expect(count(result, 302)).toBe(5000);
      expect(result.errors).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(readRss(server.pid)).toBeNull();
  }, 60_000);

  it("count a child's CPU in its parent's once the child has ended (PostgreSQL's backends come and go)", async () => {
    // The shell waits for a child that burns 300 ms of CPU (by its own count, however busy the
    // machine), then becomes a sleep (exec keeps the pid and its times). The child's time is then
    // the shell's reaped children's, where a sum of live processes alone would lose it.
    const script = `"${process.execPath}" -e "while (process.cpuUsage().user < 300000);"; exec sleep 30`;
    const shell = spawn("sh", ["-c", script]);
    const pid = shell.pid ?? -1;
    try {
      let reaped = 0;
      for (let i = 0; i < 200 && reaped < 250; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        reaped = readCpuMs(pid, { reapedChildren: true }) ?? 0;
      }
      expect(reaped).toBeGreaterThanOrEqual(250);
      expect(readCpuMs(pid)).toBeLessThan(100);
    } finally {
      shell.kill("SIGTERM");
    }
  });

  it("find the node process behind a shell launcher", async () => {
    const shell = spawn("sh", ["-c", `"${process.execPath}" -e "setTimeout(() => {}, 10000)"; true`]);
    try {
      let pid = shell.pid ?? -1;
      for (let i = 0; i < 50 && pid === shell.pid; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        pid = serverPid(shell.pid ?? -1);
      }
      expect(pid).not.toBe(shell.pid);
      expect(serverPid(pid)).toBe(pid);
      process.kill(pid, "SIGTERM");
    } finally {
      shell.kill("SIGTERM");
    }
  });

  it("read npm run serve's environment, node flags and entry, as the bench starts the server", () => {
    expect(parseServeCommand("A=1 B=x node --f=2 --g build/x.mjs")).toEqual({
      env: { A: "1", B: "x" },
      nodeArgs: ["--f=2", "--g"],
      entry: "build/x.mjs",
    });
    expect(() => parseServeCommand("A=1 tsx build/x.mjs")).toThrow(/neither NAME=value nor node/);
    expect(() => parseServeCommand("A=1 node --f")).toThrow(/not "NAME=value/);
    // The settings the memory figures were measured with (ADR 0162).
    const serve = serveCommand(ROOT);
    expect(serve.entry).toBe("build/server-node/index.mjs");
    expect(serve.env).toMatchObject({ NODE_ENV: "production", MALLOC_TRIM_THRESHOLD_: "131072" });
    expect(serve.nodeArgs).toContain("--enable-source-maps");
  });

  it("summarise and print figures", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(renderTable(["a", "long"], [["xyz", "1"]]).split("\n")).toEqual([
      "| a   | long |",
      "| --- | ---- |",
      "| xyz | 1    |",
    ]);
  });
});
