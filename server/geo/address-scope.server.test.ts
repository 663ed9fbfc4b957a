import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-scope.server";

describe("isPublicAddress", () => {
  it.each(["81.2.69.160", "8.8.8.8", "72.27.0.1", "2a00:1450:4009::1", "::ffff:81.2.69.160"])(
    "%s is public",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.1.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "2001:db8::1",
    "::ffff:192.168.0.1",
    "",
    "unknown",
  ])("%j is not", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});
