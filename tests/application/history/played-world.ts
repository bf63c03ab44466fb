import { createCalendarServices } from '../../../src/application/calendar';
import { createProductionServices } from '../../../src/application/production';
import { createRivalryServices } from '../../../src/application/rivalries';
import { GAME_ID, HISTORY_INDEX } from '../../../src/domain/entities/game';
import type { KayfabeDatabase } from '../../../src/infrastructure/dexie/kayfabe-database';
import { dexieDeps, putGame, type TestDeps } from '../support';

// Issue 19: a small world whose history was really played: two brands, three weekly shows, a
// title, and `weeks` weeks of the calendar's sweep (create, randomise, complete) and forward.

export async function playedWorld(weeks: number, { indexed = true, seed = 5, rivalries = false } = {}): Promise<{ deps: TestDeps; db: KayfabeDatabase }> {
  const deps = dexieDeps('played-world', seed);
  const [north, south] = await deps.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
  await putGame(deps, { gender: 'MALE', brandIds: [north.id, south.id], historyIndex: indexed ? HISTORY_INDEX : 0 });
  const wrestlers = await deps.repos.Wrestler.bulkCreate(
    Array.from({ length: 18 }, (_, i) => ({ name: `W${i}`, points: 40 + i * 3, brandIds: [i % 2 === 0 ? north.id : south.id] })),
  );
  if (rivalries) {
    // Two feuds of each brand's pairs, from the first day: the board finds their segments on the cards.
    const start = createRivalryServices(deps).start;
    await start([wrestlers[0].id], [wrestlers[2].id]);
    await start([wrestlers[1].id, wrestlers[3].id], [wrestlers[5].id]);
  }
  await deps.repos.Championship.bulkCreate([{ name: 'North Title', brandIds: [north.id], gender: 'MALE', holders: 1 }]);
  await deps.repos.Show.bulkCreate([
    { name: 'Monday', dayIndex: 1, defaultAmountSegments: 3, brandIds: [north.id], income: 1_000_000 },
    { name: 'Thursday', dayIndex: 4, defaultAmountSegments: 2, brandIds: [south.id], income: 800_000 },
    { name: 'Saturday', dayIndex: 6, defaultAmountSegments: 3, brandIds: [north.id, south.id], income: 1_200_000 },
  ]);
  const calendar = createCalendarServices({ ...deps, productions: createProductionServices });
  for (let week = 0; week < weeks; week += 1) {
    await calendar.simulateEmptyProductions();
    await calendar.forward();
  }
  return { deps, db: deps.db };
}

/** The game as saved by a build before the index: no played cards, historyIndex 0. */
export async function forgetIndex(deps: TestDeps): Promise<void> {
  const productions = await deps.repos.Production.all();
  await deps.repos.Production.bulkPut(productions.map((p) => ({ ...p, played: null })));
  await deps.repos.Game.update(GAME_ID, { historyIndex: 0 });
}
