import type { Stored } from '../../domain/entities/base';
import { isTableName, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { describeId, MAX_RECORD_ID_TEXT } from '../../domain/entities/record-id-check';
import { isRecordId, MAX_IMPORTED_RECORD_ID } from '../../domain/entities/record-ids';
import { normaliseId, normaliseRecord } from '../../domain/rules/normalise-record';
import { storedRowAsRead } from '../dexie/stored-rows';
import { checkRecordFields, parseDecimal, quoteValue, refusalMessage, repairRecord, RepairableValuesError, type FieldRepair } from '../../domain/fields';
import type { Brand } from '../../domain/entities/brand';
import { withRepairedBalances } from '../../domain/rules/ledger';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';
import { GAME_ID } from '../../domain/entities/game';

/** The dexie-export-import format version we read (DESIGN §2). */
export const SUPPORTED_FORMAT_VERSION = 1;

/**
 * SPEC §5 had the import keep the current Game record. Issue 34: a save is the whole game (its
 * rules, the player's promotion, date, rivalries, awards, Hall of Fame, owner's years, war tally,
 * standing orders live on that record), so a file's Game row is imported like any other; only a
 * file without one (an export of the other tables) keeps the current record (`tablesKeptFor`).
 */
export const TABLES_KEPT_ON_IMPORT: readonly TableName[] = [];

/** What an import of these rows keeps of the current game: the Game record, when the file has none. */
export const tablesKeptFor = (rows: ReadonlyMap<TableName, readonly object[]>): TableName[] =>
  (rows.get('Game') ?? []).length > 0 ? [] : ['Game'];

type Row = Record<string, unknown>;
type AnyRecord = Stored<EntityByTable[TableName]>;

/** A save that passed every check: today's records per table, ready to be written. */
export interface ValidatedSave {
  rows: Map<TableName, AnyRecord[]>;
  rowCount: number;
  /** Fields missing from older rows, filled with defaults. */
  filled: number;
  /** Values coerced or reset (wrong types, unknown enum values, unsafe URLs). */
  repaired: number;
  /** Issue 34: values outside their rules put back within them (only when the import was asked to). */
  fieldRepairs: FieldRepair[];
}

export interface ValidateOptions {
  /**
   * Issue 34 item 7: values outside their field's rules (and nothing else wrong) are put back within
   * them instead of refusing the file with a RepairableValuesError. Only after the player was warned.
   */
  repair?: boolean;
}

const fail = (message: string): never => {
  throw new CatalogueError(message);
};

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §5 import checks, in the library's order and with the catalogue's words, then the rows
 * themselves (docs/decisions-saves.md): all of it runs before anything is written.
 */
export function validateSaveFile(file: unknown, db: KayfabeDatabase, options: ValidateOptions = {}): ValidatedSave {
  if (!isObject(file) || file.formatName !== 'dexie') return fail(ErrorMessages.notADexieExport);
  const { formatVersion, data } = file;
  if (!(readFormatVersion(formatVersion) <= SUPPORTED_FORMAT_VERSION)) fail(ErrorMessages.formatVersionNotSupported(formatVersion));
  if (!isObject(data)) return fail(ErrorMessages.noData);
  if (!data.databaseName) fail(ErrorMessages.missingDatabaseName);
  if (!data.databaseVersion) fail(ErrorMessages.missingDatabaseVersion);
  if (!Array.isArray(data.tables)) fail(ErrorMessages.missingTables);
  if (data.databaseName !== db.name) fail(ErrorMessages.nameDiffers);
  if (data.databaseVersion !== db.verno) fail(ErrorMessages.versionDiffers);
  for (const table of data.tables as unknown[]) checkTableHeader(table, db);
  if (!Array.isArray(data.data)) return fail(ErrorMessages.noData);
  const save = collectRows(data.data as unknown[]);
  if (save.fieldRepairs.length === 0) return save;
  if (!options.repair) throw new RepairableValuesError(save.fieldRepairs);
  return withRepairLines(save);
}

/** Each brand whose balance the import repaired gets its ledger line, dated the save's game date. */
function withRepairLines(save: ValidatedSave): ValidatedSave {
  const date = (save.rows.get('Game')?.[0] as { date?: unknown } | undefined)?.date;
  const brands = save.rows.get('Brand') as Stored<Brand>[] | undefined;
  if (!brands) return save;
  const next = withRepairedBalances(brands, save.fieldRepairs, typeof date === 'string' ? date : '', 'the import');
  return { ...save, rows: new Map(save.rows).set('Brand', next as AnyRecord[]) };
}

/** A number, or text holding one in plain decimal ("1": dexie-export-import reads it as 1 too); NaN otherwise. */
function readFormatVersion(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? (parseDecimal(value.trim()) ?? NaN) : NaN;
}

function checkTableHeader(table: unknown, db: KayfabeDatabase): void {
  if (!isObject(table) || typeof table.name !== 'string') return fail(ErrorMessages.notADexieExport);
  const installed = isTableName(table.name) ? db.table(table.name) : undefined;
  if (!installed) return fail(ErrorMessages.tableMissing(table.name));
  if (typeof table.schema !== 'string' || table.schema.split(',')[0] !== installed.schema.primKey.src) {
    fail(ErrorMessages.primaryKeyDiffers(table.name));
  }
}

/** Issue 14: the catalogue's words first, then which row (1-based within its table's rows) and why. */
const keyFault = (table: TableName, index: number, id: unknown, repeated: boolean): string =>
  `${ErrorMessages.primaryKeyDiffers(table)}: row ${index + 1} ${repeated ? `repeats the id ${quoteValue(id)}` : `has no usable id (it is ${quoteValue(id)})`}`;

function collectRows(entries: unknown[]): ValidatedSave {
  const save: ValidatedSave = { rows: new Map(), rowCount: 0, filled: 0, repaired: 0, fieldRepairs: [] };
  const seenIds = new Map<TableName, Set<number>>();
  for (const entry of entries) {
    if (!isObject(entry) || typeof entry.tableName !== 'string' || !Array.isArray(entry.rows)) {
      return fail(ErrorMessages.notADexieExport);
    }
    const table = entry.tableName;
    if (!isTableName(table)) return fail(ErrorMessages.tableMissing(table));
    // Our tables keep their key inside the row (`++id`); rows stored as [key, value] pairs are another schema.
    if (entry.inbound === false) fail(ErrorMessages.primaryKeyDiffers(table));
    if (TABLES_KEPT_ON_IMPORT.includes(table)) continue;
    const ids = seenIds.get(table) ?? new Set<number>();
    seenIds.set(table, ids);
    const records = save.rows.get(table) ?? [];
    save.rows.set(table, records);
    for (const [index, row] of (entry.rows as unknown[]).entries()) {
      if (!isObject(row)) return fail(ErrorMessages.notADexieExport);
      checkRowId(table, records.length + 1, row.id, ids);
      // Issue 36: fields the store keeps as text (a played card) are read back first.
      const result = normaliseRecord(table, storedRowAsRead(table, row));
      if (!result) return fail(keyFault(table, index, row.id, false));
      // Issue 34: the game's own record is record 1 (the game reads no other).
      if (table === 'Game' && result.record.id !== GAME_ID) return fail(`${ErrorMessages.primaryKeyDiffers(table)}: row ${index + 1} has id ${result.record.id}, and the game's record is id ${GAME_ID}`);
      ids.add(result.record.id);
      // Issue 14: a value of the right kind but out of its field's limits refuses the file, naming it
      // (issue 34: after every row is read, so the player can be offered to repair them all).
      const { record, repairs } = repairRecord(table, result.record);
      // A value no repair brings within its rule (a required date that is not one) refuses the file.
      const left = repairs.length > 0 ? checkRecordFields(table, record, 'stored') : [];
      if (left.length > 0) return fail(refusalMessage(repairs.find((r) => r.field === left[0].field) ?? left[0]));
      save.fieldRepairs.push(...repairs);
      records.push(record);
      save.filled += result.filled.length;
      save.repaired += result.repaired.length;
    }
    save.rowCount += entry.rows.length;
  }
  return save;
}

/**
 * Issue 14: other rows point at a row's id, and an id near IndexedDB's key generator ceiling would
 * stop every later insert of its table, so a missing, bad, out-of-range or repeated id refuses the
 * file, naming the table's row (counted from 1) in the catalogue's words first.
 */
function checkRowId(table: TableName, rowNumber: number, given: unknown, seen: ReadonlySet<number>): void {
  const id = normaliseId(given);
  const row = `${ErrorMessages.primaryKeyDiffers(table)}: row ${rowNumber}`;
  if (id === undefined || !isRecordId(id)) {
    fail(`${row} has ${given === undefined ? 'no id' : `id ${describeId(given)}`}, ids must be whole numbers from 1 to ${MAX_RECORD_ID_TEXT}`);
  } else if (seen.has(id)) {
    fail(`${row} repeats id ${id}`);
  } else if (id > MAX_IMPORTED_RECORD_ID) {
    fail(`${row} has id ${id}, past ${MAX_IMPORTED_RECORD_ID.toLocaleString('en-US')}: a game needs room for new records after an import`);
  }
}
