import type { AppLoadContext } from "react-router";
import type { AuthLimiters } from "#domain/limits/auth-limiters.server";

/** The server's account-page throttles (server/middleware/auth-limiters.server.ts). */
export function authLimiters(context: AppLoadContext): AuthLimiters {
  return context.authLimiters;
}
