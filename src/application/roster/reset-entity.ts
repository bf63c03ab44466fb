import type { Stored } from '../../domain/entities/base';
import { GAME_ID } from '../../domain/entities/game';
import { entityFactories, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { createWrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { UseCaseDeps } from '../segments/deps';

/**
 * Tables a generic reset may touch. Game has its own settings service; a Segment's reset is the
 * segment edit (it deletes appearances) and a Production owns segments, so neither is reset here.
 */
export type ResettableTable = Exclude<TableName, 'Game' | 'Segment' | 'Production'>;

/**
 * SPEC §7 per-entity "reset": the record goes back to its factory defaults, keeping its id and
 * name. A wrestler's fresh contract runs a year from the game date.
 */
export function createResetEntity({ unitOfWork, clock }: Pick<UseCaseDeps, 'unitOfWork' | 'clock'>) {
  return <K extends ResettableTable>(table: K, id: number): Promise<Stored<EntityByTable[K]>> =>
    unitOfWork.run(async (tx) => {
      const repo = tx[table] as unknown as {
        get(id: number): Promise<Stored<EntityByTable[K]> | undefined>;
        bulkPut(rows: readonly EntityByTable[K][]): Promise<void>;
      };
      const existing = await repo.get(id);
      if (!existing) throw new CatalogueError(ErrorMessages.recordNotFound(id, table));
      const game = await tx.Game.get(GAME_ID);
      const name = (existing as { name: string }).name;
      const fresh =
        table === 'Wrestler'
          ? createWrestler({ name }, game?.date || clock.today())
          : (entityFactories[table] as (partial: object) => object)({ name });
      const reset = { ...fresh, id } as Stored<EntityByTable[K]>;
      await repo.bulkPut([reset]);
      return reset;
    });
}
