import { createRosterServices } from '../../../src/application/roster';
import { showTypes } from '../../../src/domain/catalog/show-types';
import { createChampionship } from '../../../src/domain/entities/championship';
import { inMemoryDeps, putGame } from '../support';

async function setUp(seed = 7) {
  const deps = inMemoryDeps(seed);
  await putGame(deps, { gender: 'FEMALE' });
  const brands = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'SD' }]);
  return { deps, roster: createRosterServices(deps), brandIds: brands.map((b) => b.id) };
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('when generating records', () => {
  it.each(SEEDS)('makes a plausible wrestler on an existing brand (seed %i)', async (seed) => {
    const { roster, brandIds } = await setUp(seed);
    const w = await roster.generate('Wrestler');
    expect(w.id).toBeGreaterThan(0);
    expect(w.name).toMatch(/\S/);
    expect(w.points).toBeGreaterThanOrEqual(10);
    expect(w.points).toBeLessThanOrEqual(96);
    for (const stat of [w.morale, w.stamina, w.popularity, w.charisma]) expect(stat).toBeGreaterThanOrEqual(0);
    expect(brandIds).toContain(w.brandIds[0]);
    expect(w.dob < '2006-03-12' && w.dob > '1980-01-01').toBe(true);
    expect(w.contractExpires).toBe('2027-03-11');
    expect(w.status).toBe('SIGNED');
  });

  it.each(SEEDS)('makes a championship, a show, a venue, a brand, a company and a faction (seed %i)', async (seed) => {
    const { deps, roster, brandIds } = await setUp(seed);
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: 5 }, (_, i) => ({ name: `W${i}` })));

    const title = await roster.generate('Championship');
    expect(title.name).toMatch(/Championship$/);
    expect([1, 2]).toContain(title.holders);
    expect(title.minPoints).toBeLessThan(title.maxPoints);
    expect(brandIds).toContain(title.brandIds[0]);

    const show = await roster.generate('Show');
    expect(show).toMatchObject({ income: showTypes[show.type].income, avgViewers: showTypes[show.type].avgViewers });
    expect(show.dayIndex).toBeGreaterThanOrEqual(0);
    expect(show.dayIndex).toBeLessThanOrEqual(6);
    expect(show.maxDuration).toBeGreaterThan(0);

    const venue = await roster.generate('Venue');
    expect(venue.capacity).toBeGreaterThanOrEqual(500);
    expect(venue.city).toMatch(/\S/);

    expect((await roster.generate('Brand')).name).toMatch(/\S/);
    expect((await roster.generate('Company')).name).toMatch(/\S/);

    const faction = await roster.generate('Faction');
    expect(faction.wrestlerIds.length).toBeGreaterThanOrEqual(2);
    expect(faction.leaderIds).toEqual(faction.wrestlerIds.slice(0, 1));
    expect(faction.startDate).toBe('2026-03-11');
  });

  it('is reproducible from the seed and lets overrides win', async () => {
    const first = await (await setUp(42)).roster.generate('Wrestler');
    const again = await (await setUp(42)).roster.generate('Wrestler');
    expect(again).toEqual(first);
    const { roster } = await setUp(42);
    expect(await roster.generate('Wrestler', { name: 'Chosen', gender: 'FEMALE' })).toMatchObject({ name: 'Chosen', gender: 'FEMALE' });
  });

  it('draws a women\'s title when asked for a female one', async () => {
    for (const seed of SEEDS) {
      const title = await (await setUp(seed)).roster.generate('Championship', { gender: 'FEMALE' });
      expect(title.gender).toBe('FEMALE');
      expect(title.name).toContain("Women's");
    }
  });
});

describe('when resetting a record', () => {
  it('restores a wrestler to factory defaults, keeping id and name, with a fresh contract from the game date', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'Veteran', points: 88, wins: 40, damage: 9, brandIds: [1], contractExpires: '2020-01-01' });

    const reset = await roster.reset('Wrestler', w.id);

    expect(reset).toMatchObject({ id: w.id, name: 'Veteran', points: 20, wins: 0, damage: 0, brandIds: [], contractExpires: '2027-03-11' });
    expect(await deps.repos.Wrestler.get(w.id)).toEqual(reset);
  });

  it('restores a championship the same way', async () => {
    const { deps, roster } = await setUp();
    const title = await deps.repos.Championship.create({ name: 'World', wrestlerIds: [3], rank: 10, maxPoints: 60 });
    expect(await roster.reset('Championship', title.id)).toEqual({ ...createChampionship({ name: 'World' }), id: title.id });
  });

  it('rejects a record that does not exist', async () => {
    const { roster } = await setUp();
    await expect(roster.reset('Venue', 31)).rejects.toThrow('Record with id 31 not found in table Venue');
  });
});
