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

  /** Runs every step, newest first; one step's failure is logged and the others still run. */
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (err) {
        this.log(`shutdown: ${errorText(err)}`);
      }
    }
  }
}
