import { createRosterServices } from '../../../src/application/roster';
import { withDerivedFields } from '../../../src/domain/entities/derived-fields';
import { createProduction } from '../../../src/domain/entities/production';
import { inMemoryDeps, putGame } from '../support';

async function setUp() {
  const deps = inMemoryDeps();
  await putGame(deps);
  return { deps, roster: createRosterServices(deps) };
}

describe('when resetting a segment', () => {
  it('makes it a plain DEFAULT segment again, deleting its appearances and clearing titles and storyline', async () => {
    const { deps, roster } = await setUp();
    const [a, b] = await deps.repos.Appearance.bulkCreate([{ wrestlerId: 1, groupId: 1 }, { wrestlerId: 2, groupId: 2 }]);
    const segment = await deps.repos.Segment.create({
      name: 'Main event',
      type: 'CAGE',
      category: 'Competition',
      appearanceIds: [a.id, b.id],
      championshipIds: [4],
      storyline: 'Revenge',
      complete: true,
      duration: 900,
      date: '2026-03-09',
    });

    const reset = await roster.reset('Segment', segment.id);

    expect(reset).toMatchObject({ type: 'DEFAULT', category: 'Presentation', appearanceIds: [], championshipIds: [], storyline: '', complete: false });
    // The player's own fields stay, as with the segment edit.
    expect(reset).toMatchObject({ name: 'Main event', duration: 900, date: '2026-03-09' });
    expect(await deps.repos.Appearance.count()).toBe(0);
    expect(await deps.repos.Segment.get(segment.id)).toEqual(reset);
  });

  it('rejects a segment that does not exist', async () => {
    const { roster } = await setUp();
    await expect(roster.reset('Segment', 12)).rejects.toThrow('Record with id 12 not found in table Segment');
  });
});

describe('when resetting a production', () => {
  it('keeps its show, day, brands and running order and clears every figure of a completion', async () => {
    const { deps, roster } = await setUp();
    const segments = await deps.repos.Segment.bulkCreate([{ complete: true }, { complete: true }]);
    const segmentIds = segments.map((s) => s.id);
    const done = await deps.repos.Production.create({
      name: 'Monday 2026-03-09',
      showId: 3,
      date: '2026-03-09',
      brandIds: [1],
      venueId: 2,
      segmentIds,
      cost: 900,
      wrestlersCost: 5000,
      segmentsCost: 20000,
      merchIncome: 700,
      attendanceIncome: 9000,
      attendance: 4000,
      viewers: 1_200_000,
      step: 12,
      complete: true,
      outgoings: 26_000,
      income: 40_000,
      payout: 14_000,
      singlePayout: 7_000,
      seed: 99,
    });

    const reset = await roster.reset('Production', done.id);

    expect(reset).toEqual(withDerivedFields('Production', {
      ...createProduction({ name: 'Monday 2026-03-09', showId: 3, date: '2026-03-09', brandIds: [1], segmentIds }),
      id: done.id,
    }));
    // Found as still booking again (issue 19's lookup keys, derived by storage).
    expect(reset.lookupKeys).toContain('open:2026-03-09');
    expect(reset).toMatchObject({ complete: false, step: 0, viewers: 0, income: 0, venueId: null, seed: null });
    expect(await deps.repos.Production.get(done.id)).toEqual(reset);
    // Its segments are not touched (nor any effect the completion had): see docs/decisions-use-cases.md.
    expect(await deps.repos.Segment.getMany(segmentIds)).toEqual(segments);
  });
});
