import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints, workspaceMembers } from "#db/schema";
import { importLinks } from "#domain/links/import-links.server";
import { noteLinkImport, startLinkImport } from "#domain/links/record-link-import.server";
import { undoLinkImport } from "#domain/links/undo-link-import.server";
import { apiV1Fixture } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { visitAsPhone } from "./support/test-server";
import { startReceiver } from "./support/webhook-receiver";

warnIfPostgresSkipped();

const ALL = ["link.created", "link.updated", "link.deleted", "link.clicked"];

/** docs/product.md "Webhooks" over the REST API, with a receiver on loopback (WEBHOOKS_ALLOW_PRIVATE=1). */
for (const driver of DRIVERS) {
  describe(`webhooks API on ${driver}`, () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver?.close());
    const api = apiV1Fixture(driver, { env: () => ({ WEBHOOKS_ALLOW_PRIVATE: "1" }) });
    const { call } = api;
    let id = "";
    let secret = "";

    it("adds an endpoint and shows its secret once; another workspace cannot see it", async () => {
      const bad = await call(api.aliceKey, "POST", "/webhooks", { url: "ftp://example.com/x", events: ALL });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toBe("webhook_url_invalid");
      const noEvent = await call(api.aliceKey, "POST", "/webhooks", {
        url: receiver.url,
        events: ["link.viewed"],
      });
      expect(noEvent.status).toBe(400);
      expect(noEvent.json.error).toBe("invalid_request");

      const made = await call(api.aliceKey, "POST", "/webhooks", { url: receiver.url, events: ALL });
      expect(made.status).toBe(201);
      expect(made.json).toMatchObject({ url: receiver.url, events: ALL, enabled: true });
      expect(made.json.secret).toMatch(/^whsec_/);
      id = made.json.id;
      secret = made.json.secret;
      const listed = await call(api.aliceReadKey, "GET", "/webhooks");
      expect(listed.json.data).toHaveLength(1);
      expect(JSON.stringify(listed.json)).not.toContain(secret);
      expect((await call(api.bobKey, "GET", `/webhooks/${id}`)).status).toBe(404);
      expect((await call(api.bobKey, "DELETE", `/webhooks/${id}`)).status).toBe(404);
      expect((await call(api.aliceReadKey, "POST", `/webhooks/${id}/test`)).status).toBe(403);
    });

    it("sends signed link.created, link.updated and link.deleted events", async () => {
      const hook = new Webhook(secret);
      const link = await call(api.aliceKey, "POST", "/links", { phone: "+44 7911 123456", message: "Hi" });
      expect(link.status).toBe(201);
      const created = await receiver.next("link.created", (r) => r.json.data.id === link.json.id);
      expect(hook.verify(created.body, created.headers as Record<string, string>)).toMatchObject({
        type: "link.created",
        data: { id: link.json.id, code: link.json.code, phone: "+447911123456", message: "Hi" },
      });
      expect(created.headers["webhook-id"]).toMatch(/^msg_/);

      expect((await call(api.aliceKey, "PATCH", `/links/${link.json.id}`, { message: "Hello" })).status).toBe(
        200,
      );
      const updated = await receiver.next("link.updated", (r) => r.json.data.id === link.json.id);
      expect(updated.json.data.message).toBe("Hello");
      expect(() => hook.verify(updated.body, updated.headers as Record<string, string>)).not.toThrow();

      expect((await call(api.aliceKey, "DELETE", `/links/${link.json.id}`)).status).toBe(204);
      const deleted = await receiver.next("link.deleted", (r) => r.json.data.id === link.json.id);
      expect(deleted.json.data).toEqual({ id: link.json.id, code: link.json.code });
    });

    it("sends link.created for each link an import makes, and link.deleted for each when it is undone", async () => {
      const hook = new Webhook(secret);
      const { db } = api.server.running.database;
      const [endpoint] = await db
        .select({ workspaceId: webhookEndpoints.workspaceId })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      const workspaceId = endpoint?.workspaceId as string;
      const [member] = await db
        .select({ accountId: workspaceMembers.accountId })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId));
      const createdBy = member?.accountId as number;
      const importId = await startLinkImport(db, { workspaceId, createdBy, fileName: "flyers.csv" });
      const alias = `imp${api.stamp}`;
      const result = await importLinks(
        db,
        [
          { line: 2, phone: "+44 7911 123450", message: "Shop", alias },
          { line: 3, phone: "+44 7911 123451" },
        ],
        { workspaceId, importId, createdBy },
        async () => {},
      );
      expect(result.imported).toBe(2);
      const first = await receiver.next("link.created", (r) => r.json.data.code === alias);
      expect(hook.verify(first.body, first.headers as Record<string, string>)).toMatchObject({
        type: "link.created",
        data: { code: alias, phone: "+447911123450", message: "Shop", domain: null },
      });
      const second = await receiver.next("link.created", (r) => r.json.data.phone === "+447911123451");
      await noteLinkImport(db, importId, { imported: 2, skipped: 0, refused: 0 }, true);

      const undone = await undoLinkImport(db, async () => {}, workspaceId, importId);
      expect(undone).toEqual({ ok: true, deleted: 2 });
      for (const created of [first, second]) {
        const deleted = await receiver.next("link.deleted", (r) => r.json.data.id === created.json.data.id);
        expect(deleted.json.data).toEqual({ id: created.json.data.id, code: created.json.data.code });
      }
    });

    it("reports a short interval's clicks in one link.clicked event", async () => {
      const link = await call(api.aliceKey, "POST", "/links", {
        phone: "+44 7911 123456",
        alias: `clk${api.stamp}`,
      });
      for (let i = 0; i < 3; i++) expect((await visitAsPhone(api.server, link.json.code)).status).toBe(302);
      await api.server.running.clickEvents.flush();
      const clicked = await receiver.next("link.clicked");
      expect(clicked.json.data.clicks).toHaveLength(3);
      expect(clicked.json.data.clicks[0]).toMatchObject({
        linkId: link.json.id,
        code: link.json.code,
        device: "mobile",
      });
      expect(receiver.received.filter((r) => r.json.type === "link.clicked")).toHaveLength(1);
    });

    it("logs a failed delivery with its status code, retries it later, and redelivers it by hand", async () => {
      receiver.state.status = 500;
      const test = await call(api.aliceKey, "POST", `/webhooks/${id}/test`);
      expect(test.status).toBe(202);
      const deliveryId = test.json.id as string;
      await receiver.next("webhook.test");
      let log = await call(api.aliceReadKey, "GET", `/webhooks/${id}/deliveries`);
      for (let i = 0; i < 100 && log.json.data[0].attempts === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        log = await call(api.aliceReadKey, "GET", `/webhooks/${id}/deliveries`);
      }
      const failed = log.json.data.find((d: { id: string }) => d.id === deliveryId);
      expect(failed).toMatchObject({
        event: "webhook.test",
        status: "pending",
        attempts: 1,
        statusCode: 500,
      });
      // The next attempt is about 30 s after this one.
      const wait = Date.parse(failed.nextAttemptAt) - Date.parse(failed.lastAttemptAt);
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThanOrEqual(31_000);

      receiver.state.status = 204;
      const retried = await call(api.aliceKey, "POST", `/webhooks/${id}/deliveries/${deliveryId}/retry`);
      expect(retried.status).toBe(202);
      for (let i = 0; i < 200; i++) {
        log = await call(api.aliceReadKey, "GET", `/webhooks/${id}/deliveries`);
        if (log.json.data.find((d: { id: string }) => d.id === deliveryId).status === "delivered") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(log.json.data.find((d: { id: string }) => d.id === deliveryId)).toMatchObject({
        status: "delivered",
        statusCode: 204,
      });
      const copies = receiver.received.filter((r) => r.headers["webhook-id"] === deliveryId);
      expect(copies).toHaveLength(2);
      expect(copies[0]?.body).toBe(copies[1]?.body);
      const missing = await call(api.aliceKey, "POST", `/webhooks/${id}/deliveries/msg_nope/retry`);
      expect(missing.json.error).toBe("delivery_not_found");
    });

    it("changes and deletes an endpoint; a workspace holds at most 10", async () => {
      const off = await call(api.aliceKey, "PATCH", `/webhooks/${id}`, {
        events: ["link.deleted"],
        enabled: false,
      });
      expect(off.json).toMatchObject({ events: ["link.deleted"], enabled: false });
      const extra: string[] = [];
      for (let i = 0; i < 9; i++) {
        const made = await call(api.aliceKey, "POST", "/webhooks", {
          url: `${receiver.url}/${i}`,
          events: ["link.created"],
        });
        expect(made.status).toBe(201);
        extra.push(made.json.id);
      }
      const full = await call(api.aliceKey, "POST", "/webhooks", {
        url: receiver.url,
        events: ["link.created"],
      });
      expect(full.status).toBe(409);
      expect(full.json.error).toBe("too_many_webhooks");
      for (const other of [...extra, id])
        expect((await call(api.aliceKey, "DELETE", `/webhooks/${other}`)).status).toBe(204);
      expect((await call(api.aliceKey, "GET", `/webhooks/${id}`)).status).toBe(404);
    });
  });
}
