import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../support/fresh-data-dir";
import { childEnv, type ServerProcess, spawnServer } from "./support/processes";
import { builtPageRoutes, serverRoutes } from "./support/route-table";

/**
 * One body limit for every route that takes a body (issue 9, finding 4): each is sent an
 * over-limit body, with Content-Length and chunked, and must answer 413 without the server
 * reading it into memory. The routes come from the app itself — the Hono routes with a body
 * method and every React Router route with an `action` in the built server — so a route added
 * later is covered without touching this file.
 */

const BODY_BYTES = 50 * 1024 * 1024;
/** Far under the 50 MB body: a server that buffered it would grow by at least that much. */
const MAX_GROWTH_BYTES = 20 * 1024 * 1024;
const SLOW = 180_000;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let server: ServerProcess;
let dataDir: string;
let host = "127.0.0.1";
let port = 0;

/** Every path of the app that accepts a body, with a concrete value for each parameter. */
async function bodyRoutes(): Promise<string[]> {
  const pages = (await builtPageRoutes())
    .filter((route) => route.hasAction)
    .map((route) => {
      const path = route.path.replace(/:[^/]+/g, "1").replace(/\*/g, "no-such-page");
      return route.index ? `${path}?index` : path;
    });
  const api = serverRoutes()
    .filter((r) => BODY_METHODS.has(r.method) && !r.path.includes("*"))
    .map((r) => r.path.replace(/:[^/]+/g, "remove"));
  return [...new Set([...api, ...pages])];
}

/** Resident and peak memory of the server process (Linux /proc), after resetting the peak. */
function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return memoryOf(pid, "VmRSS");
}
function memoryOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (match?.[1] === undefined) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

interface Sent {
  /** The answer's status; 0 when the server reset the connection before the client could read one. */
  status: number;
  /** Body bytes the client managed to write before the server answered or closed. */
  written: number;
}

/**
 * Streams `bytes` of form body over a raw socket (Content-Length or chunked), stopping as soon
 * as the server answers or closes: what an attacker's client does, minus the patience.
 */
function sendOversized(
  path: string,
  framing: "length" | "chunked",
  bytes = BODY_BYTES,
  method = "POST",
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    let received = "";
    let written = 0;
    let done = false;
    const timer = setTimeout(
      () => finish(new Error(`no answer from ${method} ${path} (${framing})`)),
      60_000,
    );
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      // A reset while still sending (EPIPE/ECONNRESET) is the server refusing the rest of the body;
      // it can arrive before the 413 it sent is read, so it is reported as status 0, not an error.
      if (err && status === 0 && written === 0) reject(err);
      else resolve({ status, written });
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("close", () => finish(new Error(`closed without an answer: ${method} ${path} (${framing})`)));
    socket.on("error", () => finish(new Error(`socket error: ${method} ${path} (${framing})`)));
    socket.on("connect", async () => {
      const framingHeader = framing === "length" ? `Content-Length: ${bytes}` : "Transfer-Encoding: chunked";
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n${framingHeader}\r\n\r\n`,
      );
      // A server that judges by Content-Length answers now: wait for that answer (up to 2 s, as a
      // browser reading its socket while it uploads would see it) before sending the body, so a
      // busy machine's slower answer is not lost to the reset of a connection closed mid-upload.
      await new Promise<void>((r) => {
        const wait = setTimeout(r, framing === "length" ? 2000 : 100);
        socket.once("data", () => {
          clearTimeout(wait);
          r();
        });
      });
      const chunk = Buffer.alloc(64 * 1024, "a");
      while (!done && written < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - written));
        const ok =
          framing === "length"
            ? socket.write(piece)
            : socket.write(
                Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
              );
        written += piece.length;
        if (!ok)
          await new Promise<void>((r) => {
            socket.once("drain", r);
            socket.once("close", r);
          });
      }
      if (!done && framing === "chunked") socket.write("0\r\n\r\n");
    });
  });
}

describe("request body limits on every route that takes a body", { timeout: SLOW }, () => {
  let routes: string[];

  beforeAll(async () => {
    routes = await bodyRoutes();
    dataDir = freshDataDir("chatlink-body-");
    server = await spawnServer(childEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir }));
    const url = new URL(server.url);
    host = url.hostname;
    port = Number(url.port);
  }, SLOW);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds the routes: the API, the operator endpoint and every page action", () => {
    // A floor, not the list: the point is that the list comes from the app.
    expect(routes).toEqual(
      expect.arrayContaining([
        "/api/shorten",
        "/__admin/remove",
        "/login",
        "/signup",
        "/dashboard/links/1/qr/image",
      ]),
    );
  });

  it("answers 413 to a 50 MB body on each, Content-Length and chunked alike, without reading it into memory", async () => {
    const pid = server.child.pid ?? 0;
    // A short code (created here) takes a POST too: it must not be read either.
    const created = await fetch(`${server.url}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "447911123456" }),
    });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const failures: string[] = [];
    for (const path of [...routes, `/${code}`]) {
      for (const framing of ["length", "chunked"] as const) {
        const before = resetPeak(pid);
        const sent = await sendOversized(path, framing);
        const growth = memoryOf(pid, "VmHWM") - before;
        // Chunked: the server reads past the limit before it can tell, so its 413 may be lost to the
        // reset of the connection it closes; then the client must have been stopped well short.
        const refused =
          sent.status === 413 ||
          (framing === "chunked" && sent.status === 0 && sent.written < BODY_BYTES / 2);
        if (!refused || growth > MAX_GROWTH_BYTES)
          failures.push(
            `${path} (${framing}): ${sent.status}, peak memory +${Math.round(growth / 1048576)} MB, ${Math.round(sent.written / 1048576)} MB written`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 413 JSON under /api and a page elsewhere", async () => {
    const api = await fetch(`${server.url}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(64 * 1024),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({
      error: "payload_too_large",
      message: expect.stringContaining("16 KB"),
    });
    const page = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${"x".repeat(128 * 1024)}`,
    });
    expect(page.status).toBe(413);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("64 KB");
  });

  it("says so in the page's language: its URL's, else the chosen one", async () => {
    const post = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: `email=${"x".repeat(128 * 1024)}`,
      });
    const portuguese = await post("/pt-br/login");
    expect(portuguese.status).toBe(413);
    expect(portuguese.headers.get("content-language")).toBe("pt-BR");
    const text = await portuguese.text();
    expect(text).toContain('<html lang="pt-BR" dir="ltr">');
    expect(text).toContain("Esse formulário ficou grande demais");
    expect(text).toContain("64 KB");
    const arabic = await (await post("/dashboard/links/new", { cookie: "chatlink_lang=ar" })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain("هذا النموذج كبير جدًا");
  });

  it("lets the logo upload take more than a form, up to its own allowance", async () => {
    // 100 KB: over the page limit, under the logo route's allowance (a logo of 200 KB plus the form).
    const form = `email=${"x".repeat(100 * 1024)}`;
    const post = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        redirect: "manual",
      });
    expect((await post("/login")).status).toBe(413);
    expect((await post("/dashboard/links/1/qr/image")).status).not.toBe(413);
    const over = await sendOversized("/dashboard/links/1/qr/image", "length", 300 * 1024);
    expect(over.status).toBe(413);
  });
});
