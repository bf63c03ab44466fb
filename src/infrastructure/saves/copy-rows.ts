import { isTableName, type TableName } from '../../domain/entities/tables';
import { CatalogueError, ErrorMessages } from '../../domain/errors';

type Row = Record<string, unknown>;

/** typeson's only marker in a backup of plain-JSON rows (save-export.ts); it changes nothing on read. */
const ARRAY_TYPE = 'arrayNonindexKeys';

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const refuse = (): never => {
  throw new CatalogueError(ErrorMessages.notADexieExport);
};

/**
 * Issue 14: the rows of a safety copy, exactly as the game exported them (every table, Game too):
 * a copy is the game's own backup of itself, so its rows are put back as they were, not brought
 * to today's shape. Only the structure is checked; a row holding special types (a backup written
 * by the library's typeson) is refused rather than restored changed.
 */
export function rowsOfCopy(file: unknown): Map<TableName, Row[]> {
  const data = isObject(file) && file.formatName === 'dexie' && isObject(file.data) ? file.data.data : undefined;
  if (!Array.isArray(data)) return refuse();
  const tables = new Map<TableName, Row[]>();
  for (const entry of data as unknown[]) {
    if (!isObject(entry) || typeof entry.tableName !== 'string' || !Array.isArray(entry.rows)) return refuse();
    if (!isTableName(entry.tableName)) throw new CatalogueError(ErrorMessages.tableMissing(entry.tableName));
    const rows = tables.get(entry.tableName) ?? [];
    tables.set(entry.tableName, rows);
    for (const row of entry.rows as unknown[]) rows.push(plainRow(row));
  }
  return tables;
}

function plainRow(row: unknown): Row {
  if (!isObject(row)) return refuse();
  if (!Object.hasOwn(row, '$types')) return row;
  const { $types: types, ...rest } = row;
  if (!isObject(types) || Object.values(types).some((type) => type !== ARRAY_TYPE)) return refuse();
  return rest;
}
