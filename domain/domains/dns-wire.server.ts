import { randomInt } from "node:crypto";
import { createSocket } from "node:dgram";
import { isIP } from "node:net";
import * as dnsPacket from "dns-packet";

/**
 * One TXT question over UDP (RFC 1035), because node:dns gives no TTL for a TXT answer (only for
 * A/AAAA) and the issue asks that answers be kept as long as their TTL says. `truncated`: the
 * answer did not fit a datagram; the caller asks node:dns instead (which retries over TCP).
 */
export type WireAnswer =
  | { kind: "found"; values: string[]; ttlSeconds: number }
  | { kind: "none"; ttlSeconds: number | null }
  | { kind: "failed"; code: string }
  | { kind: "truncated" };

/** A resolver address as node:dns lists it (`1.2.3.4`, `1.2.3.4:53`, `::1`, `[::1]:53`). */
export function serverAddress(server: string): { host: string; port: number } | null {
  let host = server;
  let port = 53;
  const bracket = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  if (bracket !== null) {
    host = bracket[1] as string;
    if (bracket[2] !== undefined) port = Number(bracket[2]);
  } else if (server.split(":").length === 2) {
    const [h, p] = server.split(":");
    host = h as string;
    port = Number(p);
  }
  if (isIP(host) === 0 || !Number.isInteger(port) || port < 1 || port > 65_535) return null;
  return { host, port };
}

function text(data: unknown): string {
  const chunks = Array.isArray(data) ? data : [data];
  return chunks.map((c) => (Buffer.isBuffer(c) ? c.toString("utf8") : String(c))).join("");
}

/** Reads a response to our question: its TXT strings and the shortest TTL along the way. */
export function readTxtResponse(response: dnsPacket.Packet): WireAnswer {
  if (response.flag_tc) return { kind: "truncated" };
  const rcode = response.rcode ?? "NOERROR";
  // A missing name or record: the negative answer's TTL is the SOA's (RFC 2308), if the server sent it.
  const soa = (response.authorities ?? []).find((r) => r.type === "SOA");
  const negativeTtl = soa === undefined ? null : Math.min(soa.ttl ?? 0, minimumOf(soa.data));
  if (rcode === "NXDOMAIN") return { kind: "none", ttlSeconds: negativeTtl };
  if (rcode !== "NOERROR") return { kind: "failed", code: `E${rcode}` };
  const answers = response.answers ?? [];
  const txt = answers.filter((a) => a.type === "TXT");
  if (txt.length === 0) return { kind: "none", ttlSeconds: negativeTtl };
  // A CNAME on the way counts too: the answer is only as fresh as its shortest link.
  const ttlSeconds = Math.min(...answers.map((a) => a.ttl ?? 0));
  return { kind: "found", values: txt.map((a) => text(a.data)), ttlSeconds };
}

function minimumOf(data: unknown): number {
  const minimum = (data as { minimum?: unknown } | undefined)?.minimum;
  return typeof minimum === "number" ? minimum : 0;
}

/** Asks one server; `failed` with ETIMEOUT when it says nothing within `timeoutMs`. */
export function queryTxt(
  name: string,
  server: { host: string; port: number },
  timeoutMs: number,
): Promise<WireAnswer> {
  const id = randomInt(0, 65_536);
  const query = dnsPacket.encode({
    type: "query",
    id,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type: "TXT", name }],
  });
  return new Promise((resolve) => {
    const socket = createSocket(isIP(server.host) === 6 ? "udp6" : "udp4");
    const done = (answer: WireAnswer) => {
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ kind: "failed", code: "ETIMEOUT" }), timeoutMs);
    socket.on("error", (err: NodeJS.ErrnoException) =>
      done({ kind: "failed", code: err.code ?? "EUNKNOWN" }),
    );
    socket.on("message", (message) => {
      let response: dnsPacket.Packet;
      try {
        response = dnsPacket.decode(message);
      } catch {
        return; // not an answer we can read: wait for the real one (or the timeout)
      }
      // Another question's answer, or one for another name (spoofing): not ours.
      if (response.id !== id || response.questions?.[0]?.name.toLowerCase() !== name.toLowerCase()) return;
      done(readTxtResponse(response));
    });
    socket.send(query, server.port, server.host, (err) => {
      if (err) done({ kind: "failed", code: (err as NodeJS.ErrnoException).code ?? "EUNKNOWN" });
    });
  });
}
