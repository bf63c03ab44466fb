import type { Logger } from '../../application/ports/logger.port';
import { storedRowsConnection } from '../dexie/sparse-rows-middleware';
import type { ReplaceMode } from '../../application/ports/game-store.port';
import type { CheckedSave, CheckSaveOptions, SaveFiles, SaveProgress, SaveText } from '../../application/ports/save-files.port';
import type { TableName } from '../../domain/entities/tables';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';
import { replaceDatabase } from '../dexie/replace-database';
import { rowsOfCopy } from './copy-rows';
import { readSaveFile } from './read-save-file';
import { exportPlainSave } from './save-export';
import { tablesKeptFor, TABLES_KEPT_ON_IMPORT, validateSaveFile } from './save-file-validation';
import { GAME_ID, HISTORY_INDEX } from '../../domain/entities/game';
import { historyIndexOfRows } from '../../domain/entities/played-card';
import { storedRowAsRead } from '../dexie/stored-rows';

/** SPEC §7: exports in chunks of 2000 rows (imports write in chunks of the same size). */
export const EXPORT_ROWS_PER_CHUNK = 2000;
export { TABLES_KEPT_ON_IMPORT };

type LibraryProgress = { completedRows: number; totalRows: number | undefined };
type OnProgress = (progress: SaveProgress) => void;

/**
 * Save files in dexie-export-import's format (DESIGN §2). Export writes the library's exact text
 * itself for plain-JSON rows (faster, save-export.ts) and leaves other rows to the library; import
 * reads and checks the whole file first, then writes it with Dexie in one transaction (the
 * library's importInto silently skips rows that carry an `incomplete` field and revives typeson
 * markers from untrusted input: docs/decisions-saves.md).
 */
export class DexieSaveFiles implements SaveFiles {
  constructor(
    private readonly db: KayfabeDatabase,
    private readonly logger: Logger,
  ) {}

  async exportSave(onProgress?: OnProgress, text: SaveText = 'pretty'): Promise<Blob> {
    const report = (progress: SaveProgress) => this.report('Export', progress, onProgress);
    // SPEC §7: pretty text, as the library writes with `prettyJson`; compact (as it writes without)
    // when asked: a third smaller, and quicker to write. The library and we read either alike.
    // docs/decisions-saves.md "Backup text: pretty by default, compact on request".
    const pretty = text === 'pretty';
    const plain = await exportPlainSave(this.db, { rowsPerChunk: EXPORT_ROWS_PER_CHUNK, onProgress: report, pretty });
    if (plain) return plain;
    // A row holds more than plain JSON (a Date, undefined...): the library's typeson writes it. It
    // is only needed then, so it loads then, not with the first page (issue 8).
    this.logger.info('Backup written by dexie-export-import: a row holds values other than plain JSON');
    const { exportDB } = await import('dexie-export-import');
    // Issue 36: the rows as stored, as our writer writes them (sparse-rows-middleware.ts).
    const stored = await storedRowsConnection(this.db);
    try {
      return await exportDB(stored, {
        prettyJson: pretty,
        numRowsPerChunk: EXPORT_ROWS_PER_CHUNK,
        progressCallback: ({ completedRows, totalRows }: LibraryProgress) => {
          this.report('Export', { done: completedRows, total: totalRows ?? 0 }, onProgress);
          return true;
        },
      });
    } finally {
      stored.close();
    }
  }

  async importSave(file: Blob, onProgress?: OnProgress): Promise<void> {
    const save = await this.checkSave(file);
    await this.logged(save.write('clear', onProgress));
  }

  async checkSave(file: Blob, options: CheckSaveOptions = {}): Promise<CheckedSave> {
    const save = await this.logged(readSaveFile(file).then((read) => validateSaveFile(read, this.db, options)));
    if (save.fieldRepairs.length > 0) this.logger.warn(`Save import repaired ${save.fieldRepairs.length} values outside the game's rules`);
    if (save.filled > 0) this.logger.info(`Save import filled ${save.filled} missing fields with defaults`);
    if (save.repaired > 0) this.logger.warn(`Save import repaired ${save.repaired} values (wrong type or unsafe URL)`);
    return {
      rowCount: save.rowCount,
      write: (mode, onProgress) => this.logged(this.write(save.rows, save.rowCount, mode, tablesKeptFor(save.rows), onProgress)),
    };
  }

  async restoreCopy(file: Blob, mode: ReplaceMode, onProgress?: OnProgress): Promise<void> {
    const rows = rowsOfCopy(await readSaveFile(file));
    const count = [...rows.values()].reduce((sum, list) => sum + list.length, 0);
    await this.logged(this.write(rows, count, mode, [], onProgress));
  }

  private async logged<R>(work: Promise<R>): Promise<R> {
    try {
      return await work;
    } catch (error) {
      this.logger.error('Save import failed', error);
      throw error;
    }
  }

  /**
   * DESIGN §3: empty-then-write in one transaction, so any failure part-way loses nothing (issue
   * 14: `fresh` recreates the database first, under the caller's safety copy). Every chunk is
   * handed to IndexedDB at once (issue 8: it never waits between chunks for us); progress follows
   * the chunks as they complete, in order, and a failure anywhere aborts the whole.
   */
  private write(
    rows: ReadonlyMap<TableName, readonly object[]>,
    rowCount: number,
    mode: ReplaceMode,
    keep: readonly TableName[],
    onProgress?: OnProgress,
  ): Promise<void> {
    const progress = { done: 0, total: rowCount };
    return replaceDatabase(this.db, mode, keep, async () => {
      this.report('Import', progress, onProgress);
      const writes: [Promise<unknown>, number][] = [];
      for (const [name, list] of rows) {
        for (let start = 0; start < list.length; start += EXPORT_ROWS_PER_CHUNK) {
          const chunk = list.slice(start, start + EXPORT_ROWS_PER_CHUNK);
          const written = this.db.table(name).bulkAdd(chunk);
          // Awaited below, in order; until then a failure must not count as unhandled.
          written.catch(() => undefined);
          writes.push([written, chunk.length]);
        }
      }
      for (const [written, count] of writes) {
        await written;
        progress.done += count;
        this.report('Import', progress, onProgress);
      }
      // Issue 19: the history is the file's: one without the played cards (a save from an older
      // build) is read whole until history.upgrade() has run, whichever Game record is kept.
      // Issue 36: a safety copy's rows are as stored (a played card kept as text): read as the game reads them.
      const productions = (rows.get('Production') ?? []).map((row) => storedRowAsRead('Production', row as Record<string, unknown>));
      if (historyIndexOfRows(productions) < HISTORY_INDEX) {
        await this.db.Game.update(GAME_ID, { historyIndex: 0 });
      }
    });
  }

  private report(kind: string, progress: SaveProgress, onProgress?: OnProgress): void {
    this.logger.info(`${kind} progress: ${progress.done} of ${progress.total} rows`);
    onProgress?.({ ...progress });
  }
}
