import type { Stored } from '../../domain/entities/base';
import { TABLE_NAMES, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { repairRecord, type FieldRepair } from '../../domain/fields/record-repair';
import type { Logger } from '../ports/logger.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

type AnyRecord = Stored<EntityByTable[TableName]>;

/** Every record of the game that holds a value outside its rules, repaired (not written). */
async function scan(tx: Repositories): Promise<{ table: TableName; records: AnyRecord[]; repairs: FieldRepair[] }[]> {
  const found = await Promise.all(
    TABLE_NAMES.map(async (table) => {
      const rows = (await (tx[table] as Repositories[TableName]).all()) as AnyRecord[];
      const repaired = rows.map((row) => repairRecord(table, row)).filter((result) => result.repairs.length > 0);
      return { table, records: repaired.map((r) => r.record), repairs: repaired.flatMap((r) => r.repairs) };
    }),
  );
  return found.filter((entry) => entry.repairs.length > 0);
}

/**
 * Issue 34 item 7: a game an older version stored with values outside today's rules (its own
 * backup would be refused, and a week can fail on them). `damaged` says which records and fields;
 * `repair` brings each back within its rule, as near as the rule allows, in one unit of work.
 */
export function createGameRepair({ unitOfWork, logger }: { unitOfWork: UnitOfWork; logger?: Logger }) {
  return {
    damaged: (): Promise<FieldRepair[]> => unitOfWork.run(async (tx) => (await scan(tx)).flatMap((entry) => entry.repairs)),
    repair: (): Promise<FieldRepair[]> =>
      unitOfWork.run(async (tx) => {
        const found = await scan(tx);
        for (const { table, records } of found) await (tx[table] as Repositories[TableName]).bulkPut(records as never);
        const repairs = found.flatMap((entry) => entry.repairs);
        if (repairs.length > 0) logger?.warn(`Repaired ${repairs.length} values outside the game's rules`);
        return repairs;
      }),
  };
}

export type GameRepair = ReturnType<typeof createGameRepair>;
