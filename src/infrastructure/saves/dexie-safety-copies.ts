import Dexie, { type Table } from 'dexie';
import type { SafetyCopies, SafetyCopyInfo } from '../../application/ports/safety-copies.port';

/** Issue 14: the newest safety copies kept; older ones are removed as new ones come. */
export const SAFETY_COPIES_KEPT = 3;
/** The one Web Lock every replace holds, in every tab of the site. */
const REPLACE_LOCK = 'kayfabe-replace';
const PENDING = 'pending';

interface CopyFile {
  id: number;
  /** The file's bytes: every IndexedDB (fake-indexeddb too) keeps an ArrayBuffer as it is. */
  bytes: ArrayBuffer;
}

/**
 * A database of its own, apart from the game's sixteen tables (schema 11 is untouched): the copies'
 * details (listed without reading the files), their files, and the pending-replace note.
 */
export class SafetyDatabase extends Dexie {
  declare copies: Table<Omit<SafetyCopyInfo, 'id'> & { id?: number }, number>;
  declare files: Table<CopyFile, number>;
  declare state: Table<{ key: string; copyId: number }, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ copies: '++id', files: 'id', state: 'key' });
  }
}

/** The safety database beside a game database: `kayfabe` keeps its copies in `kayfabe-safety`. */
export const safetyDatabaseName = (gameDatabase: string): string => `${gameDatabase}-safety`;

const locks = (): LockManager | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

export class DexieSafetyCopies implements SafetyCopies {
  constructor(private readonly db: SafetyDatabase) {}

  async keep(file: Blob, info: Omit<SafetyCopyInfo, 'id' | 'size'>): Promise<SafetyCopyInfo> {
    const { copies, files, state } = this.db;
    // Read before the transaction: awaiting anything but IndexedDB inside it would end it.
    const bytes = await file.arrayBuffer();
    return this.db.transaction('rw', copies, files, state, async () => {
      const details = { date: info.date, reason: info.reason, size: file.size };
      const id = await copies.add(details);
      await files.put({ id, bytes });
      const pending = (await state.get(PENDING))?.copyId;
      const ids = (await copies.toCollection().primaryKeys()).sort((a, b) => b - a);
      const dropped = ids.slice(SAFETY_COPIES_KEPT).filter((old) => old !== pending);
      await copies.bulkDelete(dropped);
      await files.bulkDelete(dropped);
      return { id, ...details };
    });
  }

  async list(): Promise<SafetyCopyInfo[]> {
    const rows = await this.db.copies.toArray();
    return (rows as SafetyCopyInfo[]).sort((a, b) => b.id - a.id);
  }

  async fileOf(id: number): Promise<Blob | undefined> {
    const stored = await this.db.files.get(id);
    return stored && new Blob([stored.bytes], { type: 'application/json' });
  }

  remove(id: number): Promise<void> {
    return this.db.transaction('rw', this.db.copies, this.db.files, async () => {
      await this.db.copies.delete(id);
      await this.db.files.delete(id);
    });
  }

  async pending(): Promise<number | null> {
    return (await this.db.state.get(PENDING))?.copyId ?? null;
  }

  async setPending(copyId: number | null): Promise<void> {
    if (copyId === null) await this.db.state.delete(PENDING);
    else await this.db.state.put({ key: PENDING, copyId });
  }

  // A closed or killed tab lets go of its locks, so a replace it left half-done is seen as such.
  whileReplacing<R>(work: () => Promise<R>): Promise<R> {
    const manager = locks();
    return manager ? manager.request(REPLACE_LOCK, () => work()) : work();
  }
}
