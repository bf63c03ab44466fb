import { createCalendarServices } from '../../../src/application/calendar';
import { inMemoryDeps, putGame, type TestDeps } from '../support';

const noProductions = {
  createProduction: () => Promise.reject(new Error('not used')),
  completeProduction: () => Promise.reject(new Error('not used')),
};

async function setUp(amountOfDays = 7) {
  const deps = inMemoryDeps();
  await putGame(deps, { amountOfDays });
  const wrestlers = await deps.repos.Wrestler.bulkCreate([{ name: 'A', damage: 2 }, { name: 'B', damage: 0.3 }, { name: 'C', damage: 0 }, { name: 'D', damage: 0.5 }]);
  return { deps, calendar: createCalendarServices({ ...deps, productions: () => noProductions }), ids: wrestlers.map((w) => w.id) };
}

const damages = async (deps: TestDeps, ids: number[]) => (await deps.repos.Wrestler.getMany(ids)).map((w) => w.damage);

describe('when the calendar moves forward', () => {
  it('advances the game date by amountOfDays and heals every wrestler by 0.5, never below 0', async () => {
    const { deps, calendar, ids } = await setUp();
    const game = await calendar.forward();
    expect(game.date).toBe('2026-03-18');
    expect(await damages(deps, ids)).toEqual([1.5, 0, 0, 0]);

    await calendar.forward();
    expect((await deps.repos.Game.get(1))!.date).toBe('2026-03-25');
    expect(await damages(deps, ids)).toEqual([1, 0, 0, 0]);
  });

  it('uses the game\'s own step length', async () => {
    const { calendar } = await setUp(3);
    expect((await calendar.forward()).date).toBe('2026-03-14');
  });

  it('rejects when there is no game, writing nothing', async () => {
    const deps = inMemoryDeps();
    const [w] = await deps.repos.Wrestler.bulkCreate([{ name: 'W1', damage: 4 }]);
    await expect(createCalendarServices({ ...deps, productions: () => noProductions }).forward()).rejects.toThrow('Record with id 1 not found in table Game');
    expect((await deps.repos.Wrestler.get(w.id))!.damage).toBe(4);
  });
});

describe('when the calendar moves backward', () => {
  it('moves the date back by amountOfDays without healing anyone', async () => {
    const { deps, calendar, ids } = await setUp();
    expect((await calendar.backward()).date).toBe('2026-03-04');
    expect(await damages(deps, ids)).toEqual([2, 0.3, 0, 0.5]);
  });
});

describe('when a living game moves forward (issue 15)', () => {
  it('moves the date in the same unit of work as the living week, and keeps the rule set', async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { amountOfDays: 7, rules: 'living' });
    const calendar = createCalendarServices({ ...deps, productions: () => noProductions });
    const game = await calendar.forward();
    expect(game.date).toBe('2026-03-18');
    expect((await deps.repos.Game.get(1))!.rules).toBe('living');
  });
});
