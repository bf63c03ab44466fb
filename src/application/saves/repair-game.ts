import type { Stored } from '../../domain/entities/base';
import { TABLE_NAMES, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { repairRecord, type FieldRepair } from '../../domain/fields/record-repair';
import type { Brand } from '../../domain/entities/brand';
import { GAME_ID } from '../../domain/entities/game';
import { withRepairedBalances } from '../../domain/rules/ledger';
import type { Logger } from '../ports/logger.port';
import type { RuleFailures } from './rule-failures';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

type AnyRecord = Stored<EntityByTable[TableName]>;

/** Small tables, read in a moment even in a long save, that hold what a week and a show charge and pay. */
const START_TABLES: readonly TableName[] = ['Game', 'Brand', 'Wrestler', 'Show', 'Championship', 'Company', 'Venue'];

/** Every record of the game that holds a value outside its rules, repaired (not written). */
async function scan(tx: Repositories, tables: readonly TableName[] = TABLE_NAMES): Promise<{ table: TableName; records: AnyRecord[]; repairs: FieldRepair[] }[]> {
  const found = await Promise.all(
    tables.map(async (table) => {
      const rows = (await (tx[table] as Repositories[TableName]).all()) as AnyRecord[];
      const repaired = rows.map((row) => repairRecord(table, row)).filter((result) => result.repairs.length > 0);
      return { table, records: repaired.map((r) => r.record), repairs: repaired.flatMap((r) => r.repairs) };
    }),
  );
  return found.filter((entry) => entry.repairs.length > 0);
}

/** The game's date (as repaired, when the Game record itself was out of its rules). */
async function gameDate(tx: Repositories, found: Awaited<ReturnType<typeof scan>>): Promise<string> {
  const repaired = found.find((entry) => entry.table === 'Game')?.records[0] as { date?: unknown } | undefined;
  const date = repaired?.date ?? (await tx.Game.get(GAME_ID))?.date;
  return typeof date === 'string' ? date : '';
}

/**
 * Issue 34 item 7: a game an older version stored with values outside today's rules (its own
 * backup would be refused, and a week can fail on them). `damaged` says which records and fields;
 * `repair` brings each back within its rule, as near as the rule allows, in one unit of work.
 */
export function createGameRepair({ unitOfWork, logger, failures }: { unitOfWork: UnitOfWork; logger?: Logger; failures?: RuleFailures }) {
  const damaged = (tables?: readonly TableName[]): Promise<FieldRepair[]> => unitOfWork.run(async (tx) => (await scan(tx, tables)).flatMap((entry) => entry.repairs));
  return {
    damaged,
    /** At start: only the few small tables a week and a show read for money (the whole game is read in Settings). */
    damagedAtStart: () => damaged(START_TABLES),
    /**
     * After a write a field rule refused: the stored game's values outside its rules (told only
     * when there are any, so a refused form value alone offers no repair). One check at a time.
     */
    onDamage(listener: (found: FieldRepair[]) => void): () => void {
      if (!failures) return () => undefined;
      let checking = false;
      return failures.subscribe(() => {
        if (checking) return;
        checking = true;
        damaged()
          .then((found) => found.length > 0 && listener(found))
          .catch((error: unknown) => logger?.warn('Could not check the game after a refused write', error))
          .finally(() => (checking = false));
      });
    },
    repair: (): Promise<FieldRepair[]> =>
      unitOfWork.run(async (tx) => {
        const found = await scan(tx);
        const date = await gameDate(tx, found);
        for (const entry of found) if (entry.table === 'Brand') entry.records = withRepairedBalances(entry.records as Stored<Brand>[], entry.repairs, date) as AnyRecord[];
        for (const { table, records } of found) await (tx[table] as Repositories[TableName]).bulkPut(records as never);
        const repairs = found.flatMap((entry) => entry.repairs);
        if (repairs.length > 0) logger?.warn(`Repaired ${repairs.length} values outside the game's rules`);
        return repairs;
      }),
  };
}

export type GameRepair = ReturnType<typeof createGameRepair>;
