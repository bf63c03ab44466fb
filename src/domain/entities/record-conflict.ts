import type { TableName } from './tables';

// One comparison for every "still as it was read?" check (issue 14): the edits', the completion's, the batch's.
import { sameRecord } from '../records/same-record';
export { sameRecord };

/**
 * Issue 14 (no lost update): a write found a record changed (or gone, or taken) by someone else since
 * it was read, and wrote nothing. Work that can be redone on fresh data (a completion, a sweep)
 * retries; the rest says so.
 */
export class RecordConflictError extends Error {
  override name = 'RecordConflictError';
  constructor(
    readonly table: TableName,
    readonly id: number,
    message = `The game changed while this was being saved (${table} ${id}); nothing was saved. Try again.`,
  ) {
    super(message);
  }
}

/** Throws a RecordConflictError for the first record of `asRead` that `stored` no longer holds as it was. */
export function checkAsRead(table: TableName, asRead: Iterable<{ id: number }>, stored: readonly { id: number }[]): void {
  const now = new Map(stored.map((row) => [row.id, row]));
  for (const before of asRead) {
    if (!sameRecord(now.get(before.id), before)) throw new RecordConflictError(table, before.id);
  }
}

/** Whether a failure is a conflict (a retry on fresh data may succeed). */
export const isRecordConflict = (cause: unknown): cause is RecordConflictError => cause instanceof RecordConflictError;
