import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: session cookies and password-reset links carry these. */
export function newRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores instead of a token (SHA-256 hex), so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Whether a value from a cookie, link or form could be one of these tokens (checked
 * before any lookup; generous on length so an older token format would still pass).
 */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(value);
}
