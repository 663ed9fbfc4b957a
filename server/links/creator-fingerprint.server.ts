import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.server";
import { getOrCreateSetting } from "../../db/queries/settings.server";

export type Fingerprinter = (clientAddress: string) => string;

const SECRET_KEY = "creator_fingerprint_secret";

/**
 * Links remember who made them only as HMAC(address, installation secret): enough
 * to ban a creator, useless for recovering the address. The secret lives in the
 * database so every instance on one database computes the same fingerprints.
 */
export async function loadFingerprinter(db: Db): Promise<Fingerprinter> {
  const secret = await getOrCreateSetting(db, SECRET_KEY, () => randomBytes(32).toString("base64url"));
  return (clientAddress) => createHmac("sha256", secret).update(clientAddress).digest("base64url");
}
