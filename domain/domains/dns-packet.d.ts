// The part of dns-packet (no types of its own) that dns-wire.server.ts uses.
declare module "dns-packet" {
  export interface Answer {
    type: string;
    name: string;
    ttl?: number;
    data?: unknown;
  }
  export interface Packet {
    id?: number;
    type?: "query" | "response";
    flags?: number;
    flag_tc?: boolean;
    rcode?: string;
    questions?: Array<{ type: string; name: string }>;
    answers?: Answer[];
    authorities?: Answer[];
  }
  export const RECURSION_DESIRED: number;
  export function encode(packet: Packet): Buffer;
  export function decode(buf: Buffer): Packet;
}
