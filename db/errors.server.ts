/** Postgres SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = "23505";

function codeOf(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const direct = (err as { code?: unknown }).code;
  if (typeof direct === "string") return direct;
  // Drizzle wraps driver errors (DrizzleQueryError) with the original as `cause`.
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && cause !== err ? codeOf(cause) : undefined;
}

function messageChain(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string") parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(" | ");
}

export function isUniqueViolation(err: unknown): boolean {
  return codeOf(err) === UNIQUE_VIOLATION;
}

/**
 * The database is unreachable (not a bad query): connection refused or lost,
 * server shutting down, pool closed. Answered with 503, not 500.
 */
export function isUnavailableError(err: unknown): boolean {
  const code = codeOf(err);
  if (code !== undefined) {
    if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "EHOSTUNREACH"].includes(code))
      return true;
    // Class 08 (connection exception), 57P0x (shutdown, crash), 53 (insufficient resources).
    if (code.startsWith("08") || code.startsWith("57P") || code.startsWith("53")) return true;
  }
  return /Connection terminated|connection timeout|Cannot use a pool after calling end|Client was closed|PGlite is closed/i.test(
    messageChain(err),
  );
}

/** The SQLSTATE (or Node error code) of a driver error, looking through Drizzle's wrapper. */
export function errorCode(err: unknown): string | undefined {
  return codeOf(err);
}

/**
 * The database refused the rows themselves, so sending them again can never succeed:
 * cardinality violation (21), data exception (22: bad value, invalid bytes), integrity
 * constraint (23: foreign key, check), program limit (54: an index row too large).
 */
export function isRefusedDataError(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && /^(21|22|23|54)[0-9A-Z]{3}$/.test(code);
}

/** Worth trying again as is: unreachable, or a conflict with another transaction (40xxx, lock or statement timeout). */
export function isTransientError(err: unknown): boolean {
  if (isUnavailableError(err)) return true;
  const code = codeOf(err);
  return code !== undefined && (code.startsWith("40") || code === "55P03" || code === "57014");
}
