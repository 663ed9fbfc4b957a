import { errorText } from "#core/error-text";
import type { Db } from "#db/client.server";
import { subscribedEndpoints, workspacesSubscribedTo } from "#db/queries/webhooks.server";
import type { Click } from "#domain/clicks/click-counters.server";
import { enqueueEvent } from "./enqueue-event.server";

/** One click as `link.clicked` reports it. */
export interface ClickedItem {
  linkId: string;
  code: string;
  time: string;
  country: string | null;
  device: string;
  ref: string | null;
  agent: string | null;
}

/**
 * Clicks waiting to become events, as columns allocated once: a click on the redirect writes a few
 * array slots instead of allocating an object. Twenty thousand small objects living five seconds
 * each were promoted out of the young generation, garbage the old generation's collector then paid for.
 */
class ClickColumns {
  length = 0;
  readonly workspaceId: string[];
  readonly linkId: Float64Array;
  readonly at: Float64Array;
  readonly code: string[];
  readonly country: Array<string | null>;
  readonly device: string[];
  readonly ref: Array<string | null>;
  readonly agent: Array<string | null>;

  constructor(readonly capacity: number) {
    this.workspaceId = new Array<string>(capacity).fill("");
    this.linkId = new Float64Array(capacity);
    this.at = new Float64Array(capacity);
    this.code = new Array<string>(capacity).fill("");
    this.country = new Array<string | null>(capacity).fill(null);
    this.device = new Array<string>(capacity).fill("");
    this.ref = new Array<string | null>(capacity).fill(null);
    this.agent = new Array<string | null>(capacity).fill(null);
  }

  push(workspaceId: string, click: Click): void {
    const i = this.length++;
    this.workspaceId[i] = workspaceId;
    this.linkId[i] = click.linkId;
    this.at[i] = Date.now();
    this.code[i] = click.code ?? "";
    this.country[i] = click.country;
    this.device[i] = click.profile.bot ? "bot" : click.profile.device;
    this.ref[i] = click.ref ?? null;
    this.agent[i] = click.agentId ?? null;
  }

  item(i: number): ClickedItem {
    return {
      linkId: String(this.linkId[i]),
      code: this.code[i] as string,
      time: new Date(this.at[i] as number).toISOString(),
      country: this.country[i] ?? null,
      device: this.device[i] as string,
      ref: this.ref[i] ?? null,
      agent: this.agent[i] ?? null,
    };
  }
}

export interface ClickEventOptions {
  /** How often buffered clicks become events (default 5 s). */
  flushMs?: number;
  /** How often the set of listening workspaces is read again whatever this instance was told (default 30 s). */
  refreshMs?: number;
  /** Clicks held at most between flushes; more are dropped and counted (default 20,000). */
  maxBuffered?: number;
  /** Clicks per event at most; a busier interval makes several events (default 1,000). */
  maxPerEvent?: number;
  log?: (message: string) => void;
}

/** Workspaces listening for clicks, at most (a set of ids in memory). */
const MAX_WORKSPACES = 50_000;

/**
 * `link.clicked` off the redirect path: `tap` is one Set lookup for a click of a workspace
 * without such an endpoint, a few array slots otherwise (nothing allocated either way). Every few
 * seconds the buffer becomes one outbox row per endpoint per workspace.
 */
export class ClickEvents {
  private workspaces = new Set<string>();
  /** Filled by `tap`; the other one is being turned into events, or waits empty (allocated on first use). */
  private buffer: ClickColumns | undefined;
  private spare: ClickColumns | undefined;
  private dropped = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> | undefined;
  private readonly maxBuffered: number;
  private readonly maxPerEvent: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly db: Db,
    private readonly options: ClickEventOptions = {},
  ) {
    this.maxBuffered = options.maxBuffered ?? 20_000;
    this.maxPerEvent = options.maxPerEvent ?? 1_000;
    this.log = options.log ?? ((m) => console.error(m));
  }

  start(): void {
    const flush = setInterval(() => void this.flush(), this.options.flushMs ?? 5_000);
    const refresh = setInterval(() => void this.reload(), this.options.refreshMs ?? 30_000);
    flush.unref();
    refresh.unref();
    this.timers.push(flush, refresh);
  }

  /** Reads which workspaces listen for clicks (endpoints changed here, or the periodic refresh). */
  async reload(): Promise<void> {
    try {
      this.workspaces = new Set(await workspacesSubscribedTo(this.db, "link.clicked", MAX_WORKSPACES));
    } catch (err) {
      this.log(`webhooks: click listeners not reloaded: ${errorText(err)}`);
    }
  }

  tap(click: Click): void {
    const workspaceId = click.workspaceId;
    if (workspaceId == null || !this.workspaces.has(workspaceId)) return;
    this.buffer ??= new ClickColumns(this.maxBuffered);
    if (this.buffer.length >= this.buffer.capacity) {
      this.dropped++;
      return;
    }
    this.buffer.push(workspaceId, click);
  }

  /** The buffer as events: per workspace, per endpoint listening now. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log(`webhooks: ${this.dropped} clicks not reported (buffer full)`);
      this.dropped = 0;
    }
    const taken = this.buffer;
    if (taken === undefined || taken.length === 0) return;
    this.buffer = this.spare;
    const byWorkspace = new Map<string, ClickedItem[]>();
    for (let i = 0; i < taken.length; i++) {
      const workspaceId = taken.workspaceId[i] as string;
      let list = byWorkspace.get(workspaceId);
      if (list === undefined) {
        list = [];
        byWorkspace.set(workspaceId, list);
      }
      list.push(taken.item(i));
    }
    // Read before the first wait: the columns take clicks again from the next flush on.
    taken.length = 0;
    this.spare = taken;
    for (const [workspaceId, clicks] of byWorkspace) {
      try {
        const endpoints = (await subscribedEndpoints(this.db, workspaceId, "link.clicked")).map((e) => e.id);
        if (endpoints.length === 0) continue;
        for (let at = 0; at < clicks.length; at += this.maxPerEvent)
          await enqueueEvent(this.db, endpoints, {
            type: "link.clicked",
            at: new Date(),
            data: { clicks: clicks.slice(at, at + this.maxPerEvent) },
          });
      } catch (err) {
        this.log(`webhooks: ${clicks.length} clicks of ${workspaceId} not reported: ${errorText(err)}`);
      }
    }
  }

  /** Stops the timers and writes what is buffered. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
  }
}
