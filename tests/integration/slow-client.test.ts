import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * Slow clients (slowloris): connections that dribble their request in byte by
 * byte, or stop half-way, must not stall anyone else, and the server closes a
 * request that never completes (408) after its request timeout (30 s in
 * production; 6 s here so the test stays short). Ordered by events, not timings.
 */
const REQUEST_TIMEOUT_MS = 6000;
const PHONE = "447911123456";

interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves once the server (or the network) closed the connection. */
  closed: Promise<void>;
}

function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      data += chunk;
    });
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    // A reset counts as closed too; the assertion is on what was received.
    socket.on("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => data, closed }));
    socket.once("error", reject);
  });
}

const write = (socket: Socket, text: string) =>
  new Promise<void>((resolve, reject) =>
    socket.write(text, "latin1", (err) => (err ? reject(err) : resolve())),
  );

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postHead(body: string, from: string): string {
  return (
    "POST /api/shorten HTTP/1.1\r\nHost: chat.test\r\nContent-Type: application/json\r\n" +
    `X-Forwarded-For: ${from}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
  );
}

describe("slow clients", () => {
  let server: TestServer;
  let port: number;
  let code: string;

  beforeAll(async () => {
    server = await bootTestServer("pglite", { start: { requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    port = server.running.port;
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ phone: PHONE }),
    });
    expect(res.status).toBe(201);
    code = String(((await res.json()) as { code: string }).code);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A spread of ordinary requests, all of which must succeed. */
  async function ordinaryTraffic(): Promise<number[]> {
    const requests: Array<Promise<Response>> = [];
    for (let i = 0; i < 10; i++) {
      requests.push(
        fetch(`${server.base}/api/shorten`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
          body: JSON.stringify({ phone: PHONE, message: `hello ${i}` }),
        }),
      );
      requests.push(fetch(`${server.base}/${code}`, { redirect: "manual" }));
      requests.push(fetch(`${server.base}/api/health`));
    }
    requests.push(fetch(`${server.base}/features`));
    return Promise.all(
      requests.map(async (pending) => {
        const res = await pending;
        await res.arrayBuffer();
        return res.status;
      }),
    );
  }

  it("a body sent byte by byte does not stall other requests, and is served once complete", async () => {
    const body = JSON.stringify({ phone: PHONE, message: "sent one byte at a time" });
    const slow = await Promise.all(Array.from({ length: 5 }, () => rawClient(port)));
    // Twenty more that never get past their headers, as a slowloris attack holds sockets open.
    const stuck = await Promise.all(Array.from({ length: 20 }, () => rawClient(port)));
    for (const client of stuck)
      await write(client.socket, "GET /api/health HTTP/1.1\r\nHost: chat.test\r\nX-Pad");

    for (const client of slow) await write(client.socket, postHead(body, freshAddress()));
    let done = false;
    const trickle = (async () => {
      // Every byte but the last, one at a time, until the other traffic has finished.
      for (let i = 0; i < body.length - 1; i++) {
        for (const client of slow) await write(client.socket, body[i] ?? "");
        await pause(20);
      }
      while (!done) await pause(20);
    })();

    const statuses = await ordinaryTraffic();
    // Still mid-request: the last byte has not been sent.
    for (const client of slow) expect(client.received()).toBe("");
    done = true;
    await trickle;
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 302)).toEqual([]);

    for (const client of slow) await write(client.socket, body.at(-1) ?? "");
    for (const client of slow) {
      while (!/\r\n\r\n[\s\S]*\}/.test(client.received())) {
        if (client.socket.destroyed) break;
        await pause(20);
      }
      expect(client.received()).toMatch(/^HTTP\/1\.1 201 /);
      expect(client.received()).toMatch(/"code":"[a-z0-9]{7}"/);
      client.socket.destroy();
    }
    for (const client of stuck) client.socket.destroy();
  });

  it("a request that stops half-way is answered 408 and closed; idle keep-alive connections are not cut", async () => {
    const body = JSON.stringify({ phone: PHONE });
    const halfBody = await rawClient(port);
    await write(halfBody.socket, postHead(body, freshAddress()) + body.slice(0, 5));
    const halfHeaders = await rawClient(port);
    await write(halfHeaders.socket, "GET /api/health HTTP/1.1\r\nHost: chat.test\r\n");

    // A keep-alive connection that completed one request and then sits idle.
    const idle = await rawClient(port);
    await write(idle.socket, "GET /api/health HTTP/1.1\r\nHost: chat.test\r\n\r\n");
    while (!idle.received().includes('{"status":"ok"}')) await pause(20);

    // Bounded by the test's timeout: the server must close both by itself.
    await Promise.all([halfBody.closed, halfHeaders.closed]);
    expect(halfBody.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(halfHeaders.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);

    // Idle past the request timeout, yet still usable.
    expect(idle.socket.destroyed).toBe(false);
    const before = idle.received().length;
    await write(idle.socket, "GET /api/health HTTP/1.1\r\nHost: chat.test\r\nConnection: close\r\n\r\n");
    await idle.closed;
    expect(idle.received().slice(before)).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"status":"ok"\}$/);

    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  }, 40_000);
});
