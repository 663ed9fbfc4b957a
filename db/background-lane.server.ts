/**
 * The embedded database answers one statement at a time, in the order they reach it (ADR 0136),
 * redirects' lookups and click writes alike. Statements whose SQL starts with BACKGROUND_MARK (the
 * click rollups and visitor hashes, written every second in short statements) go through this lane
 * in its thread: one at a time, and only while no other request is running, so a lookup that
 * arrives waits for at most the one write already running, not for a flush's queue of them.
 * A write held back longer than `maxWaitMs` goes anyway: a stream of lookups never stops counting.
 */
export const BACKGROUND_MARK = "/* background */";

export class BackgroundLane {
  private foreground = 0;
  private backgroundRunning = false;
  private pumpScheduled = false;
  private readonly waiting: Array<{ run: () => void; since: number }> = [];

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxWaitMs = 1000,
  ) {}

  /** Waiting background statements (bounded by their writers: each sends one at a time). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Starts a request now (PGlite queues it behind whatever it is running). */
  foregroundTask<T>(run: () => Promise<T>): Promise<T> {
    this.foreground++;
    const running = run();
    running
      .catch(() => {})
      .finally(() => {
        this.foreground--;
        this.schedulePump();
      });
    return running;
  }

  /** Starts a background statement when the lane is free and no foreground request runs. */
  backgroundTask<T>(run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        run()
          .then(resolve, reject)
          .finally(() => {
            this.backgroundRunning = false;
            this.schedulePump();
          });
      };
      this.waiting.push({ run: start, since: this.now() });
      this.schedulePump();
    });
  }

  /**
   * The next write starts on the next turn of the thread's loop, never in the continuation of the
   * last statement: PGlite runs a statement synchronously, so a chain of continuations would keep
   * the lookups' messages waiting unread until every write had run.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    const next = this.waiting[0];
    if (this.backgroundRunning || next === undefined) return;
    if (this.foreground > 0 && this.now() - next.since < this.maxWaitMs) return;
    this.waiting.shift();
    this.backgroundRunning = true;
    next.run();
  }
}
