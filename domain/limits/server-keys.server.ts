import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { getOrCreateSetting } from "#db/queries/settings.server";

const SETTING = "auth_secret";

export interface ServerKeys {
  /** HMAC key for rate-limit keys (addresses and emails are never stored as they are). */
  rateLimit: string;
  /** HMAC key that signs log-in device cookies (ADR 0081). */
  deviceCookie: string;
  /** HMAC key of the invitation links owners and admins copy from the members page. */
  invitationLink: string;
}

/**
 * Keys derived from one secret that every instance shares (limiter counts shared through
 * Redis, device cookies made by another instance): SECRET_KEY when set (ADR 0086), else a
 * random per-installation value kept in the database. Never in Redis, which holds only the
 * keyed hashes. Each use gets its own key derived from it.
 */
export async function loadServerKeys({
  db,
  secretKey,
}: {
  db: Db;
  secretKey: string | undefined;
}): Promise<ServerKeys> {
  const secret =
    secretKey ?? (await getOrCreateSetting(db, SETTING, () => randomBytes(32).toString("base64url")));
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");
  return {
    rateLimit: derive("chatlink rate-limit keys"),
    deviceCookie: derive("chatlink device cookies"),
    invitationLink: derive("chatlink invitation links"),
  };
}
