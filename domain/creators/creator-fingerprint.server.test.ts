import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { readSetting } from "#db/queries/settings.server";
import { CREATOR_KEY_FILE, loadFingerprinter } from "./creator-fingerprint.server";

/**
 * Issue 9, finding 13: the fingerprint key sat in the same database as the fingerprints, so
 * anyone with a copy could brute-force creators' addresses (a /24 at once).
 */
const LEGACY = "creator_fingerprint_secret";
const OLD_KEY = "o".repeat(43);
const ADDRESS = "203.0.113.7";
const hmac = (key: string) => createHmac("sha256", key).update(ADDRESS).digest("base64url");

describe("creator fingerprint key", () => {
  let client: PGlite;
  let db: Db;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "chatlink-fp-"));
    dirs.push(dir);
    return dir;
  };
  const logged: string[] = [];
  const log = (m: string) => logged.push(m);

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client }) as unknown as Db;
    await db.execute(sql`create table app_settings (key text primary key, value text not null)`);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    logged.length = 0;
    await db.execute(sql`delete from app_settings`);
  });
  const legacyKey = () => readSetting(db, LEGACY);
  const putLegacy = () =>
    db.execute(sql`insert into app_settings (key, value) values (${LEGACY}, ${OLD_KEY})`);

  it("moves an existing install's key out of the database into a 0600 file, so old fingerprints still match", async () => {
    await putLegacy();
    const dir = dataDir();
    const fingerprint = await loadFingerprinter({
      db,
      kind: "pglite",
      dataDir: dir,
      secretKey: undefined,
      log,
    });
    expect(fingerprint(ADDRESS)).toBe(hmac(OLD_KEY)); // a ban made before the upgrade still applies
    expect(await legacyKey()).toBeNull();
    expect(readFileSync(join(dir, CREATOR_KEY_FILE), "utf8")).toBe(OLD_KEY);
    expect(statSync(join(dir, CREATOR_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it("keeps a new embedded install's key only in the file, the same at every start", async () => {
    const dir = dataDir();
    const first = await loadFingerprinter({ db, kind: "pglite", dataDir: dir, secretKey: undefined, log });
    const again = await loadFingerprinter({ db, kind: "pglite", dataDir: dir, secretKey: undefined, log });
    expect(again(ADDRESS)).toBe(first(ADDRESS));
    expect(await legacyKey()).toBeNull();
  });

  it("derives the key from SECRET_KEY, the same on every instance, and drops the database's key with a warning", async () => {
    await putLegacy();
    const secretKey = "s".repeat(40);
    const one = await loadFingerprinter({ db, kind: "postgres", dataDir: dataDir(), secretKey, log });
    const two = await loadFingerprinter({ db, kind: "postgres", dataDir: dataDir(), secretKey, log });
    expect(one(ADDRESS)).toBe(two(ADDRESS));
    expect(one(ADDRESS)).not.toBe(hmac(OLD_KEY));
    expect(await legacyKey()).toBeNull();
    expect(logged.join("\n")).toMatch(/banned address can create links again/);
  });

  it("warns when PostgreSQL runs without SECRET_KEY (the key stays shared through the database)", async () => {
    await putLegacy();
    const fingerprint = await loadFingerprinter({
      db,
      kind: "postgres",
      dataDir: dataDir(),
      secretKey: undefined,
      log,
    });
    expect(fingerprint(ADDRESS)).toBe(hmac(OLD_KEY));
    expect(logged.join("\n")).toMatch(/SECRET_KEY is not set/);
  });
});
