import { describe, expect, it } from "vitest";
import { isPublicAddress, NOT_PUBLIC_V4, NOT_PUBLIC_V6 } from "./address-scope.server";

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

describe("isPublicAddress agrees with net.BlockList on the same ranges", () => {
  it("for range edges, odd spellings and random addresses", async () => {
    const { BlockList, isIP } = await import("node:net");
    const reference = new BlockList();
    for (const [network, prefix] of NOT_PUBLIC_V4) reference.addSubnet(network, prefix, "ipv4");
    for (const [network, prefix] of NOT_PUBLIC_V6) reference.addSubnet(network, prefix, "ipv6");
    const expected = (ip: string) => {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
      const text = mapped ?? ip;
      const kind = isIP(text);
      return kind !== 0 && !reference.check(text, kind === 4 ? "ipv4" : "ipv6");
    };
    const samples = [
      "9.255.255.255",
      "11.0.0.0",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "198.17.255.255",
      "198.20.0.0",
      "223.255.255.255",
      "01.2.3.4",
      "1.2.3.4.5",
      "1..2.3",
      "1.2.3.",
      "::2",
      "0:0:0:0:0:0:0:1",
      "100::1",
      "100:0:0:1::1",
      "2001:db9::1",
      "2001:0db8:85a3::8a2e:0370:7334",
      "fbff::1",
      "fe7f::1",
      "febf::1",
      "fec0::1",
      "fe80::1%eth0",
      "::1.2.3.4",
      "1:2:3:4:5:6:1.2.3.4",
      "::ffff:5102:45a0",
      "fe80:::1",
      "12345::1",
    ];
    for (let i = 0; i < 2000; i++) {
      const byte = () => Math.floor(Math.random() * 256);
      samples.push(`${byte()}.${byte()}.${byte()}.${byte()}`);
      const group = () => Math.floor(Math.random() * 65536).toString(16);
      samples.push(`${group()}:${group()}::${group()}`);
    }
    for (const ip of samples) expect(isPublicAddress(ip), ip).toBe(expected(ip));
  });
});
