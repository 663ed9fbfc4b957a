import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DayHasher } from "./visitor-counter.server";

describe("DayHasher", () => {
  it("gives HMAC-SHA-256's first 64 bits, as the privacy page says, for any text a click can bring", () => {
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
        expect(hasher.hash(text)).toBe(createHmac("sha256", salt).update(text).digest("hex").slice(0, 16));
    }
  });

  it("never reuses a previous, longer text's bytes", () => {
    const salt = randomBytes(32);
    const hasher = new DayHasher(salt);
    hasher.hash(`ws\n203.0.113.7\n${"x".repeat(500)}`);
    expect(hasher.hash("ws\n203.0.113.7\nshort")).toBe(
      createHmac("sha256", salt).update("ws\n203.0.113.7\nshort").digest("hex").slice(0, 16),
    );
  });

  it("refuses a text longer than a click can bring rather than hashing part of it", () => {
    expect(() => new DayHasher(randomBytes(32)).hash("x".repeat(2000))).toThrow();
  });
});
