import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import type { Logger } from '../../application/ports/logger.port';
import type { Repositories } from '../../application/ports/unit-of-work.port';
import { DexieRepository } from './dexie.repository';
import type { KayfabeDatabase } from './kayfabe-database';

/** One DexieRepository per table, keyed by table name. */
export function createDexieRepositories(db: KayfabeDatabase, logger: Logger): Repositories {
  const entries = TABLE_NAMES.map((table: TableName) => [table, new DexieRepository(db, table, logger)]);
  return Object.fromEntries(entries) as Repositories;
}
