import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, links } from "#db/schema";
import { createApiKeyFor, MAX_API_KEYS_PER_WORKSPACE } from "#domain/api-keys/create-api-key.server";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { FormClient, signUp } from "./support/form-client";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * More API keys never mean more allowance (issue 21): a workspace has at most 20 live keys,
 * its keys share one call rate, and the account's 300 links an hour count links made one at a
 * time on the dashboard and through the API alike; dashboard imports draw on their own hourly
 * allowance (docs/decisions/0145), set small here.
 */
describe("REST API v1: limits belong to the workspace and the account, not the key", () => {
  const CALLS = 4;
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite", {
      env: {
        API_RATE_LIMIT_PER_MINUTE: String(CALLS),
        RATE_LIMIT_IMPORTED_LINKS_PER_HOUR: "299",
        RATE_LIMIT_FORMS_PER_10S: "1000",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const keyOf = async (accountId: number, workspaceId?: string) => {
    const made = await createApiKeyFor(server.running.database.db, accountId, {
      scope: "write",
      ...(workspaceId === undefined ? {} : { workspaceId }),
    });
    if (!made.ok) throw new Error(made.error);
    return made;
  };
  const call = (key: string, path: string, body?: unknown) =>
    fetch(`${server.base}/api/v1${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it(`caps a workspace at ${MAX_API_KEYS_PER_WORKSPACE} live keys, with a clear error on the keys page`, async () => {
    const { client, password } = await signUp(server.base);
    const create = (name: string) =>
      client.post("/dashboard/settings/api-keys", {
        intent: "create",
        name,
        scope: "read",
        currentPassword: password,
      });
    const first = await create("Key 1");
    expect(first.status).toBe(200);
    const { db } = server.running.database;
    const [row] = await db.select({ workspaceId: apiKeys.workspaceId }).from(apiKeys).limit(1);
    const [owner] = await db.select({ createdBy: apiKeys.createdBy }).from(apiKeys).limit(1);
    for (let n = 2; n <= MAX_API_KEYS_PER_WORKSPACE; n++)
      await keyOf(owner?.createdBy ?? 0, row?.workspaceId ?? "");
    const over = await create("One too many");
    expect(over.status).toBe(409);
    expect(over.text).toContain(
      `This workspace has ${MAX_API_KEYS_PER_WORKSPACE} keys, the most it may have.`,
    );
    const [live] = await db
      .select({ n: count() })
      .from(apiKeys)
      .where(eq(apiKeys.workspaceId, row?.workspaceId ?? ""));
    expect(live?.n).toBe(MAX_API_KEYS_PER_WORKSPACE);
  });

  it(`shares ${CALLS} calls a minute between every key of the workspace`, async () => {
    const owner = await signedInOwner(server);
    const [one, two] = [await keyOf(owner.accountId), await keyOf(owner.accountId)];
    for (let n = 0; n < CALLS; n++) expect((await call(one.key, "/workspace")).status).toBe(200);
    const refused = await call(two.key, "/workspace");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts links made on the dashboard and through the API against one 300 an hour, imports against their own", async () => {
    const owner: Owner = await signedInOwner(server);
    const key = await keyOf(owner.accountId);
    const { db } = server.running.database;
    const made = async () =>
      (await db.select({ n: count() }).from(links).where(eq(links.workspaceId, key.workspace)))[0]?.n;
    const upload = (csv: string) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File([csv], "links.csv", { type: "text/csv" }));
      return owner.post("/dashboard/import", form);
    };
    // 299 numbers, each a different chat: the import allowance (299 here) is spent.
    const rows = Array.from({ length: 299 }, (_, i) => `+44 7911 ${String(100000 + i)},Row ${i}`);
    const file = ["phone,message", ...rows, ""].join("\n");
    expect((await upload(file)).status).toBe(200);
    expect(await made()).toBe(299);
    // A new file is refused row by row, saying why; the same file again costs nothing.
    const more = await upload(["phone,message", "+44 7911 300000,Late", ""].join("\n"));
    expect(more.status).toBe(200);
    expect(await more.text()).toContain("hourly link allowance");
    expect((await upload(file)).status).toBe(200);
    expect(await made()).toBe(299);

    // One at a time: the dashboard's form and the API share the account's 300.
    const page = new FormClient(server.base);
    page.cookie = /chatlink_session=([^;]+)/.exec(owner.cookie)?.[1] ?? null;
    expect((await call(key.key, "/links", { phone: "+44 7911 200000" })).status).toBe(201);
    // Eight forms at a time: 299 posts one by one took most of the test's time on a busy machine.
    for (let first = 1; first < 300; first += 8) {
      const batch = Array.from({ length: Math.min(8, 300 - first) }, (_, i) => first + i);
      const answers = await Promise.all(
        batch.map((n) => page.post("/dashboard/links/new", { phone: `+44 7911 ${400000 + n}`, message: "" })),
      );
      for (const [i, res] of answers.entries()) expect(res.status, `form ${batch[i]}`).toBeLessThan(400);
    }
    expect(await made()).toBe(599);
    const refused = await call(key.key, "/links", { phone: "+44 7911 200001" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    expect((await page.post("/dashboard/links/new", { phone: "+44 7911 499999", message: "" })).status).toBe(
      429,
    );
    // 600 links made through three front doors: ~25 s on a slow, busy machine (30 s is the default).
  }, 90_000);
});

describe("REST API v1: one render-pool share per account, however many keys", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("leaves room for anonymous /api/qr while 16 connections on 8 keys keep drawing", async () => {
    const owner = await signedInOwner(server);
    const link = await owner.createLink();
    const keys: string[] = [];
    for (let n = 0; n < 8; n++) {
      const made = await createApiKeyFor(server.running.database.db, owner.accountId, { scope: "read" });
      if (!made.ok) throw new Error(made.error);
      keys.push(made.key);
    }
    let drawing = true;
    const hammer = async (key: string) => {
      while (drawing)
        await (
          await fetch(`${server.base}/api/v1/links/${link.id}/qr?size=2048`, {
            headers: { authorization: `Bearer ${key}` },
          })
        ).arrayBuffer();
    };
    const connections = Array.from({ length: 16 }, (_, n) => hammer(keys[n % 8] ?? ""));
    const anonymous: number[] = [];
    try {
      for (let n = 0; n < 6; n++) {
        const data = encodeURIComponent(`https://example.com/anonymous-${n}-${Date.now()}`);
        const answer = await fetch(`${server.base}/api/qr?data=${data}&size=2048`, {
          headers: { "x-forwarded-for": `198.51.100.${n + 1}` },
        });
        await answer.arrayBuffer();
        anonymous.push(answer.status);
      }
    } finally {
      drawing = false;
      await Promise.all(connections);
    }
    expect(anonymous).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
