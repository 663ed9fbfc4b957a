/** Longest error text written to a log: a stack's worth, never a dump. */
const MAX_LOG_TEXT = 2000;
const MAX_QUERY_TEXT = 160;
const MAX_MESSAGE_TEXT = 400;

/**
 * An error as one bounded log line, without the values it carried: a failed database query
 * (Drizzle's error, whose message is the whole SQL plus `params: …` — every value of the
 * statement, 80 MB for one failed click flush, emails and addresses included) becomes its
 * code, the driver's message and the statement's first line; anything else keeps its stack,
 * (or only its message) with any `params:` dump cut off, clipped to 2,000 characters.
 */
export function errorText(err: unknown, { stack = true }: { stack?: boolean } = {}): string {
  const failed = failedQueryOf(err);
  if (failed !== null) {
    const cause = (failed as { cause?: unknown }).cause;
    const code = codeOf(cause) ?? codeOf(failed);
    const message = cause instanceof Error ? firstLine(cause.message) : "query failed";
    return `database error${code === undefined ? "" : ` ${code}`}: ${clip(message, MAX_MESSAGE_TEXT)} (query: ${clip(firstLine(failed.query), MAX_QUERY_TEXT)})`;
  }
  const text = err instanceof Error ? ((stack ? err.stack : undefined) ?? err.message) : String(err);
  const params = text.indexOf("\nparams:");
  return clip(params === -1 ? text : text.slice(0, params), MAX_LOG_TEXT);
}

/** Drizzle's DrizzleQueryError (its `query` and `params`), at the top or in the cause chain. */
function failedQueryOf(err: unknown): { query: string; cause?: unknown } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const candidate = current as { query?: unknown; params?: unknown; cause?: unknown };
    if (typeof candidate.query === "string" && Array.isArray(candidate.params))
      return candidate as { query: string; cause?: unknown };
    current = candidate.cause;
  }
  return null;
}

function codeOf(err: unknown): string | undefined {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" ? clip(code, 20) : undefined;
}

function firstLine(text: string): string {
  const trimmed = text.trimStart();
  const end = trimmed.indexOf("\n");
  return end === -1 ? trimmed : trimmed.slice(0, end);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}
