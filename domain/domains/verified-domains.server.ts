import { errorText } from "#core/error-text";
import type { Db } from "#db/client.server";
import { listVerifiedDomains } from "#db/queries/domains.server";

/** A verified custom domain as the redirect and the `ask` endpoint need it. */
export interface ServedDomain {
  id: string;
  workspaceId: string;
}

/**
 * Every verified custom domain, held in memory (docs/decisions/0156-custom-domain-hosts): the
 * redirect reads a request's Host against it and the TLS proxy's `ask` is answered from it,
 * with no database round trip. Reloaded whole when any domain's status changes (on every
 * instance, through the link-cache bus) and every `refreshMs` as a safety net; a failed
 * reload keeps the last known set, so handshakes are answered while the database is away.
 * Bounded by the domains a workspace may hold times the workspaces.
 */
export class VerifiedDomains {
  private byName = new Map<string, ServedDomain>();
  private loading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {}

  /** The domain a lower-case host name is, when it is verified. */
  get(name: string): ServedDomain | undefined {
    return this.byName.get(name);
  }

  get size(): number {
    return this.byName.size;
  }

  /** Reads the set again; calls during a reload make one more afterwards (a change may have come after its read). */
  reload(): Promise<void> {
    if (this.loading !== null) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        try {
          const rows = await listVerifiedDomains(this.db);
          this.byName = new Map(rows.map((row) => [row.name, { id: row.id, workspaceId: row.workspaceId }]));
        } catch (err) {
          this.log(`domains: verified set not reloaded, the last one stays: ${errorText(err)}`);
          return;
        }
      } while (this.again);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Reloads every `refreshMs` until `stop` (another instance's change without Redis shows within it). */
  start(refreshMs: number): void {
    this.timer = setInterval(() => void this.reload(), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
