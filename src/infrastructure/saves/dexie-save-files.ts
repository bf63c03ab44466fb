import { exportDB, importInto } from 'dexie-export-import';
import type { Logger } from '../../application/ports/logger.port';
import type { SaveFiles, SaveProgress } from '../../application/ports/save-files.port';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';
import { validateSaveFile, type SaveFileJson } from './save-file-validation';

/** SPEC §7: exports in chunks of 2000 rows; imports read the file 1 MB at a time. */
export const EXPORT_ROWS_PER_CHUNK = 2000;
export const IMPORT_CHUNK_BYTES = 1024 * 1024;
/** The import keeps the player's settings and bootstrap record (SPEC §5). */
export const TABLES_KEPT_ON_IMPORT = ['Game'];

type LibraryProgress = { completedRows: number; totalRows: number | undefined };

async function readText(file: Blob): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (let start = 0; start < file.size; start += IMPORT_CHUNK_BYTES) {
    const chunk = await file.slice(start, start + IMPORT_CHUNK_BYTES).arrayBuffer();
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * importInto accepts an already-read stream. Handing it the whole parsed file means it never
 * waits on the file inside our transaction, which IndexedDB would otherwise commit while idle.
 */
const parsedStream = (save: SaveFileJson) =>
  ({
    result: save,
    done: () => true,
    eof: () => true,
    pullAsync: async () => save,
    pullSync: () => save,
  }) as unknown as Parameters<typeof importInto>[1];

/** Save export and import with dexie-export-import, so saves of any Dexie app with this schema load. */
export class DexieSaveFiles implements SaveFiles {
  constructor(
    private readonly db: KayfabeDatabase,
    private readonly logger: Logger,
  ) {}

  exportSave(onProgress?: (progress: SaveProgress) => void): Promise<Blob> {
    return exportDB(this.db, {
      prettyJson: true,
      numRowsPerChunk: EXPORT_ROWS_PER_CHUNK,
      progressCallback: (progress) => this.report('Export', progress, onProgress),
    });
  }

  async importSave(file: Blob, onProgress?: (progress: SaveProgress) => void): Promise<void> {
    try {
      const save = await this.parse(file);
      validateSaveFile(save, this.db);
      // DESIGN §3: clear-then-write in one transaction, so a failed import loses nothing.
      await this.db.transaction('rw', this.db.allTables(), async () => {
        await importInto(this.db, parsedStream(save), {
          acceptNameDiff: false,
          clearTablesBeforeImport: true,
          skipTables: TABLES_KEPT_ON_IMPORT,
          progressCallback: (progress) => this.report('Import', progress, onProgress),
        });
      });
    } catch (error) {
      this.logger.error('Save import failed', error);
      throw error;
    }
  }

  private async parse(file: Blob): Promise<unknown> {
    const text = await readText(file);
    try {
      return JSON.parse(text);
    } catch {
      throw new CatalogueError(ErrorMessages.notADexieExport);
    }
  }

  private report(kind: string, progress: LibraryProgress, onProgress?: (progress: SaveProgress) => void): boolean {
    const current = { done: progress.completedRows, total: progress.totalRows ?? 0 };
    this.logger.info(`${kind} progress: ${current.done} of ${current.total} rows`);
    onProgress?.(current);
    return true;
  }
}
