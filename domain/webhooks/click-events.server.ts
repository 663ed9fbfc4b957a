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

interface Buffered {
  workspaceId: string;
  linkId: number;
  code: string;
  at: number;
  country: string | null;
  device: string;
  ref: string | null;
  agent: string | null;
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
 * without such an endpoint (nothing allocated), one small object pushed otherwise. Every few
 * seconds the buffer becomes one outbox row per endpoint per workspace.
 */
export class ClickEvents {
  private workspaces = new Set<string>();
  private buffer: Buffered[] = [];
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
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped++;
      return;
    }
    this.buffer.push({
      workspaceId,
      linkId: click.linkId,
      code: click.code ?? "",
      at: Date.now(),
      country: click.country,
      device: click.profile.bot ? "bot" : click.profile.device,
      ref: click.ref ?? null,
      agent: click.agentId ?? null,
    });
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
    if (this.buffer.length === 0) return;
    const taken = this.buffer;
    this.buffer = [];
    const byWorkspace = new Map<string, ClickedItem[]>();
    for (const click of taken) {
      let list = byWorkspace.get(click.workspaceId);
      if (list === undefined) {
        list = [];
        byWorkspace.set(click.workspaceId, list);
      }
      list.push({
        linkId: String(click.linkId),
        code: click.code,
        time: new Date(click.at).toISOString(),
        country: click.country,
        device: click.device,
        ref: click.ref,
        agent: click.agent,
      });
    }
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
