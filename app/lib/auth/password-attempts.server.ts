import type { AppLoadContext } from "react-router";
import type { RateLimitResult } from "#domain/limits/rate-limit.server";
import { rateLimitKey } from "#domain/limits/rate-limit-key.server";
import { authLimiters } from "./auth-limiters.server";
import { type DeviceAccount, knownDeviceOf } from "./device-cookie.server";

export type PasswordAttempt =
  | {
      allowed: true;
      /** The password was right: forgive the misses this attempt was counted with. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one password attempt for `email` before the password is checked (ADR 0081,
 * limits in server/middleware/auth-limiters.server.ts). A browser holding a valid
 * device cookie for the account is counted per device only, so nobody else's failures
 * can lock it out. Any other browser is counted per account, per (account, network)
 * and per network; the network share is smaller than the account's, so one network
 * alone cannot lock new browsers out of the account.
 */
export async function countPasswordAttempt(
  request: Request,
  context: AppLoadContext,
  email: string,
  account: DeviceAccount | null,
): Promise<PasswordAttempt> {
  const limiters = authLimiters(context);
  const device = knownDeviceOf(request, context, account);
  const accountNetwork = `${email}\n${rateLimitKey(context.clientAddress)}`;
  // Forgiving on success: ADR 0060 (the owner got in, so earlier misses are forgiven;
  // the network gets back only this attempt, so one account cannot reset a guesser's budget).
  const forgive = () =>
    Promise.all([
      limiters.loginPerAccount.reset(email),
      limiters.loginPerAccountNetwork.reset(accountNetwork),
      device === null ? limiters.loginPerAddress.refund(context.clientAddress) : undefined,
      device === null ? undefined : limiters.loginPerDevice.reset(device),
    ]).then(() => undefined);

  const refusal = (results: RateLimitResult[]): PasswordAttempt | null => {
    const refused = results.filter((r) => !r.allowed);
    return refused.length === 0
      ? null
      : { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
  };
  if (device !== null)
    return refusal([await limiters.loginPerDevice.hit(device)]) ?? { allowed: true, succeeded: forgive };
  // The network's own limits first: an attempt they refuse must not also use up the
  // account's count, or one network could still lock new browsers out by insisting.
  const local = refusal(
    await Promise.all([
      limiters.loginPerAddress.hit(context.clientAddress),
      limiters.loginPerAccountNetwork.hit(accountNetwork),
    ]),
  );
  if (local !== null) return local;
  return refusal([await limiters.loginPerAccount.hit(email)]) ?? { allowed: true, succeeded: forgive };
}

/**
 * After a completed password reset: the account's failures are forgiven (its owner
 * just proved the inbox), as are those of the network the reset came from.
 */
export async function forgivePasswordFailures(context: AppLoadContext, email: string): Promise<void> {
  const limiters = authLimiters(context);
  await Promise.all([
    limiters.loginPerAccount.reset(email),
    limiters.loginPerAccountNetwork.reset(`${email}\n${rateLimitKey(context.clientAddress)}`),
  ]);
}
