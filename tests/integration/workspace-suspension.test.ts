import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, workspaceMembers } from "#db/schema";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { type FormClient, signUp } from "./support/form-client";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/**
 * A suspension holds whatever the workspace's membership does (issue 21): a co-owner who
 * removes the suspended owner does not bring its links back, and the suspended account's
 * own keys stay refused. Only the operator's unban-account restores the links.
 */
for (const driver of DRIVERS) {
  describe(`account suspension in a shared workspace on ${driver}`, () => {
    let server: TestServer;
    let suspended: { client: FormClient; email: string };
    let coOwner: { client: FormClient; email: string };
    let shopId: string;
    let suspendedId: number;
    let suspendedKey: string;
    let coOwnerKey: string;

    const accountIdOf = async (email: string): Promise<number> => {
      const [row] = await server.running.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email));
      if (row === undefined) throw new Error(`no account ${email}`);
      return row.id;
    };
    const api = (key: string, path: string, body?: unknown) =>
      fetch(`${server.base}/api/v1${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const visit = (code: string) => fetch(`${server.base}/${code}`, { redirect: "manual" });
    const keyFor = async (accountId: number) => {
      const key = await createApiKeyFor(server.running.database.db, accountId, {
        workspaceId: shopId,
        scope: "write",
      });
      if (!key.ok) throw new Error(key.error);
      return key.key;
    };

    beforeAll(async () => {
      server = await bootTestServer(driver);
      suspended = await signUp(server.base);
      coOwner = await signUp(server.base);
      const made = await suspended.client.post("/dashboard/workspaces", { intent: "create", name: "Shop" });
      expect(made.status).toBe(302);
      shopId = suspended.client.workspace ?? "";
      suspendedId = await accountIdOf(suspended.email);
      await server.running.database.db
        .insert(workspaceMembers)
        .values({ workspaceId: shopId, accountId: await accountIdOf(coOwner.email), role: "owner" });
      coOwner.client.workspace = shopId;
      suspendedKey = await keyFor(suspendedId);
      coOwnerKey = await keyFor(await accountIdOf(coOwner.email));
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("keeps the suspended owner's links hidden and keys refused after a co-owner removes it", async () => {
      const theirs = await api(suspendedKey, "/links", { phone: "+447911123456", alias: `held-${driver}` });
      expect(theirs.status).toBe(201);
      const theirId = ((await theirs.json()) as { id: string }).id;
      const ours = await api(coOwnerKey, "/links", { phone: "+447911123457", alias: `ours-${driver}` });
      expect(ours.status).toBe(201);

      expect((await server.admin("ban-account", { code: suspended.email })).status).toBe(200);
      const removed = await coOwner.client.post("/dashboard/workspaces/members", {
        intent: "remove",
        member: String(suspendedId),
      });
      expect(removed.status).toBe(200);

      // Asked for the first time only now: no cached answer from before stands in.
      expect((await visit(`held-${driver}`)).status).toBe(404);
      expect((await visit(`ours-${driver}`)).status).toBe(302);
      const refused = await api(suspendedKey, "/links", { phone: "+447911123458" });
      expect(refused.status).toBe(401);
      expect((await api(suspendedKey, "/workspace")).status).toBe(401);

      // Absent for the workspace too: not listed, not found by id, not on the dashboard.
      const listed = (await (await api(coOwnerKey, "/links")).json()) as { data: Array<{ code: string }> };
      expect(listed.data.map((link) => link.code)).toEqual([`ours-${driver}`]);
      expect((await api(coOwnerKey, `/links/${theirId}`)).status).toBe(404);
      const dashboard = (await coOwner.client.get("/dashboard")).text;
      expect(dashboard).toContain(`ours-${driver}`);
      expect(dashboard).not.toContain(`held-${driver}`);

      // The operator lifts the suspension: the links come back. The key stays refused: its
      // maker is no longer a member of the workspace.
      expect((await server.admin("unban-account", { code: suspended.email })).status).toBe(200);
      expect((await visit(`held-${driver}`)).status).toBe(302);
      expect((await api(coOwnerKey, `/links/${theirId}`)).status).toBe(200);
      expect((await api(suspendedKey, "/workspace")).status).toBe(401);
    });
  });
}
