import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress } from "./client-address.server";

describe("clientAddress", () => {
  const socket = "203.0.113.9";

  it("uses the socket address when proxies are not trusted, whatever the header says", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160" }, false)).toBe(socket);
  });

  it("takes the left-most valid X-Forwarded-For entry behind a trusted proxy", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: "81.2.69.160, 10.0.0.2" }, true)).toBe(
      "81.2.69.160",
    );
    expect(clientAddress({ socketAddress: socket, forwardedFor: "unknown, , 72.27.0.1" }, true)).toBe(
      "72.27.0.1",
    );
  });

  it("falls back to the socket when the header is missing, empty or all garbage", () => {
    expect(clientAddress({ socketAddress: socket, forwardedFor: null }, true)).toBe(socket);
    expect(clientAddress({ socketAddress: socket, forwardedFor: "" }, true)).toBe(socket);
    expect(clientAddress({ socketAddress: socket, forwardedFor: "nope, 999.1.1.1, <script>" }, true)).toBe(
      socket,
    );
  });

  it("strips IPv4-mapped IPv6 prefixes from the socket and the header", () => {
    expect(clientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: null }, false)).toBe("127.0.0.1");
    expect(clientAddress({ socketAddress: socket, forwardedFor: "::FFFF:81.2.69.160" }, true)).toBe(
      "81.2.69.160",
    );
  });

  it("returns an empty string, never throws, when nothing is known", () => {
    expect(clientAddress({ socketAddress: undefined, forwardedFor: null }, true)).toBe("");
    expect(clientAddress({ socketAddress: "garbage", forwardedFor: "x".repeat(10_000) }, true)).toBe("");
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
