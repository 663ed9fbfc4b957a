import type { AppLoadContext } from "react-router";
import type { AuthLimiters } from "#domain/limits/auth-limiters.server";

/** The server's account-page throttles (server/middleware/auth-limiters.server.ts). */
export function authLimiters(context: AppLoadContext): AuthLimiters {
  return context.authLimiters;
}

/** "try again in N minutes", rounded up, for a refusal's retry-after seconds. */
export function retryInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
