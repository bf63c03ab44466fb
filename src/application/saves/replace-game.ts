import { isStorageFull } from '../../domain/errors';
import type { ChangeFeed } from '../ports/change-feed.port';
import type { Clock } from '../ports/clock.port';
import type { GameStore, ReplaceMode } from '../ports/game-store.port';
import type { Logger } from '../ports/logger.port';
import type { SafetyCopies, SafetyCopyInfo, SafetyReason } from '../ports/safety-copies.port';
import type { SaveFiles } from '../ports/save-files.port';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 34: the safety copy could not be taken (storage full) and the caller did not say that the
 * replace may go on without one. Nothing was changed; the player is asked, then the caller tries
 * again with `withoutCopy`.
 */
export class NoRoomForSafetyCopyError extends Error {
  override name = 'NoRoomForSafetyCopyError';
  constructor(cause?: unknown) {
    super('There is no room for a safety copy of the current game: nothing was changed.', { cause });
  }
}

export interface ReplaceOptions {
  /**
   * The player agreed to go on without a safety copy if none fits: the tables are cleared and
   * written in one transaction instead (atomic, but no copy to restore from afterwards). A copy is
   * still taken when there is room.
   */
  withoutCopy?: boolean;
}

export interface GameReplacerDeps {
  saveFiles: SaveFiles;
  safetyCopies: SafetyCopies;
  gameStore: GameStore;
  clock: Clock;
  logger: Logger;
  /** Given, other open tabs are told once a replace has written the new game (issue 14: they are left behind). */
  changes?: ChangeFeed;
}

/** Issue 14: every operation that replaces the whole game goes through here. */
export interface GameReplacer {
  /**
   * Takes a safety copy of the game, notes the replace as pending, runs `replace('fresh')` (the
   * database made again: key generators start afresh), then clears the note and tells other tabs. If the copy cannot
   * be taken (storage full), throws NoRoomForSafetyCopyError having changed nothing, unless
   * `withoutCopy` allows `replace('clear')` instead: atomic on its own, ids kept (issue 34).
   */
  replace<R>(reason: SafetyReason, replace: (mode: ReplaceMode) => Promise<R>, options?: ReplaceOptions): Promise<R>;
  /** `replace` for a use case that writes the new game through repositories (Game kept). */
  replaceTables<R>(reason: SafetyReason, write: (repos: Repositories) => Promise<R>, options?: ReplaceOptions): Promise<R>;
  /**
   * At start, after any replace running in another tab has ended: a replace some tab left
   * half-done is undone from its safety copy (null when none).
   */
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

  async function takeCopy(reason: SafetyReason, { withoutCopy = false }: ReplaceOptions): Promise<SafetyCopyInfo | null> {
    try {
      // Compact: a copy kept in this browser is never read by eye, and is smaller and quicker to write.
      const file = await saveFiles.exportSave(undefined, 'compact');
      return await safetyCopies.keep(file, { date: clock.now(), reason });
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      // Issue 34: never without the player's word (docs/decisions-saves.md "No safety copy: the player is asked").
      if (!withoutCopy) {
        logger.warn('No room for a safety copy: the replace waits for the player to agree to go on without one', error);
        throw new NoRoomForSafetyCopyError(error);
      }
      logger.warn('No room for a safety copy: as the player agreed, the game is replaced by clearing its tables', error);
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

  // Issue 34: told while the replace still holds the lock, so a tab waiting at its start to read
  // the game hears it before it opens the new database, and is not left behind by it.
  const told = <R>(result: R): R => {
    deps.changes?.publish({ kind: 'replaced' });
    return result;
  };

  const replace = <R>(reason: SafetyReason, run: (mode: ReplaceMode) => Promise<R>, options: ReplaceOptions = {}): Promise<R> =>
    safetyCopies.whileReplacing(async () => {
      const copy = await takeCopy(reason, options);
      if (!copy) return told(await run('clear'));
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
      return told(result);
    });

  let recovering: Promise<SafetyCopyInfo | null> | null = null;
  // Issue 34: a tab starting while another replaces the game waits for that replace to end (and
  // holds off the next one while it looks), so it never reads or writes a game being made again.
  // Once the lock is ours, a pending note can only be the leftover of a tab that died part-way.
  const recover = (): Promise<SafetyCopyInfo | null> =>
    safetyCopies.whileReplacing(async () => {
      const copyId = await safetyCopies.pending();
      if (copyId === null) return null;
      const info = (await safetyCopies.list()).find((copy) => copy.id === copyId);
      logger.warn(`A replace of the game was interrupted: restoring safety copy ${copyId}`);
      await putBack(copyId);
      return info ?? null;
    });

  return {
    replace,
    replaceTables: (reason, write, options) => replace(reason, (mode) => deps.gameStore.replaceAll(mode, write), options),
    // Shared by concurrent callers (React runs a first effect twice in development).
    recover: () => (recovering ??= recover().finally(() => (recovering = null))),
  };
}
