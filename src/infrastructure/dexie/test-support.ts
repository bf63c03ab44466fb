import { vi } from 'vitest';
import type { Logger } from '../../application/ports/logger.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createDexieRepositories } from './dexie-repositories';
import { DexieUnitOfWork } from './dexie-unit-of-work';
import { createKayfabeDatabase, type KayfabeDatabase } from './kayfabe-database';

// Test helpers only (imported by *.test.ts files, never by the app).

let counter = 0;
/** A database name no other test uses, so every test starts empty. */
export const uniqueDatabaseName = (prefix = 'kayfabe-test'): string =>
  `${prefix}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2)}`;

export const silentLogger = (): Logger & { error: ReturnType<typeof vi.fn> } => ({
  debug: vi.fn(),
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
});

export interface DexieTestStorage {
  db: KayfabeDatabase;
  repos: Repositories;
  unitOfWork: UnitOfWork;
  logger: ReturnType<typeof silentLogger>;
}

export function createDexieTestStorage(name = uniqueDatabaseName()): DexieTestStorage {
  const db = createKayfabeDatabase(name);
  const logger = silentLogger();
  const repos = createDexieRepositories(db, logger);
  return { db, repos, logger, unitOfWork: new DexieUnitOfWork(db, repos, logger) };
}
