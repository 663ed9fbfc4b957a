import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { preparePrivateDataDir, writePrivateFile } from "#db/private-files.server";
import { writeAdminFile } from "#domain/admin/admin-file.server";

/** Issue 9, finding 13: DATA_DIR was created 0755 (database files world-readable), a 0644 admin.json stayed 0644. */
describe("private data directory and secret files", () => {
  const made: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), "chatlink-private-"));
    made.push(dir);
    return dir;
  };
  const modeOf = (path: string) => statSync(path).mode & 0o777;
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("creates DATA_DIR and the database directory 0700", () => {
    const dataDir = join(temp(), "data");
    const logged: string[] = [];
    preparePrivateDataDir(dataDir, "pglite", (m) => logged.push(m));
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "pglite"))).toBe(0o700);
    expect(logged).toEqual([]);
  });

  it("tightens a database directory an older version left 0755, and warns about a DATA_DIR others can read", () => {
    const dataDir = temp();
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, "pglite"), { mode: 0o755 });
    chmodSync(join(dataDir, "pglite"), 0o755);
    const logged: string[] = [];
    preparePrivateDataDir(dataDir, "pglite", (m) => logged.push(m));
    expect(modeOf(join(dataDir, "pglite"))).toBe(0o700);
    expect(logged.join("\n")).toMatch(/readable by other users \(mode 755\).*chmod 700/);
  });

  it("replaces a 0644 admin.json with a 0600 one", () => {
    const dataDir = temp();
    const path = join(dataDir, "admin.json");
    writeFileSync(path, "{}", { mode: 0o644 });
    chmodSync(path, 0o644);
    writeAdminFile(dataDir, { port: 1, token: "secret-token", pid: process.pid });
    expect(modeOf(path)).toBe(0o600);
    expect(readFileSync(path, "utf8")).toContain("secret-token");
  });

  it("writes secret files 0600, leaving no temporary file", () => {
    const dir = temp();
    writePrivateFile(join(dir, "key"), "k1");
    writePrivateFile(join(dir, "key"), "k2");
    expect(modeOf(join(dir, "key"))).toBe(0o600);
    expect(readFileSync(join(dir, "key"), "utf8")).toBe("k2");
    expect(readdirSync(dir)).toEqual(["key"]);
  });
});
