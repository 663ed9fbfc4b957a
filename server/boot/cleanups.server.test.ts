import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { Cleanups } from "./cleanups.server";

describe("Cleanups", () => {
  it("closes newest first, logs a failing step and still runs the others, once", async () => {
    const logged: string[] = [];
    const order: string[] = [];
    const cleanups = new Cleanups((m) => logged.push(m));
    cleanups.push(() => void order.push("database"));
    cleanups.push(() => {
      throw new Error("redis went away");
    });
    cleanups.push(async () => void order.push("listener"));
    await cleanups.run();
    expect(order).toEqual(["listener", "database"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^shutdown: Error: redis went away/);
    await cleanups.run();
    expect(order).toEqual(["listener", "database"]);
  });

  it("keeps the process alive through a step that waits on nothing holding it open", async () => {
    // Its own process: Node ends one whose event loop is empty, exit code 0, promises pending.
    // The first step waits as the QR pool does for an unref'd worker's exit; the click recorder's
    // flush comes after it and must still run.
    const here = fileURLToPath(new URL("./cleanups.server.ts", import.meta.url));
    const script = `
      const { Cleanups } = await import(${JSON.stringify(here)});
      const cleanups = new Cleanups(console.error);
      cleanups.push(() => console.log("clicks flushed"));
      cleanups.push(() => new Promise((done) => setTimeout(done, 100).unref()));
      await cleanups.run();
      console.log("closed");`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      script,
    ]);
    expect(stdout.trim().split("\n")).toEqual(["clicks flushed", "closed"]);
  });
});
