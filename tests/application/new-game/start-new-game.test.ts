import { GAME_ID, STORE_VERSION } from '../../../src/domain/entities/game';
import { TABLE_NAMES, type TableName } from '../../../src/domain/entities/tables';
import { SEED_DATE, seedWorld } from '../../../src/infrastructure/seed';
import { newGameStorage, OPTIONS } from './support';

const world = seedWorld();
const seededTables = Object.keys(world) as TableName[];

describe('when a new game starts', () => {
  it('loads every seeded table with the seed ids, so every reference still points at its record', async () => {
    const { repos, service } = newGameStorage();
    await service.startNewGame(OPTIONS);

    for (const table of seededTables) expect(await repos[table].all(), table).toEqual(world[table]);
    const wrestlerIds = new Set((await repos.Wrestler.all()).map((w) => w.id));
    for (const title of await repos.Championship.all()) {
      for (const id of title.wrestlerIds) expect(wrestlerIds.has(id)).toBe(true);
    }
    for (const brand of await repos.Brand.all()) expect(await repos.Wrestler.get(brand.directorId!)).toBeDefined();
    for (const reign of await repos.Reign.all()) expect(await repos.Championship.get(reign.championshipId)).toBeDefined();
  });

  it('writes the player\'s choices on the first Sunday on or after the seed date into Game record 1 and keeps the colour mode', async () => {
    const { repos, service } = newGameStorage();
    expect((await repos.Game.create({ date: '2020-01-01', dark: false, tutorialStep: 4, careerWrestlerIds: [3, 5] })).id).toBe(GAME_ID);

    const game = await service.startNewGame({ brandIds: [1, 2], gender: 'MALE', amountOfDays: 14, tutorials: true });

    expect(await repos.Game.all()).toEqual([game]);
    expect(game).toMatchObject({
      id: GAME_ID,
      // Issue 16: the seed's Saturday opens the game on the next day, the first day of a week.
      date: '2026-11-22',
      brandIds: [1, 2],
      gender: 'MALE',
      amountOfDays: 14,
      tutorials: true,
      storeVersion: STORE_VERSION,
      tutorialStep: 0,
      careerWrestlerIds: [],
      dark: false,
    });
  });

  it('reports one progress step per table, ending with everything done', async () => {
    const { service } = newGameStorage();
    const steps: string[] = [];
    const done: number[] = [];
    await service.startNewGame(OPTIONS, (progress) => {
      steps.push(progress.step);
      done.push(progress.done / progress.total);
    });
    expect(steps).toEqual(['Clearing the old game', ...seededTables, 'Game']);
    expect(done.at(-1)).toBe(1);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('leaves exactly one copy of the seed when run twice, and clears what the old game made', async () => {
    const { repos, service } = newGameStorage();
    await service.startNewGame(OPTIONS);
    await repos.Production.create({ name: 'Old show', date: SEED_DATE });
    await repos.Wrestler.create({ name: 'Homegrown Hero' });

    await service.startNewGame(OPTIONS);

    for (const table of seededTables) expect(await repos[table].count(), table).toBe(world[table]!.length);
    const unseeded = TABLE_NAMES.filter((table) => table !== 'Game' && !seededTables.includes(table));
    for (const table of unseeded) expect(await repos[table].count(), table).toBe(0);
    expect(await repos.Wrestler.findBy('name', 'Homegrown Hero')).toEqual([]);
    expect(await repos.Game.count()).toBe(1);
  });

  it('refuses days per step outside 1..28 and changes nothing', async () => {
    const { repos, service } = newGameStorage();
    await expect(service.startNewGame({ ...OPTIONS, amountOfDays: 0 })).rejects.toThrow(/between 1 and 28/);
    expect(await repos.Wrestler.count()).toBe(0);
  });

  it('keeps the old game when the load fails half-way', async () => {
    const { repos, service } = newGameStorage();
    await service.startNewGame(OPTIONS);
    await repos.Production.create({ name: 'Kept show', date: SEED_DATE });
    const venueBulkPut = repos.Venue.bulkPut;
    repos.Venue.bulkPut = () => Promise.reject(new Error('disk full'));

    await expect(service.startNewGame({ ...OPTIONS, amountOfDays: 3 })).rejects.toThrow('disk full');

    repos.Venue.bulkPut = venueBulkPut;
    expect((await repos.Production.all()).map((p) => p.name)).toEqual(['Kept show']);
    expect((await repos.Game.get(GAME_ID))?.amountOfDays).toBe(7);
  });
});

describe('when the setup form asks the seed', () => {
  it('lists the seed\'s brands with their companies before anything is loaded', async () => {
    const { repos, service } = newGameStorage();
    const choices = await service.brandChoices();
    expect(choices.map((c) => c.id)).toEqual(world.Brand!.map((b) => b.id));
    expect(choices.find((c) => c.id === 7)).toMatchObject({ name: 'Northgate Pro', company: 'Northgate Pro Wrestling' });
    expect(await repos.Brand.count()).toBe(0);
  });

  it('describes each importable group by its tables and their sizes', async () => {
    const { service } = newGameStorage();
    const groups = await service.seedGroups();
    expect(groups.map((g) => g.group)).toEqual(['wrestlers', 'championships', 'shows', 'venues', 'brands']);
    expect(groups.find((g) => g.group === 'venues')?.tables).toEqual([{ table: 'Venue', count: 13 }]);
  });
});
