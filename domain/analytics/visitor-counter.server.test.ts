import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DayHasher, SeenVisitors } from "./visitor-counter.server";

describe("DayHasher", () => {
  it("gives the first 64 bits of SHA-256 (as the signed number stored) over the day's salt and the text, for any text a click can bring", () => {
    const texts = [
      "",
      "ws_0123456789abcdef\n203.0.113.7\nMozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile",
      "link:42\n2001:db8::1\n",
      `ws_x\n198.51.100.1\n${"Ω😀ü".repeat(166)}`, // 498 UTF-16 units, up to 4 bytes each
      "ws_y\n192.0.2.1\n\u0000\u007f\uffff",
    ];
    for (let round = 0; round < 20; round++) {
      const salt = randomBytes(32);
      const hasher = new DayHasher(salt);
      for (const text of texts)
        expect(hasher.hash(text)).toBe(
          createHash("sha256")
            .update(`${salt.toString("base64")}\n${text}`)
            .digest()
            .readBigInt64BE(0),
        );
    }
  });

  it("gives one visitor another hash under another day's salt, and two visitors two hashes", () => {
    const visitor = "ws_1\n203.0.113.7\nMozilla/5.0";
    const today = new DayHasher(randomBytes(32));
    const tomorrow = new DayHasher(randomBytes(32));
    expect(today.hash(visitor)).toBe(today.hash(visitor));
    expect(tomorrow.hash(visitor)).not.toBe(today.hash(visitor));
    expect(today.hash("ws_1\n203.0.113.8\nMozilla/5.0")).not.toBe(today.hash(visitor));
    expect(BigInt.asIntN(64, today.hash(visitor))).toBe(today.hash(visitor));
  });

  it("refuses a guessable salt", () => {
    expect(() => new DayHasher(randomBytes(8))).toThrow();
  });
});

describe("SeenVisitors", () => {
  it("remembers at most its bound, forgetting the oldest half first", () => {
    const seen = new SeenVisitors<string>(1000);
    for (let i = 0; i < 10_000; i++) {
      seen.add(`k${i}`);
      expect(seen.size).toBeLessThanOrEqual(1000);
    }
    expect(seen.has("k9999")).toBe(true);
    expect(seen.has("k9000")).toBe(true);
    expect(seen.has("k8000")).toBe(false);
    expect(seen.has("k0")).toBe(false);
  });
});
