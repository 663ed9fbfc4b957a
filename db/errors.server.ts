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
