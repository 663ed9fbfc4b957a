import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";
import * as dnsPacket from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheTtlMs, createTxtLookup, MAX_TTL_MS, MIN_TTL_MS } from "./dns-txt.server";
import { queryTxt } from "./dns-wire.server";

/** A tiny DNS server: TXT at proof.test (TTL 300), NXDOMAIN with an SOA elsewhere; counts questions. */
let server: Socket;
let port = 0;
let asked = 0;
beforeAll(async () => {
  server = createSocket("udp4");
  server.on("message", (message, from) => {
    asked++;
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0] as { type: string; name: string };
    const found = question.name === "proof.test";
    const reply = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: found ? 0 : 3, // 3: NXDOMAIN
      questions: [question],
      answers: found ? [{ type: "TXT", name: question.name, ttl: 300, data: ["chatlink-", "verify=1"] }] : [],
      authorities: found
        ? []
        : [
            {
              type: "SOA",
              name: "test",
              ttl: 900,
              data: {
                mname: "ns.test",
                rname: "h.test",
                serial: 1,
                refresh: 1,
                retry: 1,
                expire: 1,
                minimum: 42,
              },
            },
          ],
    } as dnsPacket.Packet);
    server.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => server.bind(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe("TXT answers are kept as long as their TTL says", () => {
  it("reads the TTL of a found record and the negative TTL of a missing one", async () => {
    const at = { host: "127.0.0.1", port };
    expect(await queryTxt("proof.test", at, 2_000)).toEqual({
      kind: "found",
      values: ["chatlink-verify=1"],
      ttlSeconds: 300,
    });
    // RFC 2308: the lesser of the SOA record's TTL and its minimum.
    expect(await queryTxt("missing.test", at, 2_000)).toEqual({ kind: "none", ttlSeconds: 42 });
  });

  it("clamps a TTL between a few seconds and an hour", () => {
    expect(cacheTtlMs(300, 1)).toBe(300_000);
    expect(cacheTtlMs(0, 1)).toBe(MIN_TTL_MS);
    expect(cacheTtlMs(86_400, 1)).toBe(MAX_TTL_MS);
    expect(cacheTtlMs(null, 1234)).toBe(1234);
  });

  it("asks once while the answer is fresh, again when asked afresh", async () => {
    const lookup = createTxtLookup([`127.0.0.1:${port}`]);
    const before = asked;
    expect(await lookup.lookup("proof.test")).toEqual({ kind: "found", values: ["chatlink-verify=1"] });
    expect(await lookup.lookup("PROOF.test")).toEqual({ kind: "found", values: ["chatlink-verify=1"] });
    expect(asked - before).toBe(1);
    await lookup.lookup("proof.test", { fresh: true });
    expect(asked - before).toBe(2);
    expect(await lookup.lookup("missing.test")).toEqual({ kind: "none" });
  });

  it("a resolver that never answers is a failure within the timeout, not a hang", async () => {
    const silent = createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    const at = { host: "127.0.0.1", port: (silent.address() as AddressInfo).port };
    expect(await queryTxt("proof.test", at, 200)).toEqual({ kind: "failed", code: "ETIMEOUT" });
    silent.close();
  });
});
