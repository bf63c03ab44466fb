import type { KayfabeDatabase } from '../../../src/infrastructure/dexie/kayfabe-database';
import { TABLES_KEPT_ON_IMPORT } from '../../../src/infrastructure/saves/dexie-save-files';
import { openBenchGame, timed } from './bench-game';
import type { SaveOptions, SaveResult } from './protocol';
import { syntheticWorld, type SyntheticWorld } from './synthetic-world';

/** What a save import writes, done by hand: clear every table but Game, bulkAdd every row, one transaction. */
function rawWrite(db: KayfabeDatabase, world: SyntheticWorld): Promise<void> {
  return db.transaction('rw', db.allTables(), async () => {
    for (const table of db.allTables()) {
      if (!TABLES_KEPT_ON_IMPORT.some((kept) => kept === table.name)) await table.clear();
    }
    for (const [name, rows] of world) await db.table(name).bulkAdd(rows);
  });
}

/**
 * save-export-100k, save-import-100k, save-import-vs-raw: a database of `rows` synthetic rows is
 * backed up (the player's default backup: pretty JSON, SPEC §7, issue 32), the file imported back
 * (validation included), and the same rows written raw; each run does all three, so the ratio
 * compares like with like.
 */
export async function benchSaves({ rows, warmups, runs }: SaveOptions): Promise<SaveResult> {
  const game = await openBenchGame('saves', { seeded: false });
  const { db } = game;
  const saves = game.services.saves;
  try {
    const world = syntheticWorld(rows - 1);
    await rawWrite(db, world);
    const rowCount = (await Promise.all(db.allTables().map((table) => table.count()))).reduce((a, b) => a + b, 0);
    const result: SaveResult = { rows: rowCount, fileBytes: 0, exportMs: [], importMs: [], rawMs: [] };
    for (let run = 0; run < warmups + runs; run += 1) {
      const [backup, exportMs] = await timed(() => saves.backup());
      // The raw import (read, check, one clear-then-write transaction), comparable with rawWrite: the
      // player's import adds a safety copy and a fresh database around it (issue 14, save service).
      const [, importMs] = await timed(() => game.services.saveFiles.importSave(backup.blob));
      const [, rawMs] = await timed(() => rawWrite(db, world));
      result.fileBytes = backup.blob.size;
      if (run < warmups) continue;
      result.exportMs.push(exportMs);
      result.importMs.push(importMs);
      result.rawMs.push(rawMs);
    }
    return result;
  } finally {
    await game.dispose();
  }
}
