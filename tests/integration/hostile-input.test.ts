import { rmSync } from "node:fs";
import { request } from "node:http";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "#core/errors";
import { replaceUnacceptableText } from "#core/text";
import { accounts, links, workspaces } from "#db/schema";
import { createApiKey } from "#domain/api-keys/create-api-key.server";
import { freshDataDir } from "../support/fresh-data-dir";
import { FormClient, freshEmail, signUp } from "./support/form-client";
import { childEnv, type ServerProcess, spawnServer } from "./support/processes";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * Property-based hostile input against the real server in its own process
 * (PGlite, TRUST_PROXY on): whatever arrives, never a 5xx, never a crash, and
 * every 4xx from /api/* is JSON with a stable code from API_ERRORS. The account
 * forms (sign-up, log-in, password reset, settings) get the same never-a-5xx check.
 *
 * Seeded and reproducible: FC_SEED=<n> reruns a reported failure (fast-check
 * prints the seed and the shrunk counterexample). Runs are bounded per property.
 */
const SEED = Number(process.env.FC_SEED ?? 20_261_121);
const ERROR_CODES = new Set(Object.keys(API_ERRORS));
const PHONE = "447911123456";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: ServerProcess;
let dataDir: string;
let host = "127.0.0.1";
let port = 0;

/**
 * node:http, so header values and paths can carry any byte the protocol allows (fetch would refuse
 * some). One connection per request: Node's parser answers some of these 400 and closes the socket,
 * which a keep-alive pool could otherwise pick up again as a "socket hang up".
 */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The invariants every answer must keep; throws (so fast-check shrinks) when one is broken. */
function check(method: string, path: string, res: Answer): void {
  const where = `${method} ${JSON.stringify(path.slice(0, 300))} → ${res.status} ${res.body.toString("utf8").slice(0, 200)}`;
  if (res.status >= 500 || res.status < 100) throw new Error(`server error: ${where}`);
  // Node's HTTP parser refuses oversized or malformed requests itself (431, or 400 with no body)
  // before any of our code runs: not a crash, and not an API answer either.
  if (res.status === 431 || (res.status === 400 && res.body.length === 0)) return;
  const api = path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");
  if (!api || res.status < 400 || method === "HEAD") return;
  if (!/^application\/json/.test(String(res.headers["content-type"]))) throw new Error(`not JSON: ${where}`);
  const parsed = JSON.parse(res.body.toString("utf8")) as { error?: unknown; message?: unknown };
  if (typeof parsed.error !== "string" || !ERROR_CODES.has(parsed.error))
    throw new Error(`unknown error code: ${where}`);
  if (typeof parsed.message !== "string" || parsed.message === "") throw new Error(`no message: ${where}`);
}

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as any client would send them). */
const encodeAll = (text: string) =>
  [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");

/** Strings a client should never be trusted with: any code point (lone surrogates too), controls, look-alikes. */
const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.stringMatching(/^\+?[0-9 ().-]{0,24}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\udfff",
    "a\ud83d",
    "\u202e447911123456",
    "٤٤٧٩١١١٢٣٤٥٦",
    "+44 7911 123456",
    "https://wa.me/447911123456?text=%ZZ",
    `https://api.whatsapp.com/send?phone=${PHONE}&text=%E0%A4%A`,
    "javascript:alert(1)",
    "%00%2e%2e%2f",
    "x".repeat(5000),
    "__proto__",
    "constructor",
  ),
);

/** A JSON text fragment: hostile strings, huge or odd numbers, nesting, any JSON at all. */
const jsonFragment = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.constantFrom("1e400", "-1e400", "1".repeat(400), "-0", "0.0000001e-999", "true", "null", "[]", "{}"),
  fc.json({ maxDepth: 4 }),
  fc.integer({ min: 1, max: 3000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 1, max: 2000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
);

const latin1Header = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
    fc.constant("\t"),
  ),
  maxLength: 120,
});

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "application/json; charset=utf-16",
    "application/vnd.api+json",
    "APPLICATION/JSON",
    "application/jsonx",
    "text/plain",
    "text/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/octet-stream",
  ),
  latin1Header,
);

beforeAll(async () => {
  dataDir = freshDataDir("chatlink-hostile-");
  server = await spawnServer(
    childEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      RATE_LIMIT_CREATE_PER_MINUTE: "1000000",
    }),
  );
  const url = new URL(server.url);
  host = url.hostname;
  port = Number(url.port);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("hostile input never yields a 5xx or a crash", { timeout: 120_000 }, () => {
  it("POST /api/shorten: any JSON value as the body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 5 }), async (value) => {
        const res = await send(
          "POST",
          "/api/shorten",
          { "content-type": "application/json" },
          Buffer.from(JSON.stringify(value)),
        );
        check("POST", "/api/shorten", res);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("POST /api/shorten: objects with hostile fields (unicode, controls, lone surrogates, huge numbers, nesting)", async () => {
    const field = fc.option(jsonFragment, { nil: undefined, freq: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ phone: field, url: field, alias: field, message: field, extra: field }),
        hostileString,
        async (fields, forwardedFor) => {
          const body = `{${Object.entries(fields)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
            .join(",")}}`;
          const headers = { "content-type": "application/json", "x-forwarded-for": encodeAll(forwardedFor) };
          const res = await send("POST", "/api/shorten", headers, Buffer.from(body));
          check("POST", "/api/shorten", res);
        },
      ),
      { seed: SEED + 1, numRuns: 500 },
    );
  });

  it("POST /api/shorten: random bytes under any content type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc.integer({ min: 16_000, max: 40_000 }).map((n) => new Uint8Array(n).fill(0x7b)),
        ),
        contentType,
        async (bytes, type) => {
          const res = await send("POST", "/api/shorten", { "content-type": type }, Buffer.from(bytes));
          check("POST", "/api/shorten", res);
        },
      ),
      { seed: SEED + 2, numRuns: 300 },
    );
  });

  it("GET /api/shorten: random query strings, repeated and broken percent-encoding", async () => {
    const name = fc.oneof(fc.constantFrom("url", "phone", "alias", "message", "text"), hostileString);
    const part = fc.oneof(
      fc.tuple(name, hostileString).map(([k, v]) => `${encodeAll(k)}=${encodeAll(v)}`),
      fc.constantFrom(
        "%",
        "%zz",
        "%ff%fe",
        "%C0%AF",
        "url",
        "=",
        "&&",
        "phone=%2B44%207911%20123456",
        `url=https://wa.me/${PHONE}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 6 }),
        fc.constantFrom("GET", "HEAD"),
        async (parts, method) => {
          const path = `/api/shorten?${parts.join("&")}`;
          check(method, path, await send(method, path));
        },
      ),
      { seed: SEED + 3, numRuns: 300 },
    );
  });

  it("GET /api/qr: random data, size, format and download parameters", async () => {
    const size = fc.oneof(
      fc.constantFrom(
        "64x64",
        "128x128",
        "300x300",
        "300",
        "x",
        "0x0",
        "1e3x1e3",
        "300x301",
        " 300x300",
        "0x12cx0x12c",
      ),
      fc
        .tuple(fc.integer({ min: -10, max: 5000 }), fc.integer({ min: -10, max: 5000 }))
        .map(([w, h]) => `${w}x${h}`),
      hostileString,
    );
    const data = fc.oneof(hostileString, fc.string({ minLength: 1500, maxLength: 2200 }));
    const format = fc.oneof(fc.constantFrom("png", "svg", "PNG", "gif", ""), hostileString);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { data, size, format, download: fc.constantFrom("1", "0", "yes", "") },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async (params, twice) => {
          let query = Object.entries(params)
            .map(([k, v]) => `${k}=${encodeAll(v)}`)
            .join("&");
          if (twice && params.size !== undefined) query += `&size=${encodeAll(params.size)}`;
          const path = `/api/qr?${query}`;
          const res = await send("GET", path);
          check("GET", path, res);
          if (res.status === 200 && !/^image\/(png|svg\+xml)$/.test(String(res.headers["content-type"])))
            throw new Error(`200 without an image: ${path}`);
        },
      ),
      { seed: SEED + 4, numRuns: 300 },
    );
  });

  it("GET /api/geo: random X-Forwarded-For and Accept-Language (TRUST_PROXY on)", async () => {
    const entry = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.ipV4().map((ip) => `${ip}:${Math.floor(ip.length * 997) % 65_536}`),
      fc.ipV6().map((ip) => `[${ip}]:443`),
      fc.ipV4().map((ip) => `::ffff:${ip}`),
      fc.constantFrom("unknown", "_hidden", '"1.2.3.4"', "999.1.1.1", "1.2.3", "fe80::1%eth0", "", " "),
      latin1Header,
    );
    const forwarded = fc.array(entry, { maxLength: 6 }).map((entries) => entries.join(", "));
    const language = fc.oneof(
      fc
        .array(
          fc
            .tuple(
              fc.oneof(
                fc.constantFrom("en-GB", "pt-BR", "de", "*", "zh-Hant-TW", "x-klingon", "en-", "-GB"),
                latin1Header,
              ),
              fc.oneof(
                fc.constant(""),
                fc.double({ noNaN: false }).map((q) => `;q=${q}`),
                latin1Header.map((q) => `;q=${q}`),
              ),
            )
            .map(([tag, q]) => `${tag}${q}`),
          { maxLength: 5 },
        )
        .map((tags) => tags.join(",")),
      latin1Header,
    );
    await fc.assert(
      fc.asyncProperty(fc.option(forwarded), fc.option(language), async (xff, lang) => {
        const headers: Record<string, string> = {};
        if (xff !== null) headers["x-forwarded-for"] = xff;
        if (lang !== null) headers["accept-language"] = lang;
        const res = await send("GET", "/api/geo", headers);
        check("GET", "/api/geo", res);
        if (res.status !== 200 && res.status !== 404) throw new Error(`geo answered ${res.status}`);
      }),
      { seed: SEED + 5, numRuns: 400 },
    );
  });

  it("short codes: random path segments (percent-encoding, dots, unicode, raw bytes)", async () => {
    const latin1Path = fc.string({
      unit: fc
        .integer({ min: 0x21, max: 0xff })
        .filter((c) => c !== 0x3f && c !== 0x23 && c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
      maxLength: 60,
    });
    const segment = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/),
      hostileString.map(encodeAll),
      latin1Path,
      fc.constantFrom(
        ".",
        "..",
        "%2e%2e",
        "%2E",
        "...",
        "%00",
        "%ff",
        "%",
        "%zz",
        "a%2fb",
        "~",
        "index.html",
        "assets",
      ),
    );
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.option(latin1Path))
      .map(([segments, query]) => `/${segments.join("/")}${query === null ? "" : `?${query}`}`);
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom("GET", "HEAD"), async (p, method) => {
        check(method, p, await send(method, p));
      }),
      { seed: SEED + 6, numRuns: 500 },
    );
  });

  it("unknown /api paths and methods: 4xx JSON with a stable code", async () => {
    const segment = fc.oneof(fc.stringMatching(/^[a-z]{0,12}$/), hostileString.map(encodeAll));
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        async (segments, method) => {
          const path = `/api/${segments.join("/")}`;
          const res = await send(method, path, { "content-type": "application/json" }, Buffer.from("{}"));
          check(method, path, res);
        },
      ),
      { seed: SEED + 7, numRuns: 200 },
    );
  });

  it("account forms: random fields under any content type (malformed multipart, JSON, text) on every POST form", async () => {
    const value = fc.oneof(
      hostileString,
      fc.emailAddress(),
      fc.constantFrom("on", "true", "1", "//evil.com", "/dashboard"),
    );
    const field = fc.tuple(
      fc.oneof(
        fc.constantFrom("email", "password", "ageConfirmed", "next", "token", "intent", "currentPassword"),
        hostileString,
      ),
      value,
    );
    const form = fc.array(field, { maxLength: 8 });
    const target = fc.constantFrom(
      "/signup",
      "/login",
      "/forgot-password",
      "/reset-password",
      "/logout",
      "/dashboard/settings",
    );
    const type = fc.oneof(
      fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-8",
        "multipart/form-data; boundary=----x",
        "multipart/form-data",
      ),
      contentType,
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(form, target, type, fc.option(hostileString), async (fields, path, ctype, next) => {
        const body = fields.map(([k, v]) => `${encodeAll(k)}=${encodeAll(v)}`).join("&");
        n++;
        const url = next === null ? path : `${path}?next=${encodeAll(next)}`;
        // A fresh address each time, so the sign-up and log-in throttles stay out of the way (429 is fine too).
        const headers = { "content-type": ctype, "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}` };
        check("POST", url, await send("POST", url, headers, Buffer.from(body)));
      }),
      { seed: SEED + 8, numRuns: 100 },
    );
  });

  it("the server is still up and healthy afterwards", async () => {
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const res = await send("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ status: "ok" });
    // Nothing the server logged says a request failed on its side.
    expect(server.output()).not.toMatch(/internal_error|Internal error|TypeError|RangeError/);
  });
});

/**
 * One rule for text from outside (core/text, server/middleware/clean-input): a NUL or another
 * control character in any text field of any form or API route never reaches the database (which
 * refuses NUL: a 500 before the rule). Every field the pages and the API read is listed here, each
 * sent with each hostile value: no 5xx anywhere, and the API refuses with 400 `invalid_input`
 * naming the field. A signed-in owner with a confirmed address, a password, a link and an API key,
 * so the forms get past their own checks to where the text would meet the database.
 */
describe("control characters in every text field", { timeout: 240_000 }, () => {
  const CONTROL_VALUES = ["\u0000", "a\u0000b@example.com", "\u0001\u001f\u007f", "x\u000by"];
  let app: TestServer;
  let owner: { client: FormClient; email: string; password: string };
  let linkId: number;
  let apiKey: string;

  /** A page request from a fresh address (the per-address form limit stays out of the way), signed in as the owner. */
  const page = (method: "GET" | "POST", path: string, fields?: Record<string, string>) => {
    const client = new FormClient(app.base);
    client.cookie = owner.client.cookie;
    return method === "GET" ? client.get(path) : client.post(path, fields ?? {});
  };
  const api = (method: string, path: string, body?: unknown, key?: string) =>
    fetch(`${app.base}${path}`, {
      method,
      headers: {
        "x-forwarded-for": freshAddress(),
        "content-type": "application/json",
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    app = await bootTestServer("pglite");
    owner = await signUp(app.base);
    await app.running.database.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(accounts.email, owner.email));
    const made = await owner.client.post("/dashboard/links/new", { phone: "+44 7911 123456", message: "" });
    expect(made.status).toBe(201);
    const [row] = await app.running.database.db.select({ id: links.id }).from(links);
    if (row === undefined) throw new Error("no link");
    linkId = row.id;
    const key = await createApiKey(app.running.database.db, { email: owner.email, scope: "write" });
    if (!key.ok) throw new Error(key.error);
    apiKey = key.key;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("page forms: never a 5xx, whatever field holds them", async () => {
    const forms: Array<[string, Record<string, string>]> = [
      ["/login", { email: "", password: "", next: "" }],
      ["/signup", { email: "", password: "", ageConfirmed: "on", next: "" }],
      ["/forgot-password", { email: "" }],
      ["/reset-password", { token: "", password: "" }],
      ["/verify-email", { intent: "", token: "" }],
      ["/invitation", { token: "" }],
      ["/dashboard", { intent: "delete", id: "", to: "", claims: "" }],
      ["/dashboard", { intent: "fix-number", id: String(linkId), to: "" }],
      ["/dashboard/links/new", { phone: "+44 7911 123457", message: "", alias: "", country: "" }],
      [`/dashboard/links/${linkId}`, { phone: "+44 7911 123458", message: "", alias: "", country: "" }],
      ["/dashboard/settings", { intent: "change-email", email: "", currentPassword: "" }],
      ["/dashboard/settings", { intent: "change-password", currentPassword: "", newPassword: "" }],
      ["/dashboard/settings/api-keys", { intent: "create", name: "", scope: "write", currentPassword: "" }],
      ["/dashboard/settings/api-keys", { intent: "revoke", keyId: "" }],
      ["/dashboard/workspaces", { intent: "create", name: "" }],
      ["/dashboard/workspaces", { intent: "rename", workspace: "", name: "" }],
      ["/dashboard/workspaces", { intent: "delete", workspace: "", confirm: "" }],
      ["/dashboard/workspaces/members", { intent: "invite", email: "", role: "editor" }],
      ["/dashboard/workspaces/members", { intent: "role", member: "", role: "" }],
      ["/dashboard/workspaces/members", { intent: "cancel", invitation: "" }],
    ];
    // Passwords and a real email where one is needed, so each field is the only thing wrong.
    const good: Record<string, string> = {
      email: freshEmail("nul"),
      password: owner.password,
      currentPassword: owner.password,
      newPassword: "another correct horse battery staple",
    };
    const failures: string[] = [];
    for (const [path, fields] of forms)
      for (const field of Object.keys(fields))
        for (const value of CONTROL_VALUES) {
          const sent = { ...fields, ...good, [field]: value };
          const answer = await page("POST", path, sent);
          if (answer.status >= 500)
            failures.push(`${path} ${field}=${JSON.stringify(value)} → ${answer.status}`);
        }
    expect(failures).toEqual([]);
  });

  it("page queries: never a 5xx", async () => {
    const failures: string[] = [];
    for (const path of [
      "/dashboard?q=",
      "/dashboard?page=",
      "/login?next=",
      "/signup?next=",
      "/reset-password?token=",
      "/verify-email?token=",
      "/invitation?token=",
      `/dashboard/links/${linkId}/analytics?from=`,
      `/dashboard/links/${linkId}/analytics/csv?to=`,
      "/dashboard/import?upload=",
    ])
      for (const value of CONTROL_VALUES) {
        const answer = await page("GET", `${path}${encodeURIComponent(value)}`);
        if (answer.status >= 500) failures.push(`${path}${JSON.stringify(value)} → ${answer.status}`);
      }
    expect(failures).toEqual([]);
  });

  it("API routes: 400 invalid_input naming the field, for every text field and query parameter", async () => {
    const v1 = `/api/v1/links`;
    const bodies: Array<[string, string, Record<string, unknown>, string | undefined]> = [
      [
        "POST",
        "/api/shorten",
        { phone: "+44 7911 123456", url: "", message: "", alias: "", country: "" },
        undefined,
      ],
      ["POST", v1, { phone: "+44 7911 123456", url: "", message: "", alias: "", country: "" }, apiKey],
      ["PATCH", `${v1}/${linkId}`, { phone: "+44 7911 123456", message: "", country: "" }, apiKey],
    ];
    const queries: Array<[string, string[], string | undefined]> = [
      ["/api/shorten?phone=447911123456", ["phone", "url", "message", "alias", "country"], undefined],
      ["/api/qr?data=x", ["data", "size", "format"], undefined],
      ["/api/phone?number=447911123456", ["number", "country"], undefined],
      [`${v1}?limit=5`, ["q", "cursor", "limit"], apiKey],
      [`${v1}/${linkId}/analytics?range=7`, ["from", "to"], apiKey],
      [`${v1}/${linkId}/qr?size=300`, ["size", "format"], apiKey],
    ];
    const failures: string[] = [];
    const expectRefused = async (label: string, field: string, res: Response) => {
      const body = (await res.json()) as { error?: string; field?: string };
      if (res.status !== 400 || body.error !== "invalid_input" || body.field !== field)
        failures.push(`${label} → ${res.status} ${JSON.stringify(body)}`);
    };
    for (const value of [...CONTROL_VALUES, "x\ud800"]) {
      for (const [method, path, fields, key] of bodies)
        for (const field of Object.keys(fields))
          await expectRefused(
            `${method} ${path} ${field}=${JSON.stringify(value)}`,
            field,
            await api(method, path, { ...fields, [field]: value }, key),
          );
      // Nested and as a key: the whole body is read, not just the fields a route knows today.
      await expectRefused("nested", "extra", await api("POST", "/api/shorten", { extra: { a: [value] } }));
      await expectRefused(
        "as a key",
        replaceUnacceptableText(value),
        await api("POST", "/api/shorten", { [value]: "x" }),
      );
    }
    for (const value of CONTROL_VALUES)
      for (const [path, params, key] of queries)
        for (const param of params)
          await expectRefused(
            `GET ${path}&${param}=${JSON.stringify(value)}`,
            param,
            await api("GET", `${path}&${param}=${encodeURIComponent(value)}`, undefined, key),
          );
    expect(failures).toEqual([]);
  });

  it("pages read each run of control characters as a space: the form answers for what was on the screen", async () => {
    const made = await page("POST", "/dashboard/workspaces", {
      intent: "create",
      name: "Night\u0000\u0001Shop",
    });
    expect(made.status).toBe(302);
    const names = await app.running.database.db.select({ name: workspaces.name }).from(workspaces);
    expect(names.map((w) => w.name)).toContain("Night Shop");
    // An address with a NUL in it is an address to correct, not a server error.
    const login = await new FormClient(app.base).post("/login", {
      email: "a\u0000b@example.com",
      password: "x",
    });
    expect(login.status).toBe(401);
  });
});
