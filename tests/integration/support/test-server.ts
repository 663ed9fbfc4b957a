import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { readAdminFile } from "#domain/admin/admin-file.server";
import { readEnv } from "#server/env.server";
import { type RunningServer, type StartOptions, startServer } from "#server/start.server";
import { freshDataDir } from "../../support/fresh-data-dir";
import { createTestDatabase, type Driver, type TestDatabase } from "./databases";

export const PUBLIC_URL = "http://chat.test";

export interface TestServer {
  driver: Driver;
  /** Where to send requests (127.0.0.1:<port>). */
  base: string;
  dataDir: string;
  running: RunningServer;
  /** POST /__admin/<command> with the token from admin.json, as the CLI does. */
  admin(
    command: string,
    body: Record<string, unknown>,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export interface BootOptions {
  env?: Record<string, string>;
  /** PostgreSQL: share this database (its owner drops it) instead of creating one. */
  databaseUrl?: string;
  start?: StartOptions;
}

/** The real app in this process on port 0, with a temporary DATA_DIR (PGlite) or a fresh PostgreSQL database. */
export async function bootTestServer(driver: Driver, options: BootOptions = {}): Promise<TestServer> {
  const pglite = driver === "pglite" && options.databaseUrl === undefined;
  const dataDir = pglite ? freshDataDir("chatlink-it-") : mkdtempSync(join(tmpdir(), "chatlink-it-"));
  let database: TestDatabase | undefined;
  if (driver === "postgres" && options.databaseUrl === undefined) database = await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database?.url;
  const env = readEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    PUBLIC_URL,
    DATA_DIR: dataDir,
    // Lets each test speak for a different client address.
    TRUST_PROXY: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  let running: RunningServer;
  try {
    // Pages render on first need, not all at start: warming them is ~4.5 s of CPU a server, and
    // the suite starts hundreds (the latency-under-abuse test asks for warming, as in production).
    running = await startServer(env, {
      log: () => {},
      buildDir: inject("buildDir"),
      warmPages: false,
      ...options.start,
    });
  } catch (err) {
    // Leave no database or directory behind when the boot itself fails.
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const base = `http://127.0.0.1:${running.port}`;
  return {
    driver,
    base,
    dataDir,
    running,
    async admin(command, body) {
      const file = readAdminFile(dataDir);
      if (file === null) throw new Error("admin.json missing");
      const res = await fetch(`${base}/__admin/${command}`, {
        method: "POST",
        headers: { authorization: `Bearer ${file.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    async stop() {
      await running.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;
/** A fresh documentation-range address per call, so the creation rate limit never interferes. */
export function freshAddress(): string {
  addressCounter++;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A phone browser's User-Agent: a bare fetch is counted as a bot, not as a person's click. */
export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

/** Opens a short link as a person's phone would (not following the redirect), from a fresh address. */
export function visitAsPhone(server: Pick<TestServer, "base">, code: string): Promise<Response> {
  return fetch(`${server.base}/${code}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": freshAddress(), "user-agent": PHONE_BROWSER },
  });
}
