import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.server";
import { writePrivateFile } from "#db/private-files.server";
import { deleteSetting, getOrCreateSetting, readSetting } from "#db/queries/settings.server";
import { rateLimitKey } from "../limits/rate-limit-key.server";

export type Fingerprinter = (clientAddress: string) => string;

/** Where versions before 0086 kept the key: in the same database as the fingerprints. */
const LEGACY_SETTING = "creator_fingerprint_secret";
/** The key file for the embedded database (mode 0600, beside the database, never inside it). */
export const CREATOR_KEY_FILE = "creator-fingerprint.key";

export interface FingerprintKeySource {
  db: Db;
  kind: "pglite" | "postgres";
  dataDir: string;
  /** SECRET_KEY: shared by every instance; the creator key is derived from it. */
  secretKey: string | undefined;
  log: (message: string) => void;
}

/**
 * Links remember who made them only as HMAC(network, key): enough to ban a creator, useless
 * for recovering the address — as long as the key is not stored with the fingerprints (a /24 is
 * brute-forced at once with both). The network is the address for IPv4 and its /64 for IPv6
 * (`rateLimitKey`, as for the creation limit), so a ban covers the whole home line rather than
 * one of its 2^64 addresses (ADR 0080). The key comes from SECRET_KEY when set, else from a 0600 file
 * in DATA_DIR for the embedded database; PostgreSQL without SECRET_KEY keeps the old key in the
 * database, with a warning (docs/decisions/0086).
 */
export async function loadFingerprinter(source: FingerprintKeySource): Promise<Fingerprinter> {
  const key = await fingerprintKey(source);
  return (clientAddress) => createHmac("sha256", key).update(rateLimitKey(clientAddress)).digest("base64url");
}

async function fingerprintKey({ db, kind, dataDir, secretKey, log }: FingerprintKeySource): Promise<string> {
  if (secretKey !== undefined) {
    const legacy = await readSetting(db, LEGACY_SETTING);
    if (legacy !== null) {
      await deleteSetting(db, LEGACY_SETTING);
      log(
        "creator fingerprints: now keyed by SECRET_KEY; the old key was removed from the database. Banned creators' links stay hidden, but a banned address can create links again until one of its new links is banned.",
      );
    }
    // Derived, so SECRET_KEY can key other things later without two uses sharing one key.
    return createHmac("sha256", secretKey).update("chatlink creator fingerprint v1").digest("base64url");
  }
  if (kind === "postgres") {
    log(
      "warning: SECRET_KEY is not set: the creator-fingerprint key is kept in the database beside the fingerprints, so a copy of the database reveals creators' addresses. Set the same SECRET_KEY (32+ characters) on every instance.",
    );
    return getOrCreateSetting(db, LEGACY_SETTING, () => randomBytes(32).toString("base64url"));
  }
  const path = join(dataDir, CREATOR_KEY_FILE);
  const legacy = await readSetting(db, LEGACY_SETTING);
  if (!existsSync(path)) {
    // An existing install: move its key out of the database, so every fingerprint (ban) still matches.
    writePrivateFile(path, legacy ?? randomBytes(32).toString("base64url"));
  } else {
    chmodSync(path, 0o600);
  }
  const key = readFileSync(path, "utf8").trim();
  if (key.length < 32) throw new Error(`${path} holds no usable key: remove it to make a new one.`);
  if (legacy !== null) {
    if (legacy !== key)
      log(
        `creator fingerprints: the database held another key than ${path}; links of banned creators stay hidden, new links from a banned address are no longer refused.`,
      );
    await deleteSetting(db, LEGACY_SETTING);
  }
  return key;
}
