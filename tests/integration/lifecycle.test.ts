import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAdminFile } from "#domain/admin/admin-file.server";
import { serveCommand } from "../../scripts/bench/lib/serve-command";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import {
  childEnv,
  ROOT,
  runAdmin,
  runFailingServer,
  type ServerProcess,
  spawnServer,
} from "./support/processes";

warnIfPostgresSkipped();

const PHONE = "447911123456";
/** Node's fetch says "node", which is (rightly) counted as a bot. */
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
};
/** A first PGlite open creates the cluster (~5 s, more on a busy machine); each step spawns processes. */
const SLOW = 120_000;

/**
 * The process as an operator runs it: `node --import tsx server/index.ts`,
 * SIGTERM, restart on the same data, and the admin CLI with the server up and down.
 */
describe.each(DRIVERS)("server process lifecycle on %s", { timeout: SLOW }, (driver) => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;
  let running: ServerProcess | undefined;
  let code: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chatlink-life-"));
    if (driver === "postgres") database = await createTestDatabase();
    env = childEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  }, SLOW);
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill("SIGKILL");
      await running.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const visit = (path: string) => fetch(`${running?.url}${path}`, { redirect: "manual", headers: BROWSER });

  it("SIGTERM flushes every click before exiting 0; the CLI then reads them directly", async () => {
    running = await spawnServer(env);
    const created = await fetch(`${running.url}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: PHONE, message: "Hi" }),
    });
    expect(created.status).toBe(201);
    code = String(((await created.json()) as { code: string }).code);

    const clicks = 40;
    const answers = await Promise.all(Array.from({ length: clicks }, () => visit(`/${code}`)));
    expect(answers.every((r) => r.status === 302)).toBe(true);
    // Straight away, before the 1 s flush timer: only the shutdown flush can save these.
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    expect(existsSync(join(dataDir, "admin.json"))).toBe(false);

    const stats = await runAdmin(["stats", code], env);
    expect(stats.code).toBe(0);
    expect(stats.stderr).toContain("directly");
    expect(stats.json.clicks).toBe(clicks);
    expect(stats.json.bots).toBe(0);
  });

  it("a restart on the same data keeps the links", async () => {
    running = await spawnServer(env);
    const res = await visit(`/${code}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`https://wa.me/${PHONE}?text=Hi`);
  });

  it("runs React's production build as `npm run serve` starts it, and the operator's ping says so", async () => {
    expect(serveCommand(ROOT).env.NODE_ENV).toBe("production");
    expect(env.NODE_ENV).toBe("production");
    const admin = readAdminFile(dataDir);
    const ping = await fetch(`http://127.0.0.1:${admin?.port}/__admin/ping`, {
      headers: { authorization: `Bearer ${admin?.token}` },
    });
    expect(await ping.json()).toEqual({ ok: true, pid: running?.child.pid, mode: "production" });
  });

  it("the CLI goes through the running server, whose cache drops removed links at once", async () => {
    const stats = await runAdmin(["stats", code.toUpperCase()], env);
    expect(stats.stderr).toContain("through the running server");
    expect(stats.json.clicks).toBe(41);

    const removed = await runAdmin(["remove", code, "--reason", "reported as spam"], env);
    expect(removed.code).toBe(0);
    expect([404, 410]).toContain((await visit(`/${code}`)).status);
    expect((await runAdmin(["restore", code], env)).code).toBe(0);
    expect((await visit(`/${code}`)).status).toBe(302);

    const missing = await runAdmin(["stats", "nosuchcode"], env);
    expect(missing.code).toBe(1);
    expect(missing.json.error).toBe("not_found");
  });

  it.runIf(driver === "pglite")(
    "a second server on the same DATA_DIR exits with a clear message",
    async () => {
      const second = await runFailingServer(env);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by process \d+/);
    },
  );

  it.runIf(driver === "pglite")(
    "after kill -9 the next start takes over the stale lock, links intact",
    async () => {
      running?.child.kill("SIGKILL");
      await running?.exited;
      expect(existsSync(join(dataDir, "chatlink.lock"))).toBe(true);
      running = await spawnServer(env);
      expect((await visit(`/${code}`)).status).toBe(302);
    },
  );

  it("SIGTERM again exits 0 and releases the data directory", async () => {
    running?.child.kill("SIGTERM");
    expect(await running?.exited).toBe(0);
    expect(existsSync(join(dataDir, "admin.json"))).toBe(false);
    expect(existsSync(join(dataDir, "chatlink.lock"))).toBe(false);
    // Direct again, now that nothing holds the database.
    const banned = await runAdmin(["ban-creator", code], env);
    expect(banned.code).toBe(0);
    expect(banned.stderr).toContain("directly");
  });
});
