import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../support/fresh-data-dir";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import { childEnv, type ServerProcess, spawnServer } from "./support/processes";

warnIfPostgresSkipped();

const PHONE = "447911123456";
/** Concurrent creators, and how many 201s to collect before pulling the plug. */
const WORKERS = 12;
const KILL_AFTER = 120;
/** Bounds the burst even if the kill never lands. */
const MAX_REQUESTS = 2000;
const SLOW = 120_000;

/**
 * "No lost links": kill -9 the server in the middle of a burst of concurrent
 * creations, restart it on the same data, and every code that was acknowledged
 * with a 201 must still redirect to its own destination.
 */
describe.each(DRIVERS)("kill -9 during a creation burst on %s", { timeout: SLOW }, (driver) => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = freshDataDir("chatlink-kill-");
    if (driver === "postgres") database = await createTestDatabase();
    env = childEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_CREATE_PER_MINUTE: "1000000",
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  }, SLOW);
  afterAll(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill("SIGKILL");
      await running.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("every link acknowledged with 201 before the kill redirects after a restart", async () => {
    running = await spawnServer(env);
    const server = running;
    /** code → the message it was created with (each request's own). */
    const acknowledged = new Map<string, string>();
    const failures: Record<string, number> = {};
    let sent = 0;
    let killed = false;

    async function worker(id: number): Promise<void> {
      while (sent < MAX_REQUESTS) {
        const message = `burst ${id}-${sent++}`;
        try {
          const res = await fetch(`${server.url}/api/shorten`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ phone: PHONE, message }),
          });
          const text = await res.text();
          if (res.status === 201) {
            acknowledged.set(String((JSON.parse(text) as { code: string }).code), message);
            if (!killed && acknowledged.size >= KILL_AFTER) {
              killed = true;
              // Other workers' requests are in flight right now.
              server.child.kill("SIGKILL");
            }
          } else failures[res.status] = (failures[res.status] ?? 0) + 1;
        } catch {
          // The connection died with the process: that request was never acknowledged.
          if (killed) return;
          failures.network = (failures.network ?? 0) + 1;
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
    expect(killed).toBe(true);
    expect(await server.exited).toBeNull(); // killed by the signal, not exited
    expect(failures).toEqual({});
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // Same DATA_DIR / database: PGlite takes over the dead process's lock.
    running = await spawnServer(env);
    const restarted = running;
    const lost: string[] = [];
    const entries = [...acknowledged];
    for (let i = 0; i < entries.length; i += 20) {
      await Promise.all(
        entries.slice(i, i + 20).map(async ([code, message]) => {
          const res = await fetch(`${restarted.url}/${code}`, { redirect: "manual" });
          await res.arrayBuffer();
          const expected = `https://wa.me/${PHONE}?text=${encodeURIComponent(message)}`;
          if (res.status !== 302 || res.headers.get("location") !== expected)
            lost.push(`${code}: ${res.status}`);
        }),
      );
    }
    expect(lost).toEqual([]);

    // And the restarted server creates links as usual.
    const after = await fetch(`${restarted.url}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: PHONE }),
    });
    expect(after.status).toBe(201);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  });
});
