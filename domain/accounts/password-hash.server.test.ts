import { afterEach, describe, expect, it } from "vitest";
import {
  CHEAP_HASHES_VARIABLE,
  hashPassword,
  SCRYPT_PARAMS,
  TEST_SCRYPT_PARAMS,
  verifyPassword,
} from "./password-hash.server";

// The test configs set it (vitest.config.ts); each test here says what it needs.
const suiteSetting = process.env[CHEAP_HASHES_VARIABLE];
afterEach(() => {
  if (suiteSetting === undefined) delete process.env[CHEAP_HASHES_VARIABLE];
  else process.env[CHEAP_HASHES_VARIABLE] = suiteSetting;
});

describe("password hashes", () => {
  it("are scrypt with N=2^15, r=8, p=1, a 32-byte salt and a 64-byte key, stored with their parameters", async () => {
    delete process.env[CHEAP_HASHES_VARIABLE];
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hashPassword("correct horse battery staple");
    const [name, N, r, p, salt, key, ...rest] = stored.split("$");
    expect(rest).toEqual([]);
    expect([name, N, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(32);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(64);
    expect(stored).not.toContain("correct horse");
  });

  it("verify the right password and reject a wrong one; the same password hashes differently each time", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", a)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", b)).toBe(false);
  });

  it("verify hashes made with other parameters (they can be raised later)", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(32);
    const key = scryptSync("older password!", salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("older password!", stored)).toBe(true);
    expect(await verifyPassword("other password!", stored)).toBe(false);
  });

  it("cost N=2^10 only when the test suites ask for it with the variable set to 1", async () => {
    for (const value of ["", "0", "true", "yes"]) {
      process.env[CHEAP_HASHES_VARIABLE] = value;
      expect((await hashPassword("correct horse battery staple")).split("$")[1], value).toBe("32768");
    }
    process.env[CHEAP_HASHES_VARIABLE] = "1";
    const cheap = await hashPassword("correct horse battery staple");
    expect(cheap.split("$").slice(0, 4)).toEqual(["scrypt", String(TEST_SCRYPT_PARAMS.N), "8", "1"]);
    expect(await verifyPassword("correct horse battery staple", cheap)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", cheap)).toBe(false);
  });

  it("reject malformed stored values instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$1$2$3$4$5", "scrypt$x$8$1$AAAA$AAAA", "scrypt$16384$8$1$$"])
      expect(await verifyPassword("anything at all", stored), stored).toBe(false);
  });
});
