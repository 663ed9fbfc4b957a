import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: session cookies and password-reset links carry these. */
export function newRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores instead of a token (SHA-256 hex), so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
