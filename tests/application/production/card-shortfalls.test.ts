import { createProductionServices } from '../../../src/application/production';
import { createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { inMemoryDeps, putGame, type TestDeps } from '../support';

// Issue 13 item 4: the production view says which drawn segments would run short, and why.

async function card(deps: TestDeps, roster: Partial<Wrestler>[], segments: { type: string; booked?: number[] }[]) {
  await putGame(deps, { gender: 'MALE' });
  const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Red' }]);
  const people = await deps.repos.Wrestler.bulkCreate(roster.map((w, i) => ({ name: `P${i}`, gender: 'MALE' as const, points: 60, brandIds: [brand.id], ...w })));
  const show = await deps.repos.Show.create({ name: 'Monday', brandIds: [brand.id], minPoints: 40, maxPoints: 100 });
  const ids: number[] = [];
  for (const { type, booked = [] } of segments) {
    const appearances = await deps.repos.Appearance.bulkCreate(booked.map((i, side) => ({ wrestlerId: people[i].id, groupId: side + 1 })));
    ids.push((await deps.repos.Segment.create({ type, appearanceIds: appearances.map((a) => a.id) })).id);
  }
  const production = await deps.repos.Production.create({ date: '2026-03-11', showId: show.id, brandIds: [brand.id], segmentIds: ids });
  const view = () => createProductionServices(deps).view(production.id).then((v) => v!);
  return { people, ids, production, view };
}

const men = (n: number): Partial<Wrestler>[] => Array.from({ length: n }, () => ({}));

describe('production.view shortfalls', () => {
  it('says a Tag Team cannot be filled from two eligible wrestlers, staff and the weak not counted', async () => {
    const deps = inMemoryDeps();
    const { ids, view } = await card(deps, [...men(2), { role: 'REFEREE' }, { role: 'AUTHORITY' }, { points: 10 }], [{ type: 'TAG_TEAM' }]);
    expect((await view()).shortfalls).toEqual([
      { segmentId: ids[0], position: 1, needed: 4, booked: 0, fit: 2, problem: 'TOO_FEW_ELIGIBLE', reason: 'Not enough eligible wrestlers: a Tag Team needs 4, 2 fit.' },
    ]);
  });

  it('tells an empty match Randomise can fill from one booked short, and leaves full and presentation segments alone', async () => {
    const deps = inMemoryDeps();
    const { ids, view } = await card(deps, men(10), [
      { type: 'SINGLES', booked: [0, 1] },
      { type: 'DEFAULT' },
      { type: 'PROMO' },
      { type: 'TRIPLE_THREAT', booked: [2] },
      { type: 'INTERVIEW' },
    ]);
    expect((await view()).shortfalls.map(({ segmentId, position, problem, reason }) => ({ segmentId, position, problem, reason }))).toEqual([
      { segmentId: ids[1], position: 2, problem: 'EMPTY', reason: 'Nobody is booked yet: a match needs 2. Randomise can fill it.' },
      { segmentId: ids[3], position: 4, problem: 'SHORT', reason: 'Only 1 of the 3 wrestlers a Triple Threat needs is booked.' },
    ]);
  });

  it('counts out wrestlers booked elsewhere on the card', async () => {
    const deps = inMemoryDeps();
    const { view } = await card(deps, men(5), [{ type: 'FATAL_FOUR_WAY', booked: [0, 1, 2, 3] }, { type: 'SINGLES' }]);
    expect((await view()).shortfalls).toMatchObject([{ position: 2, fit: 1, problem: 'TOO_FEW_ELIGIBLE', reason: 'Not enough eligible wrestlers: a Singles needs 2, 1 fit.' }]);
  });

  it('has none for a complete production', async () => {
    const deps = inMemoryDeps();
    const { production, view } = await card(deps, men(1), [{ type: 'TAG_TEAM' }]);
    await deps.repos.Production.update(production.id, { complete: true });
    expect((await view()).shortfalls).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('agrees with Randomise: it fills what the view says it can, and only that (%i men)', async (size) => {
    const roster = [...men(size), { gender: 'FEMALE' as const }, { gender: 'FEMALE' as const }, { role: 'REFEREE' as const }];
    for (const [n, type] of ['TAG_TEAM', 'SINGLES', 'DEFAULT', 'FATAL_FOUR_WAY', 'TRIPLE_THREAT'].entries()) {
      const deps = inMemoryDeps(size * 10 + n);
      const { ids, view } = await card(deps, roster, [{ type }]);
      const before = (await view()).shortfalls;
      await createRandomiseSegment(deps)({ segmentId: ids[0] });
      const after = (await view()).shortfalls;
      if (before[0]?.problem === 'TOO_FEW_ELIGIBLE') expect(after).toMatchObject([{ problem: 'TOO_FEW_ELIGIBLE', fit: before[0].fit }]);
      else expect(after).toEqual([]);
    }
  });
});
