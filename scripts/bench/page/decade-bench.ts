import Dexie from 'dexie';
import type { KayfabeDatabase } from '../../../src/infrastructure/dexie/kayfabe-database';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { safetyDatabaseName } from '../../../src/infrastructure/saves/dexie-safety-copies';
import { TABLES_KEPT_ON_IMPORT } from '../../../src/infrastructure/saves/dexie-save-files';
import { timed } from './bench-game';
import type { DecadeSavesOptions, DecadeSavesResult, DecadeWeekOptions, DecadeWeekResult, WorldFiles, WorldWeeks } from './protocol';

// Issue 19, the storage side of the decade: a week, a backup and an import, each in year one and
// year ten of the same run (saves cached by the Node driver and served beside this page).

type Rows = Map<string, Record<string, unknown>[]>;

/** The world's rows by table (the files of its backup's rows, written by decade-build.ts). */
async function fetchRows({ base, files }: WorldFiles): Promise<Rows> {
  const rows: Rows = new Map();
  for (const { table, file } of files) {
    const list = (await (await fetch(`${base}${file}`)).json()) as Record<string, unknown>[];
    rows.set(table, (rows.get(table) ?? []).concat(list));
  }
  return rows;
}

const count = (rows: Rows, skip: readonly string[] = []) =>
  [...rows].reduce((sum, [name, list]) => sum + (skip.includes(name) ? 0 : list.length), 0);

/** Every table emptied (but `keep`) and every row of the other tables added, in one transaction. */
function rawWrite(db: KayfabeDatabase, rows: Rows, keep: readonly string[] = []): Promise<void> {
  return db.transaction('rw', db.allTables(), async () => {
    const writes: Promise<unknown>[] = [];
    for (const table of db.allTables()) if (!keep.includes(table.name)) writes.push(table.clear());
    await Promise.all(writes);
    await Promise.all([...rows].filter(([name]) => !keep.includes(name)).map(([name, list]) => db.table(name).bulkAdd(list)));
  });
}

/** What a backup reads, done by hand: every row of every table in one read-only transaction. */
function rawRead(db: KayfabeDatabase): Promise<number> {
  return db.transaction('r', db.allTables(), async () => {
    const all = await Promise.all(db.allTables().map((table) => table.toArray()));
    return all.reduce((sum, list) => sum + list.length, 0);
  });
}

let opened = 0;

/** A game of the real composition root on a database of its own, holding the save's world (Game record too). */
async function openWorld(label: string, rows: Rows) {
  opened += 1;
  const container = createContainer({ databaseName: `kayfabe-bench-decade-${label}-${opened}-${Date.now()}`, seed: 1900 + opened });
  const db = container.get(TOKENS.Database);
  // Written before any service reads, so no read model starts from the empty database.
  await rawWrite(db, rows);
  const services = { ...resolveAppServices(container), saveFiles: container.get(TOKENS.SaveFiles) };
  await services.game.load();
  return {
    rows: count(rows),
    db,
    services,
    async dispose() {
      await db.delete();
      await Dexie.delete(safetyDatabaseName(db.name));
    },
  };
}

/** One world: warm-up weeks, then timed weeks (simulate empty productions, then forward). */
async function weeksOf(label: string, files: WorldFiles, { warmups, runs }: DecadeWeekOptions): Promise<WorldWeeks> {
  // The parsed file is not kept: only the database holds the world while the weeks run.
  const world = await openWorld(label, await fetchRows(files));
  try {
    const result: WorldWeeks = { rows: world.rows, weekMs: [], productions: [], failed: 0 };
    for (let week = 0; week < warmups + runs; week += 1) {
      let productions = 0;
      const [, ms] = await timed(async () => {
        const summary = await world.services.calendar.simulateEmptyProductions();
        productions += summary.productionIds.length;
        result.failed += summary.failed + (summary.completions.failed ?? 0);
        await world.services.calendar.forward({
          onRivalShows: (rivals) => {
            productions += rivals.productionIds.length;
            result.failed += (rivals.failed ?? 0) + rivals.scheduled - rivals.completed;
          },
        });
      });
      if (week < warmups) continue;
      result.weekMs.push(ms);
      result.productions.push(productions);
    }
    return result;
  } finally {
    await world.dispose();
  }
}

/** decade-week-ratio: year one's weeks, then year ten's, in the same page. */
export async function benchDecadeWeek(options: DecadeWeekOptions): Promise<DecadeWeekResult> {
  return { yearOne: await weeksOf('year-one', options.yearOne, options), decade: await weeksOf('decade', options.decade, options) };
}

/**
 * decade-export-vs-raw, decade-import-vs-raw: the world's backup (the player's default: pretty JSON,
 * SPEC §7, issue 32; not Settings' compact choice) ÷ a raw read of every row, and the
 * import of that backup (the save files' own import: read, parse, validate, one clear-then-write
 * transaction; Game kept) ÷ a raw clear + bulkAdd of the same rows (Game kept), each run all four.
 */
export async function benchDecadeSaves({ world: files, warmups, runs }: DecadeSavesOptions): Promise<DecadeSavesResult> {
  const rows = await fetchRows(files);
  const world = await openWorld('saves', rows);
  try {
    const result: DecadeSavesResult = { rows: count(rows), fileBytes: 0, exportMs: [], readMs: [], readAfterMs: [], importMs: [], writeMs: [], importError: null };
    for (let run = 0; run < warmups + runs; run += 1) {
      const [, readMs] = await timed(() => rawRead(world.db));
      const [backup, exportMs] = await timed(() => world.services.saves.backup());
      // A second read, warm as the backup's own: said beside the figure (a read after the last run's
      // write is slower), not part of it.
      const [, readAfterMs] = await timed(() => rawRead(world.db));
      result.fileBytes = backup.blob.size;
      let importMs = Number.NaN;
      if (result.importError === null) {
        try {
          importMs = (await timed(() => world.services.saveFiles.importSave(backup.blob)))[1];
        } catch (error) {
          result.importError = String(error);
        }
      }
      const [, writeMs] = await timed(() => rawWrite(world.db, rows, TABLES_KEPT_ON_IMPORT));
      if (run < warmups) continue;
      result.readMs.push(readMs);
      result.readAfterMs.push(readAfterMs);
      result.exportMs.push(exportMs);
      result.writeMs.push(writeMs);
      if (result.importError === null) result.importMs.push(importMs);
    }
    return result;
  } finally {
    await world.dispose();
  }
}
