import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createChampionshipServices } from '../../../src/application/championships';
import { createRandomiseProduction } from '../../../src/application/segments/randomise-segment';
import { addDays } from '../../../src/domain/dates';
import type { ShowTypeKey } from '../../../src/domain/entities/enums';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { dexieDeps, inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 36 item 2 on real adapters (living rules): a belt does not stay with a champion who left
// the promotion or retired, and a title long off the line is put on it.

/** AWE (the player's, company 1) and VWU (a rival, company 2), each with a title and its champion. */
async function twoPromotions(deps: TestDeps) {
  const { repos } = deps;
  const [awe, vwu] = await repos.Brand.bulkCreate([{ name: 'AWE', companyId: 1 }, { name: 'VWU', companyId: 2 }]);
  await putGame(deps, { rules: 'living', brandIds: [awe.id], playerCompanyId: 1 });
  const contract = { status: 'SIGNED' as const, active: true, contractExpires: '2028-01-01', remainingAppearances: 50 };
  const [rivalChampion, ownChampion, keeper] = await repos.Wrestler.bulkCreate([
    // VWU's champion has just signed with the player's promotion.
    { name: 'Kip', gender: 'MALE', brandIds: [awe.id], ...contract },
    { name: 'Old Bo', gender: 'MALE', brandIds: [awe.id], ...contract, retired: true },
    { name: 'Di', gender: 'FEMALE', brandIds: [awe.id], ...contract },
  ]);
  const [vwuTitle, aweTitle, women] = await repos.Championship.bulkCreate([
    { name: 'VWU World', gender: 'MALE', holders: 1, brandIds: [vwu.id], wrestlerIds: [rivalChampion.id] },
    { name: 'AWE World', gender: 'MALE', holders: 1, brandIds: [awe.id], wrestlerIds: [ownChampion.id] },
    { name: 'AWE Women', gender: 'FEMALE', holders: 1, brandIds: [awe.id], wrestlerIds: [keeper.id] },
  ]);
  const recent = addDays(TODAY, -10);
  await repos.Reign.bulkCreate([
    { championshipId: vwuTitle.id, wrestlerIds: [rivalChampion.id], startDate: '2025-06-01', lastDefence: recent },
    { championshipId: aweTitle.id, wrestlerIds: [ownChampion.id], startDate: '2025-06-01', lastDefence: recent },
    { championshipId: women.id, wrestlerIds: [keeper.id], startDate: '2025-06-01', lastDefence: recent },
  ]);
  return { vwuTitle, aweTitle, women };
}

describe('belts follow their holders (issue 36)', () => {
  it('vacates, at the week\'s end, the title of a rival champion who signed with the player and of a retired champion, with the reason on the title page', async () => {
    const deps = dexieDeps('belts-follow');
    const { vwuTitle, aweTitle, women } = await twoPromotions(deps);
    await createMoveCalendar({ unitOfWork: deps.unitOfWork, random: deps.random }).forward();

    const week = addDays(TODAY, 7);
    expect((await deps.repos.Championship.get(vwuTitle.id))!.wrestlerIds).toEqual([]);
    expect((await deps.repos.Championship.get(aweTitle.id))!.wrestlerIds).toEqual([]);
    expect((await deps.repos.Championship.get(women.id))!.wrestlerIds).not.toEqual([]);
    const services = createChampionshipServices(deps);
    const vwuPage = await services.reigns({ championshipId: vwuTitle.id });
    expect(vwuPage.standing?.vacated).toEqual({ date: week, reason: 'Kip signed with AWE' });
    expect(vwuPage.reigns[0]).toMatchObject({ endDate: week, endReason: 'Kip signed with AWE' });
    expect((await services.reigns({ championshipId: aweTitle.id })).standing?.vacated).toEqual({ date: week, reason: 'Old Bo retired' });
  });

  it('keeps classic games as they were: nothing is vacated by the week', async () => {
    const deps = inMemoryDeps(3);
    const { vwuTitle } = await twoPromotions(deps);
    await deps.repos.Game.update(1, { rules: 'classic' });
    await createMoveCalendar({ unitOfWork: deps.unitOfWork, random: deps.random }).forward();
    expect((await deps.repos.Championship.get(vwuTitle.id))!.wrestlerIds).not.toEqual([]);
  });
});

/** Sixteen men and a World title held by W0, last on the line `daysAgo` days before TODAY; an empty card of four segments. */
async function idleTitle(deps: TestDeps, daysAgo: number) {
  await putGame(deps, { gender: 'MALE', rules: 'living' });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED' };
  const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 16 }, (_, i) => ({ ...base, name: `W${i}`, points: 40 + 3 * i })));
  const world = await deps.repos.Championship.create({ name: 'World', gender: 'MALE', holders: 1, active: true, wrestlerIds: [roster[0].id], brandIds: [raw.id] });
  await deps.repos.Reign.create({ championshipId: world.id, wrestlerIds: [roster[0].id], startDate: '2025-01-01', lastDefence: addDays(TODAY, -daysAgo) });
  const card = async (type: ShowTypeKey) => {
    const show = await deps.repos.Show.create({ name: type, type, brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
    const segments = await deps.repos.Segment.bulkCreate(Array.from({ length: 4 }, () => ({ type: 'DEFAULT' })));
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date: TODAY, segmentIds: segments.map((s) => s.id) });
  };
  return { world, card };
}

const titledOn = async (deps: TestDeps, productionId: number, championshipId: number): Promise<boolean> => {
  const production = (await deps.repos.Production.get(productionId))!;
  return (await deps.repos.Segment.getMany(production.segmentIds)).some((s) => s.championshipIds.includes(championshipId));
};

describe('a title long off the line is put on it (issue 36)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('books a title 119 days off the line on an online show, where titles are seldom on the line (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { world, card } = await idleTitle(deps, 119);
    const show = await card('X');
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
    expect(await titledOn(deps, show.id, world.id)).toBe(true);
  });

  it('leaves a title defended last week to the show type\'s usual chance', async () => {
    let titled = 0;
    for (let seed = 1; seed <= 8; seed += 1) {
      const deps = inMemoryDeps(seed);
      const { world, card } = await idleTitle(deps, 7);
      const show = await card('X');
      await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
      if (await titledOn(deps, show.id, world.id)) titled += 1;
    }
    expect(titled).toBeLessThan(8);
  });
});
