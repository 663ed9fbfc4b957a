import type { ApiErrorCode } from "#core/errors";
import type { WebhookEvent } from "#core/webhooks";
import type { Db } from "#db/client.server";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "#db/queries/webhooks.server";
import type { WebhookDeliveryStatus } from "#db/schema";

/** What the webhook operations need. */
export interface WebhookDeps {
  db: Db;
  /** WEBHOOKS_ALLOW_PRIVATE=1: loopback and private receivers are allowed (self-hosting, tests). */
  allowPrivate: boolean;
  /** A host name's addresses (DNS_SERVERS, or the system's resolver). */
  resolve: (host: string) => Promise<string[]>;
  /** Endpoints changed: the click tap's set of workspaces reloads. */
  changed: () => void;
  /** A delivery is due now (test event, redelivery): the worker looks at once. */
  wake: () => void;
  /** Milliseconds since the epoch (tests pin it); Date.now by default. */
  now?: () => number;
}

export type WebhookFailure = { ok: false; error: ApiErrorCode };

/** An endpoint as its workspace's owners and admins see it (API JSON, dashboard); never its secret. */
export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why the worker disabled it (its last failure), or null. */
  disabledReason: string | null;
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function webhookView(row: WebhookEndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One message to one endpoint, as the delivery log shows it. */
export interface DeliveryView {
  id: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The JSON body sent (the request; its headers are the Standard Webhooks ones). */
  request: string;
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

export function deliveryView(row: WebhookDeliveryRow): DeliveryView {
  return {
    id: row.id,
    event: row.eventType,
    status: row.status,
    attempts: row.attempts,
    request: row.payload,
    statusCode: row.lastStatusCode,
    durationMs: row.lastDurationMs,
    error: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function nowOf(deps: Pick<WebhookDeps, "now">): Date {
  return new Date(deps.now ? deps.now() : Date.now());
}
