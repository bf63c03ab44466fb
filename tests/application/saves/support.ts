import Dexie from 'dexie';
import { readsStoredRows } from '../../../src/infrastructure/dexie/sparse-rows-middleware';
import type { NewGameOptions } from '../../../src/application/new-game';
import { TABLE_NAMES } from '../../../src/domain/entities/tables';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

// Test wiring for issue 14's replaces: the real container on fake-indexeddb, with the storage under it.

export const OPTIONS: NewGameOptions = { brandIds: [1], gender: 'MALE', amountOfDays: 7, tutorials: false };

export function replaceTestGame() {
  const container = createContainer({ databaseName: uniqueDatabaseName('replace'), seed: 14, logger: silentLogger() });
  const services = resolveAppServices(container);
  const db = container.get(TOKENS.Database);
  return {
    services,
    db,
    repos: container.get(TOKENS.Repositories),
    copies: container.get(TOKENS.SafetyCopies),
    saveFiles: container.get(TOKENS.SaveFiles),
    /** Every table's rows as IndexedDB holds them. */
    async dump(): Promise<Record<string, unknown[]>> {
      // Issue 36: read as stored (the weekly tables without their defaults), as the backup reads them.
      const rows = await db.transaction('r', db.tables, () => {
        readsStoredRows(Dexie.currentTransaction?.idbtrans);
        return Promise.all(TABLE_NAMES.map(async (table) => [table, await db.table(table).toArray()] as const));
      });
      return Object.fromEntries(rows);
    },
  };
}

/** A game started from the seed, with a few changes of the player's so it is not the seed's. */
export async function playedGame() {
  const game = replaceTestGame();
  await game.services.game.load();
  await game.services.newGame.startNewGame(OPTIONS);
  await game.repos.Brand.update(1, { name: 'Played brand', balance: 1234 });
  await game.repos.Segment.bulkCreate([{ name: 'Played segment' }]);
  await game.services.game.update({ dark: true });
  return game;
}
