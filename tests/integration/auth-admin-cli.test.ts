import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.server";
import { accounts } from "#db/schema";
import { FormClient, signUp } from "./support/form-client";
import { childEnv, runAdmin } from "./support/processes";
import { bootTestServer, type TestServer } from "./support/test-server";

/** `npm run admin -- ban-account|unban-account <email>`, with the server up (through it) and down (directly). */
describe("operator CLI: ban-account and unban-account", () => {
  let server: TestServer;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
    env = childEnv({ DATA_DIR: server.dataDir });
  });
  afterAll(async () => {
    await server?.running.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("bans and unbans through the running server, which applies it at once", async () => {
    const { client, email, password } = await signUp(server.base);
    const banned = await runAdmin(["ban-account", email.toUpperCase()], env);
    expect(banned.code).toBe(0);
    expect(banned.stderr).toContain("through the running server");
    expect(banned.json).toEqual({ bannedAccount: email });
    expect((await client.get("/dashboard/settings")).status).toBe(302);
    const refused = await new FormClient(server.base).post("/login", { email, password });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("suspended");

    const unbanned = await runAdmin(["unban-account", email], env);
    expect(unbanned.json).toEqual({ unbannedAccount: email });
    expect((await new FormClient(server.base).post("/login", { email, password })).status).toBe(302);

    const unknown = await runAdmin(["ban-account", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.json).toEqual({ error: "account_not_found" });
    expect(unknown.stderr).toContain("No account has that email.");
  });

  it("works on the database directly when the server is down", async () => {
    const { email } = await signUp(server.base);
    await server.running.close();
    const banned = await runAdmin(["ban-account", email], env);
    expect(banned.code).toBe(0);
    expect(banned.stderr).toContain("directly on the embedded database");
    expect(banned.json).toEqual({ bannedAccount: email });
    const database = await openDatabase({ dataDir: server.dataDir, databaseUrl: undefined });
    try {
      const [row] = await database.db
        .select({ bannedAt: accounts.bannedAt })
        .from(accounts)
        .where(eq(accounts.email, email));
      expect(row?.bannedAt).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }
  });
});
