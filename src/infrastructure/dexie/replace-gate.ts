/**
 * Replacing the whole game (replace-database.ts) deletes the database and opens it again before its
 * one transaction writes the new game, and between the two every table is empty. A unit of work
 * that starts then (the history upgrade at start, a page saving a setting) would find no Game
 * record and fail, or write into the game about to be replaced. The gate keeps them apart: a
 * replace waits for the units of work already running and holds new ones until it is done.
 */
export class ReplaceGate {
  private running = 0;
  private drained: (() => void)[] = [];
  private replacing: Promise<void> | null = null;

  /** Before a unit of work: waits while a replace runs. Pair with `leave`. */
  async enter(): Promise<void> {
    while (this.replacing) await this.replacing;
    this.running += 1;
  }

  leave(): void {
    this.running -= 1;
    if (this.running === 0) for (const resolve of this.drained.splice(0)) resolve();
  }

  /** Runs `work` with no unit of work beside it; one replace at a time. */
  async exclusive<R>(work: () => Promise<R>): Promise<R> {
    while (this.replacing) await this.replacing;
    let release = () => {};
    this.replacing = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      if (this.running > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
      return await work();
    } finally {
      this.replacing = null;
      release();
    }
  }
}
