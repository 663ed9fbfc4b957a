import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminFilePath, readAdminFile, writeAdminFile } from "./admin-file.server";

describe("writeAdminFile", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("creates a missing DATA_DIR (mode 0700) before writing admin.json (PostgreSQL set-ups)", () => {
    const parent = mkdtempSync(join(tmpdir(), "chatlink-admin-file-"));
    made.push(parent);
    const dataDir = join(parent, "not", "yet", "there");
    const remove = writeAdminFile(dataDir, { port: 3000, token: "t", pid: process.pid });
    expect(readAdminFile(dataDir)).toEqual({ port: 3000, token: "t", pid: process.pid });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(adminFilePath(dataDir)).mode & 0o777).toBe(0o600);
    remove();
    expect(readAdminFile(dataDir)).toBeNull();
  });

  it("leaves an existing DATA_DIR's mode alone", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "chatlink-admin-file-"));
    made.push(dataDir);
    const before = statSync(dataDir).mode;
    writeAdminFile(dataDir, { port: 1, token: "x", pid: process.pid })();
    expect(statSync(dataDir).mode).toBe(before);
  });
});
