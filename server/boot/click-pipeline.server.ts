import type { Database } from "#db/client.server";
import { upsertClickRollups } from "#db/queries/clicks.server";
import { dropSwitchedOffDimensions } from "#domain/analytics/switched-off-dimensions.server";
import { VisitorCounter } from "#domain/analytics/visitor-counter.server";
import {
  ClickRecorder,
  EMBEDDED_CATCH_UP_ROWS_PER_WRITE,
  EMBEDDED_ROWS_PER_WRITE,
  MAX_ROWS_PER_WRITE,
} from "#domain/clicks/click-recorder.server";
import { ClickEvents } from "#domain/webhooks/click-events.server";
import { WebhookWorker } from "#domain/webhooks/delivery-worker.server";
import { postWebhook } from "#domain/webhooks/post-webhook.server";
import { createAddressResolver } from "#domain/webhooks/url-guard.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import type { Env } from "../env.server";
import type { Cleanups } from "./cleanups.server";

/**
 * Where a click goes after the 302: the click recorder and the visitor counter (batched writes),
 * `link.clicked`'s tap, and the webhook outbox's sender. All run beside the redirect, never in it.
 */
export async function startClickPipeline(
  env: Env,
  opts: { database: Database; log: (message: string) => void },
  cleanups: Cleanups,
) {
  const { database, log } = opts;
  const { db } = database;
  const embedded = database.kind === "pglite";
  const clicks = new ClickRecorder((rows) => upsertClickRollups(db, rows), log, undefined, {
    maxRowsPerWrite: embedded ? EMBEDDED_ROWS_PER_WRITE : MAX_ROWS_PER_WRITE,
    ...(embedded ? { catchUpRowsPerWrite: EMBEDDED_CATCH_UP_ROWS_PER_WRITE } : {}),
    prepare: dropSwitchedOffDimensions(db),
  });
  // Runs before the database closes (cleanups run in reverse), so no click is lost.
  cleanups.push(() => clicks.close());
  const visitors = new VisitorCounter(db, {
    log,
    ...(embedded ? { rowsPerWrite: EMBEDDED_ROWS_PER_WRITE } : {}),
  });
  cleanups.push(() => visitors.close());
  // Today's and tomorrow's salts in memory before the first click.
  await visitors.maintain();

  // Webhooks: the outbox's sender, and `link.clicked`'s tap beside the click recorder.
  const resolveAddress = createAddressResolver(env.dnsServers);
  const allowPrivate = env.webhooksAllowPrivate;
  const webhookWorker = new WebhookWorker({
    db,
    post: (url, headers, body) => postWebhook(url, headers, body, { allowPrivate, resolve: resolveAddress }),
    log,
  });
  webhookWorker.start();
  cleanups.push(() => webhookWorker.stop());
  const clickEvents = new ClickEvents(db, { log });
  await clickEvents.reload();
  clickEvents.start();
  // After the worker's stop (reverse order): the last clicks reach the outbox, sent at the next start.
  cleanups.push(() => clickEvents.close());
  const webhookDeps: WebhookDeps = {
    db,
    allowPrivate,
    resolve: resolveAddress,
    changed: () => void clickEvents.reload(),
    wake: () => webhookWorker.wake(),
  };
  return { clicks, visitors, webhookWorker, clickEvents, webhookDeps };
}
