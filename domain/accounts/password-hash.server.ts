import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import pLimit from "p-limit";

/**
 * scrypt from node:crypto (memory-hard: N·r·128 bytes = 32 MiB per hash). The
 * stored form `scrypt$N$r$p$salt$hash` (salt and hash base64) carries its own
 * parameters, so they can be raised later without invalidating old hashes.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 32;
const KEY_BYTES = 64;

/**
 * Hashes at a time: all cores but one. scrypt runs on libuv's thread pool (4 threads), so
 * without this a burst of log-ins or sign-ups took every core from the event loop and
 * redirects waited behind them (p99 19–34 ms against 3 ms idle); the rest queue, and the
 * throttles in front bound how many can.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // Node refuses N·r·128 above maxmem (32 MiB by default); allow exactly what the parameters need.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/**
 * The test suites' cost, N = 2^10, set by their configs with `CHATLINK_TEST_CHEAP_PASSWORD_HASHES=1`:
 * a real hash takes ~0.36 s of CPU on CI's machine, and the log-in, sign-up and lock-out tests
 * spent most of their time in it (88 s → 34 s for one file). Verification reads the cost from the
 * stored hash, so every other step is the real one. The latency-under-load tests keep the real
 * cost, and a server started with the variable says so in its log.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
export const CHEAP_HASHES_VARIABLE = "CHATLINK_TEST_CHEAP_PASSWORD_HASHES";

export function cheapPasswordHashes(): boolean {
  return process.env[CHEAP_HASHES_VARIABLE] === "1";
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cheapPasswordHashes() ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, N as number, r as number, p as number);
  return timingSafeEqual(actual, expected);
}

/**
 * A fixed hash to verify against when no account has the email, so a wrong
 * email costs the same time as a wrong password (no timing hint at which one).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}
