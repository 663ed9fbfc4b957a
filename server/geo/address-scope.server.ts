import { BlockList, isIP } from "node:net";

/**
 * Addresses that never identify a place on the public internet: loopback, private,
 * carrier-grade NAT, link-local, documentation and multicast ranges. The bundled
 * database even maps some of them to countries (192.168.1.1 → AU), so they must be
 * ruled out before any lookup.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3], // multicast and reserved, up to 255.255.255.255
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127], // :: and ::1
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/**
 * True for a valid, globally routable address; false for anything else, including
 * garbage. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is judged by its IPv4 part.
 * (No `::ffff:0:0/96` rule: BlockList would apply it to every plain IPv4 address too.)
 */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const text = mapped ?? address;
  const kind = isIP(text);
  if (kind === 0) return false;
  return !NOT_PUBLIC.check(text, kind === 4 ? "ipv4" : "ipv6");
}
