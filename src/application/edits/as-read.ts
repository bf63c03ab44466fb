import type { Stored } from '../../domain/entities/base';
import { notFound } from '../../domain/entities/record-shape';
import { changedFields, EditConflictError, fieldConflicts } from '../../domain/records/edit-conflict';
import { sameRecord } from '../../domain/records/same-record';
import type { Repository } from '../ports/repository.port';

export { EditConflictError, editConflictOf, type FieldConflict } from '../../domain/records/edit-conflict';

/** What an edit may write: the record stored now (unchanged since the editor read it) and the player's changes. */
export interface CheckedEdit<T extends { id?: number }> {
  current: Stored<T>;
  changes: Partial<T>;
}

/**
 * Issue 14, every edit of a record the screen read earlier. Call it inside the edit's own unit of
 * work, with that work's repository. The stored record must be the one the editor read: a record
 * gone is the catalogue's "not found"; any difference (a result written elsewhere, another game
 * imported under the same id) is an EditConflictError, and the caller writes nothing.
 */
export async function checkEditAsRead<T extends { id?: number }>(
  repo: Repository<T>,
  asRead: Stored<T>,
  edited: Partial<T>,
): Promise<CheckedEdit<T>> {
  const current = await repo.get(asRead.id);
  if (!current) throw notFound(asRead.id, repo.table);
  const changes = changedFields(asRead, edited) as Partial<T>;
  if (!sameRecord(current, asRead)) {
    throw new EditConflictError(repo.table, asRead.id, fieldConflicts(asRead, current, changes), changes, current);
  }
  return { current, changes };
}

/** The check, then only the changed fields written (nothing at all when none changed). */
export async function writeEdit<T extends { id?: number }>(repo: Repository<T>, asRead: Stored<T>, edited: Partial<T>): Promise<Stored<T>> {
  const { current, changes } = await checkEditAsRead(repo, asRead, edited);
  return Object.keys(changes).length === 0 ? current : repo.update(asRead.id, changes);
}
