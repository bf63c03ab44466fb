import { vi, type Mock } from 'vitest';
import type { Logger } from '../../application/ports/logger.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { DexieBatchSource } from './dexie-batch-source';
import { createDexieRepositories } from './dexie-repositories';
import { DexieUnitOfWork } from './dexie-unit-of-work';
import { createKayfabeDatabase, type KayfabeDatabase } from './kayfabe-database';

// Test helpers only (imported by *.test.ts files, never by the app).

let counter = 0;
/** A database name no other test uses, so every test starts empty. */
export const uniqueDatabaseName = (prefix = 'kayfabe-test'): string =>
  `${prefix}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2)}`;

export type SpyLogger = { [K in keyof Logger]: Mock<Logger[K]> };

/** A Logger that prints nothing and records every call. */
export const silentLogger = (): SpyLogger => ({
  debug: vi.fn<Logger['debug']>(),
  info: vi.fn<Logger['info']>(),
  warn: vi.fn<Logger['warn']>(),
  error: vi.fn<Logger['error']>(),
});

export interface DexieTestStorage {
  db: KayfabeDatabase;
  repos: Repositories;
  unitOfWork: UnitOfWork;
  batchSource: DexieBatchSource;
  logger: SpyLogger;
}

export function createDexieTestStorage(name = uniqueDatabaseName()): DexieTestStorage {
  const db = createKayfabeDatabase(name);
  const logger = silentLogger();
  const repos = createDexieRepositories(db, logger);
  const unitOfWork = new DexieUnitOfWork(db, repos, logger);
  return { db, repos, logger, unitOfWork, batchSource: new DexieBatchSource(db, repos, unitOfWork) };
}
