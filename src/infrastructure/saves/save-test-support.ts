import Dexie from 'dexie';
import { GAME_ID } from '../../domain/entities/game';
import { TABLE_NAMES } from '../../domain/entities/tables';
import { ErrorMessages } from '../../domain/errors';
import { createDexieTestStorage, type DexieTestStorage } from '../dexie/test-support';
import { storedRowsConnection } from '../dexie/sparse-rows-middleware';

// Test helpers only (imported by *.test.ts files, never by the app).

export const jsonBlob = (value: unknown): Blob => new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);

/** A small game in every kind of table the import writes, plus the Game record. */
export async function seedSmallGame({ repos }: DexieTestStorage): Promise<void> {
  await repos.Game.bulkPut([{ ...(await repos.Game.create({ date: '2026-01-04' })), id: GAME_ID }]);
  await repos.Company.create({ name: 'Parent Co' });
  await repos.Brand.bulkCreate([{ name: 'Raw', balance: 10, companyId: 1 }, { name: 'SmackDown', image: 'https://img.test/sd.png' }]);
  await repos.Wrestler.bulkCreate(
    Array.from({ length: 6 }, (_, i) => ({ name: `W${i}`, brandIds: [1 + (i % 2)], points: 30 + i, alignment: 'GOOD' as const })),
  );
  await repos.Championship.create({ name: 'World title', wrestlerIds: [1], brandIds: [1] });
  await repos.Segment.create({ name: 'Opener', appearanceIds: [1, 2], meta: { note: 'kept' } });
  await repos.Appearance.bulkCreate([{ wrestlerId: 1, groupId: 0, winner: true }, { wrestlerId: 2, groupId: 1, loser: true }]);
  await repos.Rumble.create({ entryIds: [1, 2, 3], eliminationIds: [2], eliminatedByIds: [[1]] });
}

/**
 * What dexie-export-import writes for the rows as stored (issue 36: the weekly tables without their
 * defaults), through a connection without the game's middleware.
 */
export async function libraryExport(db: Dexie, options: { prettyJson?: boolean; numRowsPerChunk?: number }): Promise<Blob> {
  const { exportDB } = await import('dexie-export-import');
  const stored = await storedRowsConnection(db);
  try {
    return await exportDB(stored, options);
  } finally {
    stored.close();
  }
}

/** Every table's rows, keyed by table name. */
export async function dumpTables({ repos }: DexieTestStorage): Promise<Record<string, unknown[]>> {
  const rows = await Promise.all(TABLE_NAMES.map(async (table) => [table, await repos[table].all()] as const));
  return Object.fromEntries(rows);
}

/** A storage on a fresh database, and a way to throw it away. */
export function freshStorage(): DexieTestStorage & { dispose(): Promise<void> } {
  const storage = createDexieTestStorage();
  return {
    ...storage,
    async dispose() {
      storage.db.close();
      await Dexie.delete(storage.db.name);
    },
  };
}

const FIXED = new Set<string>([
  ErrorMessages.notADexieExport,
  ErrorMessages.noData,
  ErrorMessages.missingDatabaseName,
  ErrorMessages.missingDatabaseVersion,
  ErrorMessages.missingTables,
  ErrorMessages.nameDiffers,
  ErrorMessages.versionDiffers,
]);
const PATTERNS = [
  /^Format version .{1,60} not supported$/s,
  /^Exported table .{1,60} is missing in installed database$/s,
  /^Primary key differs for table \w+(: row \d+ .{1,140})?$/s,
  // Issue 14: a value out of its field's limits, named (not in SPEC §8's catalogue).
  /^[A-Z]\w+ \d+: \w+ must .{1,150} \(it is .{1,60}\)\.( \d+ more values? (is|are) outside the rules too\.)?$/s,
];

/** True when the message is one of SPEC §8's import messages, word for word (then a short detail), or a field refusal. */
export const isImportCatalogueMessage = (message: string): boolean =>
  FIXED.has(message) || PATTERNS.some((pattern) => pattern.test(message));
