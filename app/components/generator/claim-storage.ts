/**
 * Links made while signed out can be claimed into an account later from the same
 * browser: the generator keeps each link's claim token here (localStorage, never
 * a cookie, never sent anywhere but the dashboard's claim form).
 */
export const CLAIMS_STORAGE_KEY = "chatlink:claims";
export const MAX_STORED_CLAIMS = 50;

export interface StoredClaim {
  code: string;
  claimToken: string;
}

/** Storage the way the page reaches it; null where there is none (server, blocked storage). */
type ClaimStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isStoredClaim(value: unknown): value is StoredClaim {
  if (typeof value !== "object" || value === null) return false;
  const { code, claimToken } = value as Record<string, unknown>;
  return (
    typeof code === "string" && code.length > 0 && typeof claimToken === "string" && claimToken.length > 0
  );
}

/** The stored list, oldest first; anything unreadable counts as empty. */
export function parseClaims(raw: string | null): StoredClaim[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter(isStoredClaim).map(({ code, claimToken }) => ({ code, claimToken }))
      : [];
  } catch {
    return [];
  }
}

/** Adds a claim (replacing one for the same code) and keeps only the newest 50. */
export function withClaim(claims: readonly StoredClaim[], claim: StoredClaim): StoredClaim[] {
  const next = [...claims.filter((c) => c.code !== claim.code), claim];
  return next.slice(Math.max(0, next.length - MAX_STORED_CLAIMS));
}

export function withoutClaims(claims: readonly StoredClaim[], codes: readonly string[]): StoredClaim[] {
  const drop = new Set(codes);
  return claims.filter((c) => !drop.has(c.code));
}

/** The page's localStorage, or null where reading it throws (blocked storage, some private modes). */
export function browserClaimStorage(): ClaimStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readClaims(storage: ClaimStorage | null): StoredClaim[] {
  try {
    return parseClaims(storage?.getItem(CLAIMS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

function writeClaims(storage: ClaimStorage | null, claims: readonly StoredClaim[]): void {
  try {
    if (claims.length === 0) storage?.removeItem(CLAIMS_STORAGE_KEY);
    else storage?.setItem(CLAIMS_STORAGE_KEY, JSON.stringify(claims));
  } catch {
    // Full or blocked storage: the link still works, it just cannot be claimed later.
  }
}

export function rememberClaim(storage: ClaimStorage | null, claim: StoredClaim): void {
  writeClaims(storage, withClaim(readClaims(storage), claim));
}

export function forgetClaims(storage: ClaimStorage | null, codes: readonly string[]): void {
  writeClaims(storage, withoutClaims(readClaims(storage), codes));
}
