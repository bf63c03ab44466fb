import type { Stored } from '../../domain/entities/base';
import { createProduction, type Production } from '../../domain/entities/production';
import { entityFactories, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { createWrestler } from '../../domain/entities/wrestler';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { createResetSegment } from '../segments/reset-segment';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** Tables a reset may touch. Game has its own settings service. */
export type ResettableTable = Exclude<TableName, 'Game'>;

/**
 * A production goes back to a not-yet-completed one of the same show and day, its running order
 * kept: every cost, income and audience figure is cleared (docs/decisions-use-cases.md).
 */
const freshProduction = (p: Stored<Production>): Stored<Production> => ({
  ...createProduction({ name: p.name, showId: p.showId, date: p.date, brandIds: [...p.brandIds], segmentIds: [...p.segmentIds] }),
  id: p.id,
});

/**
 * SPEC §7 per-entity "reset": the record goes back to its factory defaults, keeping its id and
 * name. A wrestler's fresh contract runs a year from the game date. A segment's reset is the
 * segment edit of SPEC §4 (plain DEFAULT, its appearances deleted, no championships or storyline).
 */
export function createResetEntity({ unitOfWork, repos, clock }: Pick<UseCaseDeps, 'unitOfWork' | 'repos' | 'clock'>) {
  const resetSegment = createResetSegment({ unitOfWork });
  return async <K extends ResettableTable>(table: K, id: number): Promise<Stored<EntityByTable[K]>> => {
    if (table === 'Segment') {
      // The same "not found" message as every other table, before the segment edit runs.
      if (!(await repos.Segment.get(id))) throw new CatalogueError(ErrorMessages.recordNotFound(id, table));
      return (await resetSegment(id)) as unknown as Stored<EntityByTable[K]>;
    }
    return unitOfWork.run(async (tx) => {
      const repo = tx[table] as unknown as {
        get(id: number): Promise<Stored<EntityByTable[K]> | undefined>;
        bulkPut(rows: readonly EntityByTable[K][]): Promise<void>;
      };
      const existing = await repo.get(id);
      if (!existing) throw new CatalogueError(ErrorMessages.recordNotFound(id, table));
      const game = await readGame(tx);
      const name = (existing as { name: string }).name;
      const fresh =
        table === 'Wrestler'
          ? createWrestler({ name }, game?.date || clock.today())
          : table === 'Production'
            ? freshProduction(existing as unknown as Stored<Production>)
            : (entityFactories[table] as (partial: object) => object)({ name });
      // As stored: storage derives a production's lookup keys (issue 19).
      const reset = withDerivedFields(table, { ...fresh, id } as Stored<EntityByTable[K]>);
      await repo.bulkPut([reset]);
      return reset;
    });
  };
}
