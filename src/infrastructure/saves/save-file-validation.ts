import type { DexieExportJsonMeta } from 'dexie-export-import';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';

/** The dexie-export-import format version we read (DESIGN §2). */
export const SUPPORTED_FORMAT_VERSION = 1;

/** A whole save file as dexie-export-import writes it (the package exports only the header type). */
export type SaveFileJson = DexieExportJsonMeta & {
  data: DexieExportJsonMeta['data'] & { data: { tableName: string; inbound: boolean; rows: unknown[] }[] };
};

const fail = (message: string): never => {
  throw new CatalogueError(message);
};

/**
 * SPEC §5 import checks, in the library's order and with the catalogue's words, run before any
 * write: the format, the header fields, then name, version and each table's primary key.
 */
export function validateSaveFile(file: unknown, db: KayfabeDatabase): asserts file is SaveFileJson {
  const save = file as Partial<SaveFileJson> | null;
  if (!save || typeof save !== 'object' || save.formatName !== 'dexie') fail(ErrorMessages.notADexieExport);
  const { formatVersion, data } = save as SaveFileJson;
  if (!(formatVersion <= SUPPORTED_FORMAT_VERSION)) fail(ErrorMessages.formatVersionNotSupported(formatVersion));
  if (!data) fail(ErrorMessages.noData);
  if (!data.databaseName) fail(ErrorMessages.missingDatabaseName);
  if (!data.databaseVersion) fail(ErrorMessages.missingDatabaseVersion);
  if (!Array.isArray(data.tables)) fail(ErrorMessages.missingTables);
  if (data.databaseName !== db.name) fail(ErrorMessages.nameDiffers);
  if (data.databaseVersion !== db.verno) fail(ErrorMessages.versionDiffers);
  const installed = new Map(db.tables.map((table) => [table.name, table]));
  for (const { name, schema } of data.tables) {
    const table = installed.get(name);
    if (!table) fail(ErrorMessages.tableMissing(name));
    if (String(schema).split(',')[0] !== table!.schema.primKey.src) fail(ErrorMessages.primaryKeyDiffers(name));
  }
  if (!Array.isArray(data.data)) fail(ErrorMessages.noData);
}
