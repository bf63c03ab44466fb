import type { Stored } from '../../domain/entities/base';
import type { EntityByTable, TableName } from '../../domain/entities/tables';

/** Rows written by committed transactions, by table and id: the row as written, or null when deleted. */
export type WrittenRows = { [K in TableName]?: ReadonlyMap<number, Stored<EntityByTable[K]> | null> };

/**
 * Issue 19 (interaction-p95): what this app's own committed transactions wrote, so a screen that
 * knows the rows it showed can update them after an edit without reading them back. A mark is taken
 * before reading; `since(mark)` gives every row written and committed after it, or null when that
 * is not known for certain (a write still on its way or undone, a table cleared, a transaction too
 * large to keep, or the mark too old): then read storage, as without it. Another tab's writes are
 * not in it.
 */
export interface CommittedWrites {
  mark(): number;
  since(mark: number): WrittenRows | null;
}
