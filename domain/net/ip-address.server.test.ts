import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress } from "./ip-address.server";

describe("clientAddress", () => {
  const socket = "203.0.113.9";

  it("uses the socket address when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160" }, 0)).toBe(socket);
  });

  it("takes the right-most entry behind one trusted proxy: the address our proxy appended", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160" }, 1)).toBe("81.2.69.160");
    // A client that sends its own X-Forwarded-For cannot choose its address: the proxy appends the real one.
    expect(clientAddress({ socketAddress: socket, forwardedFor: "1.1.1.1, 8.8.8.8, 81.2.69.160" }, 1)).toBe(
      "81.2.69.160",
    );
    // Several headers arrive joined with commas, in order; empty entries are not hops.
    expect(clientAddress({ socketAddress: socket, forwardedFor: "1.1.1.1,, 72.27.0.1 , " }, 1)).toBe(
      "72.27.0.1",
    );
  });

  it("counts TRUST_PROXY=n hops from the right, and takes the left-most when there are fewer", () => {
    const chain = "6.6.6.6, 81.2.69.160, 10.0.0.2";
    expect(clientAddress({ socketAddress: socket, forwardedFor: chain }, 2)).toBe("81.2.69.160");
    expect(clientAddress({ socketAddress: socket, forwardedFor: chain }, 3)).toBe("6.6.6.6");
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160" }, 2)).toBe("81.2.69.160");
  });

  it("falls back to the socket when the header is missing, empty or the trusted entry is garbage", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: null }, 1)).toBe(socket);
    expect(clientAddress({ socketAddress: socket, forwardedFor: "" }, 1)).toBe(socket);
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160, unknown" }, 1)).toBe(socket);
    expect(clientAddress({ socketAddress: socket, forwardedFor: "nope, 999.1.1.1, <script>" }, 1)).toBe(
      socket,
    );
  });

  it("strips IPv4-mapped IPv6 prefixes from the socket and the header", () => {
    expect(clientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: null }, 0)).toBe("127.0.0.1");
    expect(clientAddress({ socketAddress: socket, forwardedFor: "::FFFF:81.2.69.160" }, 1)).toBe(
      "81.2.69.160",
    );
  });

  it("returns an empty string, never throws, when nothing is known", () => {
    expect(clientAddress({ socketAddress: undefined, forwardedFor: null }, 1)).toBe("");
    expect(clientAddress({ socketAddress: "garbage", forwardedFor: "x".repeat(10_000) }, 1)).toBe("");
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["81.2.69.160", "81.2.69.160"],
    [" 81.2.69.160 ", "81.2.69.160"],
    ["81.2.69.160:4711", "81.2.69.160"],
    ['"[2001:DB8::1]:443"', "2001:db8::1"],
    ["[::1]", "::1"],
    ["2A00:1450:4009::1", "2a00:1450:4009::1"],
    ["::ffff:10.1.2.3", "10.1.2.3"],
    ["unknown", null],
    ["_hidden", null],
    ["", null],
    ["1.2.3", null],
    ["256.1.1.1", null],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("clientAddress on hostile headers", () => {
  const socketAddress = "198.51.100.9";

  it("reads a header of 1,000 entries or 16 KB the same way, and never takes a padded or garbage entry", () => {
    const many = Array.from({ length: 1000 }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}`);
    expect(clientAddress({ socketAddress, forwardedFor: [...many, "203.0.113.5"].join(",") }, 1)).toBe(
      "203.0.113.5",
    );
    expect(clientAddress({ socketAddress, forwardedFor: `${"x".repeat(16_000)},203.0.113.6` }, 2)).toBe(
      socketAddress,
    );
    expect(clientAddress({ socketAddress, forwardedFor: ` ${" ".repeat(100)}203.0.113.7` }, 1)).toBe(
      "203.0.113.7",
    );
    for (const garbage of ["::ffff:999.1.1.1", "1.2.3.4.5", "[::1", "%00", "x".repeat(60)])
      expect(clientAddress({ socketAddress, forwardedFor: garbage }, 1), garbage).toBe(socketAddress);
  });

  it("gives the same answers after more distinct addresses than it remembers", () => {
    for (let i = 0; i < 12_000; i++)
      clientAddress({ socketAddress: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, forwardedFor: null }, 0);
    expect(clientAddress({ socketAddress: "::FFFF:10.0.0.1", forwardedFor: null }, 0)).toBe("10.0.0.1");
    expect(clientAddress({ socketAddress: "2001:DB8::1", forwardedFor: null }, 0)).toBe("2001:db8::1");
  });
});
