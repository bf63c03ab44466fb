import type { Stored } from './base';
import { entityFactories, type EntityByTable, type TableName } from './tables';
import { CatalogueError, ErrorMessages } from '../errors';

// SPEC §7 merge rules, shared by every Repository (Dexie, its in-memory twin, the write-behind batch) so all behave alike.

type Row = Record<string, unknown>;

/** The table's factory seen untyped: the merge rules below are the same for every table. */
const factoryOf = (table: TableName) => entityFactories[table] as unknown as (partial?: Row) => Row;

/** Keys whose value is `undefined` mean "not given" (as in the entity factories). */
const definedOnly = (fields: object): Row =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A new record: defaults under the fields; any given id is dropped so storage assigns one. */
export function shapeForCreate<K extends TableName>(table: K, fields: Partial<EntityByTable[K]>): EntityByTable[K] {
  const { id: _ignored, ...rest } = definedOnly(fields);
  return factoryOf(table)(rest) as unknown as EntityByTable[K];
}

/**
 * Defaults, then the existing record, then the changes; keys the entity does not store are
 * stripped (SPEC §7 "ignored relation fields are stripped"), the id is kept.
 */
export function shapeForUpdate<K extends TableName>(
  table: K,
  id: number,
  existing: object,
  changes: Partial<EntityByTable[K]>,
): Stored<EntityByTable[K]> {
  const defaults = factoryOf(table)();
  const merged: Row = { ...defaults, ...definedOnly(existing), ...definedOnly(changes) };
  const kept = Object.fromEntries(Object.entries(merged).filter(([key]) => key in defaults));
  return { ...kept, id } as Stored<EntityByTable[K]>;
}

/** SPEC §8 `Invalid id provided.` */
export function requireId(id: number | undefined | null): number {
  if (id === undefined || id === null || typeof id !== 'number' || Number.isNaN(id)) {
    throw new CatalogueError(ErrorMessages.invalidId);
  }
  return id;
}

export const notFound = (id: number, table: TableName): CatalogueError =>
  new CatalogueError(ErrorMessages.recordNotFound(id, table));

/** A copy of a stored record without its id, ready to be inserted again. */
export function withoutId<T extends { id?: number }>(record: T): Omit<T, 'id'> {
  const { id: _ignored, ...rest } = record;
  return rest;
}
