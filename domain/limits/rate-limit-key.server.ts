import { isIP } from "node:net";

/**
 * The network an address stands for, for every per-address limit and the creator
 * fingerprint (the one place this grouping is decided). IPv4 counts per address; IPv6
 * per /64, because one home line or phone gets a whole /64 and could otherwise rotate
 * through 2^64 addresses to dodge a per-address limit or a ban; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) is its IPv4 address.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  if (groups === null) return address;
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const [hi, lo] = [Number.parseInt(groups[6] ?? "0", 16), Number.parseInt(groups[7] ?? "0", 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * Eight lower-case 16-bit groups, or null for text this does not understand. String
 * operations only (the caller has already checked the text is an IPv6 address with
 * `isIP`), so no pattern can backtrack on what a proxy header carried.
 */
function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  // An embedded IPv4 tail (`::1.2.3.4`) becomes two hex groups.
  const lastColon = text.lastIndexOf(":");
  const tailText = text.slice(lastColon + 1);
  if (tailText.includes(".")) {
    const octets = tailText.split(".").map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return null;
    const [a, b, c, d] = octets as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((g) =>
    Number.parseInt(g || "0", 16).toString(16),
  );
}
