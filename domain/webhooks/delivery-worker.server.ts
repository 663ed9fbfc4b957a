import pLimit from "p-limit";
import { errorText } from "#core/error-text";
import { RETRY_DELAYS_MS } from "#core/webhooks";
import type { Db } from "#db/client.server";
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableWebhook,
  pruneDeliveries,
  recordAttempt,
} from "#db/queries/webhooks.server";
import type { PostResult } from "./post-webhook.server";
import { signedHeaders } from "./sign.server";

export interface WorkerDeps {
  db: Db;
  /** POSTs one signed body (post-webhook.server.ts; tests give a receiver of their own). */
  post: (url: string, headers: Record<string, string>, body: string) => Promise<PostResult>;
  /** Milliseconds since the epoch; tests move it to reach each retry. */
  now?: () => number;
  log?: (message: string) => void;
  /** Requests in flight at most (default 4). */
  concurrency?: number;
  /** How long a claimed delivery is this worker's before another may send it (default 60 s, > a POST's timeout). */
  leaseMs?: number;
  /** The log's length: finished deliveries older than this are deleted (default 7 days). */
  keepMs?: number;
}

/** When the next attempt is after `attempts` failed ones, or null: it has failed for good. */
export function nextAttemptAfter(attempts: number, now: number): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now + delay);
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Sends the outbox (docs/decisions/0157-webhook-outbox.md): claims due deliveries, POSTs them
 * with bounded concurrency, records each attempt, schedules the retry or gives up, and disables
 * an endpoint whose delivery failed for about a day. Runs in the server process, never on the
 * redirect path; every instance may run one (claims skip each other's rows).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPrune = 0;
  private readonly limit: ReturnType<typeof pLimit>;

  constructor(private readonly deps: WorkerDeps) {
    this.limit = pLimit(deps.concurrency ?? 4);
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  start(intervalMs = 1000): void {
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
  }

  /** Look for due deliveries now (one pass at a time; a wake during a pass runs another after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.running !== undefined) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .then(() => undefined)
      .catch((err) => this.deps.log?.(`webhooks: ${errorText(err)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** One pass: sends what is due (in batches until none is), prunes the log hourly. Tests call it. */
  async tick(): Promise<number> {
    let sent = 0;
    const batch = (this.deps.concurrency ?? 4) * 4;
    for (;;) {
      if (this.stopped) break;
      const claimed = await claimDueDeliveries(
        this.deps.db,
        new Date(this.now()),
        this.deps.leaseMs ?? 60_000,
        batch,
      );
      await Promise.all(claimed.map((delivery) => this.limit(() => this.send(delivery))));
      sent += claimed.length;
      if (claimed.length < batch) break;
    }
    if (this.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = this.now();
      await pruneDeliveries(this.deps.db, new Date(this.now() - (this.deps.keepMs ?? 7 * 86_400_000)));
    }
    return sent;
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const at = this.now();
    const headers = signedHeaders(delivery.secret, delivery.id, Math.floor(at / 1000), delivery.payload);
    const result = await this.deps.post(delivery.url, headers, delivery.payload);
    const ok = result.error === null;
    const attempts = delivery.attempts + 1;
    const retryAt = ok ? null : nextAttemptAfter(attempts, this.now());
    const next: AttemptOutcome["next"] = ok
      ? { status: "delivered" }
      : retryAt === null
        ? { status: "failed" }
        : { status: "pending", at: retryAt };
    await recordAttempt(this.deps.db, delivery.id, {
      at: new Date(at),
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      next,
    });
    if (next.status === "failed") {
      await disableWebhook(
        this.deps.db,
        delivery.endpointId,
        `Deliveries failed for a day; last: ${result.error ?? "error"}`,
        new Date(this.now()),
      );
      this.deps.log?.(`webhooks: endpoint ${delivery.endpointId} disabled after ${attempts} failed attempts`);
    }
  }

  /** Stops claiming and waits for the pass in progress (its attempts are recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.running;
  }
}
