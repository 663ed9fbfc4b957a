import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writePrivateFile } from "#db/private-files.server";

/** DATA_DIR/admin.json: how the operator CLI reaches the running server (mode 0600, removed on shutdown). */
export interface AdminFile {
  port: number;
  token: string;
  pid: number;
}

export function adminFilePath(dataDir: string): string {
  return join(dataDir, "admin.json");
}

export function newAdminToken(): string {
  return randomBytes(32).toString("base64url");
}

export function writeAdminFile(dataDir: string, file: AdminFile): () => void {
  const path = adminFilePath(dataDir);
  // With PostgreSQL, DATA_DIR may not exist yet: nothing else needs it. Private to the
  // operator (the file holds a token), like the embedded database it would otherwise hold.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Replaced, not rewritten in place: an admin.json left 0644 (older versions) keeps no loose mode.
  writePrivateFile(path, JSON.stringify(file));
  return () => {
    // Only remove our own file: a newer server on the same directory may have replaced it.
    if (readAdminFile(dataDir)?.pid === file.pid) rmSync(path, { force: true });
  };
}

export function readAdminFile(dataDir: string): AdminFile | null {
  try {
    const value: unknown = JSON.parse(readFileSync(adminFilePath(dataDir), "utf8"));
    const { port, token, pid } = value as Partial<AdminFile>;
    return typeof port === "number" && typeof token === "string" && typeof pid === "number"
      ? { port, token, pid }
      : null;
  } catch {
    return null;
  }
}

export function tokensMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
