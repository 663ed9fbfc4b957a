import { isIP } from "node:net";

/**
 * Addresses that never identify a place on the public internet: loopback, private,
 * carrier-grade NAT, link-local, documentation and multicast ranges. The bundled
 * database even maps some of them to countries (192.168.1.1 → AU), so they must be
 * ruled out before any lookup.
 *
 * Checked with plain integer arithmetic: this runs on every redirect, and
 * `net.BlockList.check` built a `SocketAddress` per call (~9% of the server's busy
 * time under redirect load).
 */
export const NOT_PUBLIC_V4: ReadonlyArray<readonly [network: string, prefix: number]> = [
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
];
export const NOT_PUBLIC_V6: ReadonlyArray<readonly [network: string, prefix: number]> = [
  ["::", 127], // :: and ::1
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
];

const V4_RULES = NOT_PUBLIC_V4.map(([network, prefix]) => {
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return { mask, network: ((ipv4Value(network) ?? 0) & mask) >>> 0 };
});
const V6_RULES = NOT_PUBLIC_V6.map(([network, prefix]) => ({
  hextets: ipv6Hextets(network) ?? [],
  prefix,
}));

/**
 * True for a valid, globally routable address; false for anything else, including
 * garbage. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is judged by its IPv4 part.
 */
export function isPublicAddress(address: string): boolean {
  if (!address.includes(":")) {
    const value = ipv4Value(address);
    return value !== null && isPublicV4(value);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) {
    const value = ipv4Value(mapped);
    return value !== null && isPublicV4(value);
  }
  if (isIP(address) !== 6) return false;
  const hextets = ipv6Hextets(address);
  if (hextets === null) return false;
  return !V6_RULES.some((rule) => inPrefix(hextets, rule.hextets, rule.prefix));
}

function isPublicV4(value: number): boolean {
  for (const rule of V4_RULES) if ((value & rule.mask) >>> 0 === rule.network) return false;
  return true;
}

/**
 * A dotted quad as an unsigned 32-bit number, or null — as strict as `net.isIP`:
 * four decimal parts 0–255, no leading zeros, nothing else.
 */
function ipv4Value(text: string): number | null {
  let value = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      if (digits > 0 && part === 0) return null; // leading zero
      part = part * 10 + (code - 48);
      if (++digits > 3 || part > 255) return null;
    } else if (code === 46 /* . */) {
      if (digits === 0 || ++dots > 3) return null;
      value = value * 256 + part;
      part = 0;
      digits = 0;
    } else {
      return null;
    }
  }
  if (digits === 0 || dots !== 3) return null;
  return value * 256 + part;
}

/** The eight 16-bit groups of an IPv6 address already validated by `isIP` (zone id dropped). */
function ipv6Hextets(text: string): number[] | null {
  let address = text;
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  // A trailing dotted quad (::ffff:1.2.3.4, ::1.2.3.4) is the last two groups.
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  const tailGroups: number[] = [];
  if (tail.includes(".")) {
    const value = ipv4Value(tail);
    if (value === null) return null;
    tailGroups.push(Math.floor(value / 65536), value % 65536);
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith("::")) address = address.slice(0, -1);
  }
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const gap = address.indexOf("::");
  let groups: number[];
  if (gap === -1) {
    groups = [...parse(address), ...tailGroups];
  } else {
    const head = parse(address.slice(0, gap));
    const rest = [...parse(address.slice(gap + 2)), ...tailGroups];
    groups = [...head, ...new Array<number>(Math.max(0, 8 - head.length - rest.length)).fill(0), ...rest];
  }
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

function inPrefix(address: readonly number[], network: readonly number[], prefix: number): boolean {
  let bits = prefix;
  for (let i = 0; i < 8 && bits > 0; i++) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((address[i] ?? 0) & mask) !== ((network[i] ?? 0) & mask)) return false;
    bits -= take;
  }
  return true;
}
