import { errorText } from "#core/error-text";

/**
 * What start-up opened, closed in reverse order at shutdown (or when start-up fails half-way):
 * each part pushes its own close as soon as it exists, so nothing opened is left running.
 */
export class Cleanups {
  private readonly steps: Array<() => Promise<void> | void> = [];

  constructor(private readonly log: (message: string) => void) {}

  push(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  /**
   * Runs every step, newest first; one step's failure is logged and the others still run.
   * A timer holds the process open meanwhile: a step may wait on what holds nothing open (the QR
   * pool waits for its unref'd workers' exit, the embedded database's thread is unref'd between
   * queries), and Node ends a process whose loop is empty with code 0, promises pending. A stop
   * after a burst on PGlite once ended so, before the click recorder's step: a round's clicks lost.
   */
  async run(): Promise<void> {
    const holdOpen = setInterval(() => {}, 60_000);
    try {
      for (const step of this.steps.splice(0).reverse()) {
        try {
          await step();
        } catch (err) {
          this.log(`shutdown: ${errorText(err)}`);
        }
      }
    } finally {
      clearInterval(holdOpen);
    }
  }
}
