import { createProductionServices } from '../../../src/application/production';
import { ErrorMessages } from '../../../src/domain/errors';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { constantRandom, dumpTables } from './scripted-production';

async function setUp(showFields: object = {}) {
  const storage = createDexieTestStorage();
  const [red, blue] = await storage.repos.Brand.bulkCreate([{ name: 'Red' }, { name: 'Blue' }]);
  const show = await storage.repos.Show.create({ name: 'Friday Fight', brandIds: [red.id, blue.id], ...showFields });
  const services = createProductionServices({ ...storage, random: constantRandom });
  return { ...storage, services, show, red, blue };
}

describe('creating the production of a show on a date', () => {
  it('creates it with the show default amount of empty segments, its brands, cost 300 and a name', async () => {
    const { repos, services, show, red, blue } = await setUp({ defaultAmountSegments: 5 });
    const production = await services.createProduction({ showId: show.id, date: '2026-11-27' });
    expect(production).toMatchObject({
      name: 'Friday Fight 2026-11-27', showId: show.id, date: '2026-11-27', brandIds: [red.id, blue.id], cost: 300,
      complete: false, step: 0,
    });
    expect(await repos.Production.get(production.id)).toEqual(production);
    const segments = await repos.Segment.getMany(production.segmentIds);
    expect(segments).toHaveLength(5);
    for (const segment of segments) {
      expect(segment).toMatchObject({ type: 'DEFAULT', date: '2026-11-27', brandIds: [red.id, blue.id], appearanceIds: [], complete: false, rating: 0 });
    }
  });

  it('on a living game, starts a card with the segments that fill the show\'s slot; a classic game keeps the show\'s count', async () => {
    const { repos, services, show, red } = await setUp({ defaultAmountSegments: 4, maxDuration: 8280 });
    await repos.Game.create({ date: '2026-11-21', rules: 'living' });
    // Three fit wrestlers fill one match and a promo by its wrestlers: the show's own four stand.
    const fit = { brandIds: [red.id], status: 'SIGNED' as const, active: true, contractExpires: '2028-01-01', remainingAppearances: 50 };
    await repos.Wrestler.bulkCreate(Array.from({ length: 3 }, (_, i) => ({ name: `W${i}`, ...fit })));
    expect((await services.createProduction({ showId: show.id, date: '2026-11-13' })).segmentIds).toHaveLength(4);
    // Seven fill three matches and three promos by their wrestlers (CARD_SIZE.talkShare).
    await repos.Wrestler.bulkCreate(Array.from({ length: 4 }, (_, i) => ({ name: `V${i}`, ...fit })));
    expect((await services.createProduction({ showId: show.id, date: '2026-11-20' })).segmentIds).toHaveLength(6);
    // Twenty-three fill the nine its 138 minutes need; the injured and the unsigned do not count.
    await repos.Wrestler.bulkCreate(Array.from({ length: 15 }, (_, i) => ({ name: `X${i}`, ...fit })));
    await repos.Wrestler.bulkCreate([{ name: 'Hurt', ...fit, injuredUntil: '2027-06-01' }, { name: 'Free', ...fit, status: 'UNSIGNED' as const }]);
    const living = await services.createProduction({ showId: show.id, date: '2026-11-27' });
    expect(living.segmentIds).toHaveLength(9);
    await repos.Game.update((await repos.Game.all())[0].id, { rules: 'classic' });
    const classic = await services.createProduction({ showId: show.id, date: '2026-12-04' });
    expect(classic.segmentIds).toHaveLength(4);
  });

  it('uses 4 segments when the show says nothing', async () => {
    const { services, show, repos } = await setUp();
    await repos.Show.bulkPut([{ ...show, defaultAmountSegments: undefined as unknown as number }]);
    expect((await services.createProduction({ showId: show.id, date: '2026-11-27' })).segmentIds).toHaveLength(4);
  });

  it('returns the existing production for the same show and day instead of a second one', async () => {
    const { repos, services, show } = await setUp();
    const first = await services.createProduction({ showId: show.id, date: '2026-11-27' });
    const again = await services.createProduction({ showId: show.id, date: '2026-11-27' });
    expect(again).toEqual(first);
    expect(await repos.Production.count()).toBe(1);
    expect(await repos.Segment.count()).toBe(4);
    const nextWeek = await services.createProduction({ showId: show.id, date: '2026-12-04' });
    expect(nextWeek.id).not.toBe(first.id);
  });

  it('makes one production when two requests arrive at once', async () => {
    const { repos, services, show } = await setUp();
    const [a, b] = await Promise.all([
      services.createProduction({ showId: show.id, date: '2026-11-27' }),
      services.createProduction({ showId: show.id, date: '2026-11-27' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(await repos.Production.count()).toBe(1);
    expect(await repos.Segment.count()).toBe(4);
  });

  it('rejects an unknown show with the catalogue message and writes nothing', async () => {
    const { repos, services } = await setUp();
    const before = await dumpTables(repos);
    await expect(services.createProduction({ showId: 99, date: '2026-11-27' })).rejects.toThrow(ErrorMessages.recordNotFound(99, 'Show'));
    expect(await dumpTables(repos)).toEqual(before);
  });

  it('completes a new, empty production: costs booked, segments rated 0 and complete, no storylines', async () => {
    const { repos, services, show, red, blue } = await setUp({ income: 50_000, avgAttendance: 100, avgTicketPrice: 10, avgMerchPrice: 5, avgViewers: 1000 });
    const production = await services.createProduction({ showId: show.id, date: '2026-11-27' });
    const result = await services.completeProduction(production.id);
    expect(result.status).toBe('completed');
    const income = 50_000 + 100 * 10 * 1.1 + 5 * 0.4 * 100;
    const outgoings = 300 + 4 * 10_000; // four plain segments at the segment default cost
    expect(await repos.Production.get(production.id)).toMatchObject({ complete: true, income, outgoings, payout: income - outgoings, viewers: 1000 });
    expect((await repos.Brand.getMany([red.id, blue.id])).map((b) => b.balance)).toEqual([(income - outgoings) / 2, (income - outgoings) / 2]);
    for (const segment of await repos.Segment.getMany(production.segmentIds)) expect(segment).toMatchObject({ rating: 0, complete: true, storyline: '' });
    expect((await repos.Show.get(show.id))!.avgViewers).toBe(1000);
  });
});
