import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit-key.server";

describe("rateLimitKey", () => {
  it("keeps IPv4 addresses and empty strings as they are", () => {
    expect(rateLimitKey("81.2.69.160")).toBe("81.2.69.160");
    expect(rateLimitKey("")).toBe("");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    const key = "2a00:1450:4009:81f::/64";
    expect(rateLimitKey("2a00:1450:4009:81f::1")).toBe(key);
    expect(rateLimitKey("2a00:1450:4009:081f:dead:beef:0:1")).toBe(key);
    expect(rateLimitKey("2A00:1450:4009:81F:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKey("2a00:1450:4009:820::1")).not.toBe(key);
  });

  it("handles the compressed and embedded-IPv4 forms", () => {
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address, not as one shared ::/64", () => {
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(rateLimitKey("::ffff:198.51.100.8")).not.toBe(rateLimitKey("::ffff:198.51.100.7"));
  });
});
