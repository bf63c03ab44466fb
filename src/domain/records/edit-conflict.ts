import { sameRecord } from './same-record';

type Row = Readonly<Record<string, unknown>>;

/** One field that changed elsewhere since the editor read the record. */
export interface FieldConflict {
  field: string;
  /** The value when the editor read the record. */
  asRead: unknown;
  /** The editor's value: the player's change, or the value as read when the player left it alone. */
  yours: unknown;
  /** The value stored now. */
  now: unknown;
}

/**
 * The fields of `edited` the player changed: those whose value is not the one read (the id never
 * counts). Writing only these means a stale editor cannot put back a field someone else changed.
 */
export function changedFields(asRead: Row, edited: Row): Record<string, unknown> {
  return Object.fromEntries(Object.entries(edited).filter(([key, value]) => key !== 'id' && !sameRecord(asRead[key], value)));
}

/** The fields that differ between the record as read and as stored now, with the editor's value beside them. */
export function fieldConflicts(asRead: Row, now: Row, changes: Row = {}): FieldConflict[] {
  const keys = [...new Set([...Object.keys(asRead), ...Object.keys(now)])];
  return keys
    .filter((field) => !sameRecord(asRead[field], now[field]))
    .map((field) => ({ field, asRead: asRead[field], yours: Object.hasOwn(changes, field) ? changes[field] : asRead[field], now: now[field] }));
}

/**
 * Issue 14: an edit refused because its record changed elsewhere (another tab, a completion, an
 * import) after the editor read it. Nothing was written. `changes` are the player's changed fields
 * and `current` the record as stored now: "Overwrite anyway" writes those changes checked against it.
 */
export class EditConflictError extends Error {
  override name = 'EditConflictError';
  constructor(
    readonly table: string,
    readonly id: number,
    readonly fields: readonly FieldConflict[],
    readonly changes: Readonly<Record<string, unknown>>,
    readonly current: Row,
  ) {
    super(`${table} #${id} changed elsewhere since you opened it (${fields.map((f) => f.field).join(', ')}); nothing was saved.`);
  }
}

/** The conflict, recognised by shape: it may reach the screen through the lazy facade's chunk. */
export const editConflictOf = (cause: unknown): EditConflictError | null =>
  cause instanceof Error && cause.name === 'EditConflictError' && 'fields' in cause && 'current' in cause ? (cause as EditConflictError) : null;
