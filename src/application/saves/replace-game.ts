import { isStorageFull } from '../../domain/errors';
import type { Clock } from '../ports/clock.port';
import type { GameStore, ReplaceMode } from '../ports/game-store.port';
import type { Logger } from '../ports/logger.port';
import type { SafetyCopies, SafetyCopyInfo, SafetyReason } from '../ports/safety-copies.port';
import type { SaveFiles } from '../ports/save-files.port';
import type { Repositories } from '../ports/unit-of-work.port';

export interface GameReplacerDeps {
  saveFiles: SaveFiles;
  safetyCopies: SafetyCopies;
  gameStore: GameStore;
  clock: Clock;
  logger: Logger;
}

/** Issue 14: every operation that replaces the whole game goes through here. */
export interface GameReplacer {
  /**
   * Takes a safety copy of the game, notes the replace as pending, runs `replace('fresh')` (the
   * database made again: key generators start afresh), then clears the note. If the copy cannot
   * be taken (storage full), runs `replace('clear')` instead: atomic on its own, ids kept.
   */
  replace<R>(reason: SafetyReason, replace: (mode: ReplaceMode) => Promise<R>): Promise<R>;
  /** `replace` for a use case that writes the new game through repositories (Game kept). */
  replaceTables<R>(reason: SafetyReason, write: (repos: Repositories) => Promise<R>): Promise<R>;
  /** At start: a replace some tab left half-done is undone from its safety copy (null when none). */
  recover(): Promise<SafetyCopyInfo | null>;
}

/**
 * Deleting and making the database again is not one transaction, so from the player's view the
 * replace stays atomic this way: the copy and the pending note are written before the old game is
 * touched; a failure after that puts the copy back at once; a tab killed part-way leaves the note,
 * and the next start puts the copy back (recover). One replace at a time in the whole browser.
 */
export function createGameReplacer(deps: GameReplacerDeps): GameReplacer {
  const { saveFiles, safetyCopies, clock, logger } = deps;

  async function takeCopy(reason: SafetyReason): Promise<SafetyCopyInfo | null> {
    try {
      // Compact: a copy kept in this browser is never read by eye, and is smaller and quicker to write.
      const file = await saveFiles.exportSave(undefined, 'compact');
      return await safetyCopies.keep(file, { date: clock.now(), reason });
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      logger.warn('No room for a safety copy: the game is replaced by clearing its tables', error);
      return null;
    }
  }

  async function putBack(copyId: number): Promise<void> {
    const file = await safetyCopies.fileOf(copyId);
    if (!file) {
      // Nothing left to put back: asking again at every start would only fail again.
      await safetyCopies.setPending(null);
      throw new Error(`Safety copy ${copyId} is gone: the interrupted replace cannot be undone.`);
    }
    await saveFiles.restoreCopy(file, 'fresh');
    await safetyCopies.setPending(null);
  }

  const replace = <R>(reason: SafetyReason, run: (mode: ReplaceMode) => Promise<R>): Promise<R> =>
    safetyCopies.whileReplacing(async () => {
      const copy = await takeCopy(reason);
      if (!copy) return run('clear');
      await safetyCopies.setPending(copy.id);
      let result: R;
      try {
        result = await run('fresh');
      } catch (error) {
        logger.error('Replacing the game failed: putting back the game as it was', error);
        await putBack(copy.id);
        throw error;
      }
      await safetyCopies.setPending(null);
      return result;
    });

  let recovering: Promise<SafetyCopyInfo | null> | null = null;
  const recover = async (): Promise<SafetyCopyInfo | null> => {
    const found = await safetyCopies.unlessReplacing(async () => {
      const copyId = await safetyCopies.pending();
      if (copyId === null) return null;
      const info = (await safetyCopies.list()).find((copy) => copy.id === copyId);
      logger.warn(`A replace of the game was interrupted: restoring safety copy ${copyId}`);
      await putBack(copyId);
      return info ?? null;
    });
    return found ?? null;
  };

  return {
    replace,
    replaceTables: (reason, write) => replace(reason, (mode) => deps.gameStore.replaceAll(mode, write)),
    // Shared by concurrent callers (React runs a first effect twice in development).
    recover: () => (recovering ??= recover().finally(() => (recovering = null))),
  };
}
