import type { Repositories } from './unit-of-work.port';

/**
 * How a replace empties the game first (issue 14):
 * - `fresh`: the database is deleted and made again (schema 11), so every table's key generator
 *   starts at 1 again; not atomic by itself, so only run under a safety copy (replace-game.ts).
 * - `clear`: every table is cleared inside the write's own transaction (atomic; key generators
 *   keep their place). The fallback when no safety copy could be taken.
 */
export type ReplaceMode = 'fresh' | 'clear';

/** The whole game at once (new game). Adapter: DexieGameStore. */
export interface GameStore {
  /**
   * Empties every table but Game (its rows are carried over as they are), then runs `write` in
   * one transaction over every table: if it rejects, nothing it wrote stays. Other open tabs are
   * told the game was replaced.
   */
  replaceAll<R>(mode: ReplaceMode, write: (repos: Repositories) => Promise<R>): Promise<R>;
}
