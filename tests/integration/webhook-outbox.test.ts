import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { RETRY_DELAYS_MS } from "#core/webhooks";
import { openDatabase } from "#db/client.server";
import { findWebhookRow, listDeliveryRows } from "#db/queries/webhooks.server";
import { workspaces } from "#db/schema";
import { createWebhook } from "#domain/webhooks/create-webhook.server";
import { WebhookWorker } from "#domain/webhooks/delivery-worker.server";
import type { PostResult } from "#domain/webhooks/post-webhook.server";
import { sendTestEvent } from "#domain/webhooks/send-test-event.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import { freshDataDir } from "../support/fresh-data-dir";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";

warnIfPostgresSkipped();

const DAY = 86_400_000;

/** The outbox's worker with a fake clock and receiver (docs/decisions/0157-webhook-outbox.md). */
for (const driver of DRIVERS) {
  // Opening PGlite (with its migrations) takes seconds, and one test opens it three times.
  describe(`webhook outbox on ${driver}`, { timeout: 120_000 }, () => {
    const cleanups: Array<() => Promise<void> | void> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      cleanups.length = 0;
    });

    /** A database (reopenable: the same directory or PostgreSQL database), a workspace and one endpoint. */
    async function setUp() {
      const dataDir = freshDataDir("chatlink-outbox-");
      let pg: TestDatabase | undefined;
      if (driver === "postgres") pg = await createTestDatabase();
      cleanups.push(async () => {
        await pg?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      const open = async () => {
        const database = await openDatabase({ dataDir, databaseUrl: pg?.url, log: () => {} });
        let closed = false;
        const close = async () => {
          if (closed) return;
          closed = true;
          await database.close();
        };
        cleanups.push(close);
        return { database, close };
      };
      const first = await open();
      const { db } = first.database;
      await db.insert(workspaces).values({ id: "ws_outbox", name: "Outbox" });
      const deps: WebhookDeps = {
        db,
        allowPrivate: true,
        resolve: async () => ["127.0.0.1"],
        changed: () => {},
        wake: () => {},
      };
      const actor = { workspaceId: "ws_outbox", accountId: null };
      const made = await createWebhook(deps, actor, {
        url: "http://receiver.test/hook",
        events: ["link.created"],
      });
      if (!made.ok) throw new Error(made.error);
      return { first, open, deps, actor, endpointId: made.webhook.id };
    }

    it("retries a failing delivery on the growing schedule for about a day, then disables the endpoint with the reason", async () => {
      const { deps, actor, endpointId } = await setUp();
      let clock = Date.now();
      const sent: number[] = [];
      const worker = new WebhookWorker({
        db: deps.db,
        now: () => clock,
        post: async (): Promise<PostResult> => {
          sent.push(clock);
          return { statusCode: 503, durationMs: 3, error: "HTTP 503" };
        },
      });
      await sendTestEvent({ ...deps, now: () => clock }, actor, { id: endpointId });
      const started = clock;
      for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
        expect(await worker.tick()).toBe(1);
        // Not due again a moment before its delay has passed.
        const delay = RETRY_DELAYS_MS[attempt - 1];
        if (delay === undefined) break;
        clock += delay - 1000;
        expect(await worker.tick()).toBe(0);
        clock += 1000;
      }
      const gaps = sent.slice(1).map((at, i) => at - (sent[i] as number));
      expect(gaps).toEqual(RETRY_DELAYS_MS);
      const span = (sent.at(-1) as number) - started;
      expect(span).toBeGreaterThan(0.9 * DAY);
      expect(span).toBeLessThan(1.1 * DAY);
      const [delivery] = await listDeliveryRows(deps.db, endpointId, 5);
      expect(delivery).toMatchObject({
        status: "failed",
        attempts: 9,
        lastStatusCode: 503,
        nextAttemptAt: null,
      });
      const endpoint = await findWebhookRow(deps.db, actor.workspaceId, endpointId);
      expect(endpoint?.enabled).toBe(false);
      expect(endpoint?.disabledReason).toMatch(/HTTP 503/);
      clock += DAY;
      expect(await worker.tick()).toBe(0);
    });

    it("loses no delivery when the process stops mid-send or mid-retry: the next one sends it once", async () => {
      const { first, open, deps, actor, endpointId } = await setUp();
      // 1. A worker claims the delivery and dies before its POST answers.
      const claimedOnce = new Promise<void>((resolveClaim) => {
        const dying = new WebhookWorker({
          db: deps.db,
          post: () => {
            resolveClaim();
            return new Promise<PostResult>(() => {});
          },
        });
        void sendTestEvent(deps, actor, { id: endpointId }).then(() => dying.tick());
      });
      await claimedOnce;
      await first.close();

      // 2. Restarted: not sent again while the dead worker's lease runs, sent once it is over.
      const second = await open();
      const received: string[] = [];
      let clock = Date.now();
      let answer: PostResult = { statusCode: 500, durationMs: 1, error: "HTTP 500" };
      const worker = new WebhookWorker({
        db: second.database.db,
        now: () => clock,
        post: async (_url, headers) => {
          received.push(headers["webhook-id"] as string);
          return answer;
        },
      });
      expect(await worker.tick()).toBe(0);
      clock += 61_000;
      expect(await worker.tick()).toBe(1);
      await second.close();

      // 3. Restarted again mid-retry: the failed attempt's retry is still due, and delivered.
      const third = await open();
      const again = new WebhookWorker({
        db: third.database.db,
        now: () => clock + (RETRY_DELAYS_MS[0] as number),
        post: async (_url, headers) => {
          received.push(headers["webhook-id"] as string);
          return answer;
        },
      });
      answer = { statusCode: 204, durationMs: 1, error: null };
      expect(await again.tick()).toBe(1);
      expect(await again.tick()).toBe(0);
      const [delivery] = await listDeliveryRows(third.database.db, endpointId, 5);
      expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 204 });
      expect(received).toEqual([delivery?.id, delivery?.id]);
    });

    it("never hands one delivery to two workers at once", async () => {
      const { deps, actor, endpointId } = await setUp();
      for (let i = 0; i < 12; i++) await sendTestEvent(deps, actor, { id: endpointId });
      const ids: string[] = [];
      const post = async (_url: string, headers: Record<string, string>): Promise<PostResult> => {
        ids.push(headers["webhook-id"] as string);
        await new Promise((r) => setTimeout(r, 5));
        return { statusCode: 200, durationMs: 5, error: null };
      };
      const a = new WebhookWorker({ db: deps.db, post, concurrency: 2 });
      const b = new WebhookWorker({ db: deps.db, post, concurrency: 2 });
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    });
  });
}
