import { createCalendarServices } from '../../../src/application/calendar';
import type { UseCaseDeps } from '../../../src/application/deps';
import { createProductionServices } from '../../../src/application/production';
import type { Production } from '../../../src/domain/entities/production';
import { TABLE_NAMES, type TableName } from '../../../src/domain/entities/tables';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

/** A new game on the seed world, the same master seed every time, and the calendar over it. */
async function seededGame(batched: boolean) {
  const container = createContainer({ databaseName: uniqueDatabaseName('batched-sweep'), seed: 99, logger: silentLogger() });
  const services = resolveAppServices(container);
  await services.game.load();
  await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false });
  const deps: UseCaseDeps = { ...container.get(TOKENS.UseCaseDeps), ...(batched ? {} : { batchSource: undefined }) };
  return { repos: container.get(TOKENS.Repositories), calendar: createCalendarServices({ ...deps, productions: createProductionServices }) };
}

type Game = Awaited<ReturnType<typeof seededGame>>;

async function everyRow({ repos }: Game) {
  const tables = await Promise.all(TABLE_NAMES.map((name) => repos[name].all()));
  return Object.fromEntries(TABLE_NAMES.map((name, index) => [name, tables[index]])) as { [K in TableName]: unknown[] };
}

async function simulateWeeks(game: Game, weeks: number) {
  const summaries = [];
  for (let week = 0; week < weeks; week += 1) {
    summaries.push(await game.calendar.simulateEmptyProductions());
    await game.calendar.forward();
  }
  return summaries;
}

describe('simulating weeks of the seed calendar in one batch per week', () => {
  it('leaves exactly the database that simulating production by production leaves', async () => {
    const [batched, direct] = await Promise.all([seededGame(true), seededGame(false)]);
    expect(await everyRow(batched)).toEqual(await everyRow(direct));

    const [batchedSummaries, directSummaries] = [await simulateWeeks(batched, 3), await simulateWeeks(direct, 3)];

    expect(batchedSummaries).toEqual(directSummaries);
    expect(batchedSummaries.every((s) => s.total > 0 && s.failed === 0 && s.completions.completed === s.total)).toBe(true);
    const [after, expected] = [await everyRow(batched), await everyRow(direct)];
    expect((after.Production as Production[]).filter((p) => p.complete).length).toBeGreaterThan(10);
    expect(after).toEqual(expected);
  }, 60_000);
});
