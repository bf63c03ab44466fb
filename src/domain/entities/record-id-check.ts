import { isRecordId, MAX_RECORD_ID } from './record-ids';

/** MAX_RECORD_ID as a player reads it: 2,147,483,647. */
export const MAX_RECORD_ID_TEXT = MAX_RECORD_ID.toLocaleString('en-US');

/** What a refused id looked like, cut to a readable length (a hostile file may hold anything). */
export function describeId(id: unknown): string {
  if (id === undefined) return 'no id';
  // Issue 34: an object or a list is described, never printed as "[object Object]".
  if (typeof id === 'object' && id !== null) return Array.isArray(id) ? `(a list of ${id.length})` : '(an object)';
  const text = typeof id === 'string' ? JSON.stringify(id) : String(id);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Issue 14: refused before IndexedDB sees it. An id near the key generator's ceiling (2^53) would
 * stop every later insert of its table for good, so every id written with the record (CMS, seed,
 * save import, the write-behind batch) or handed out by storage stays within MAX_RECORD_ID.
 */
export class RecordIdError extends Error {
  override name = 'RecordIdError';
  constructor(
    readonly table: string,
    readonly id: unknown,
    message = `A ${table} record cannot have the id ${describeId(id)}: ids must be whole numbers from 1 to ${MAX_RECORD_ID_TEXT}.`,
  ) {
    super(message);
  }
}

/** Throws a RecordIdError for the first row whose given id is out of range (rows without an id are skipped: storage numbers them). */
export function requireRecordIds(table: string, rows: readonly { id?: unknown }[]): void {
  for (const row of rows) {
    if (row.id !== undefined && !isRecordId(row.id)) throw new RecordIdError(table, row.id);
  }
}

/** Throws when storage handed out (or a batch would hand out) an id past the bound. */
export function requireFreshId(table: string, id: unknown): number {
  if (isRecordId(id)) return id;
  throw new RecordIdError(
    table,
    id,
    `No id is left for a new ${table} record (the next would be ${describeId(id)}, past ${MAX_RECORD_ID_TEXT}): nothing was written.`,
  );
}
