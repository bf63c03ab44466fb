// Issue 19: the semantics of Repository.range / countRange, for the repositories that answer from
// memory (the in-memory twin, the write-behind batch, and Dexie for a field without an index). They
// are IndexedDB's own: one entry per value in range (a list field gives one per value of it, as a
// multi-entry index does), ordered by value, then by id; reverse is both descending.

export interface RangeOptions {
  /** Highest value first (for a date or a dated key: newest first), ties by id descending. */
  reverse?: boolean;
  /** Entries skipped first; default 0. */
  offset?: number;
  /** At most this many; default all. */
  limit?: number;
}

type Key = string | number;

const isKey = (value: unknown): value is Key => typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));

const compare = (a: Key, b: Key): number => {
  // IndexedDB orders numbers before strings.
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Every (value, row) entry in range, in order. */
function entries<R extends { id: number }>(rows: readonly R[], field: string, lower: Key, upper: Key, reverse: boolean): { value: Key; row: R }[] {
  const found: { value: Key; row: R }[] = [];
  for (const row of rows) {
    const raw = (row as Record<string, unknown>)[field];
    const values = Array.isArray(raw) ? [...new Set(raw.filter(isKey))] : isKey(raw) ? [raw] : [];
    for (const value of values) if (compare(value, lower) >= 0 && compare(value, upper) <= 0) found.push({ value, row });
  }
  found.sort((a, b) => compare(a.value, b.value) || a.row.id - b.row.id);
  if (reverse) found.reverse();
  return found;
}

export function rowsInRange<R extends { id: number }>(rows: readonly R[], field: string, lower: Key, upper: Key, options: RangeOptions = {}): R[] {
  const { reverse = false, offset = 0, limit } = options;
  const all = entries(rows, field, lower, upper, reverse).map((entry) => entry.row);
  return all.slice(Math.max(0, offset), limit === undefined ? undefined : Math.max(0, offset) + Math.max(0, limit));
}

export const countInRange = <R extends { id: number }>(rows: readonly R[], field: string, lower: Key, upper: Key): number =>
  entries(rows, field, lower, upper, false).length;

/** An index entry: the value it holds (for a list field, one of its values) and its row's id. */
export interface RangeKey<V = Key> {
  key: V;
  id: number;
}

/** The entries in range as `rowsInRange` orders them, as an index's key cursor gives them (no row). */
export const keysInRange = <R extends { id: number }>(rows: readonly R[], field: string, lower: Key, upper: Key): RangeKey[] =>
  entries(rows, field, lower, upper, false).map(({ value, row }) => ({ key: value, id: row.id }));
