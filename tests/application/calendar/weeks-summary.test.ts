import { summariseWeeks, type WeeksRun } from '../../../src/application/calendar/weeks-summary';
import { inMemoryDeps } from '../support';

// A run that saved two productions, arranged by hand so every figure of the summary is known.
async function arranged() {
  const { repos } = inMemoryDeps();
  const [raw, smack, idle] = await repos.Brand.bulkCreate([
    { name: 'Raw', balance: 1_300 },
    { name: 'Smack', balance: 50 },
    { name: 'Idle', balance: 10 },
  ]);
  const [ann, bea, cat, dee] = await repos.Wrestler.bulkCreate(['Ann', 'Bea', 'Cat', 'Dee'].map((name) => ({ name })));
  const appearances = await repos.Appearance.bulkCreate([
    { wrestlerId: ann.id, groupId: 1 }, { wrestlerId: bea.id, groupId: 2 },
    { wrestlerId: cat.id, groupId: 1 }, { wrestlerId: dee.id, groupId: 1 }, { wrestlerId: ann.id, groupId: 2 },
    { wrestlerId: bea.id, groupId: 2, manager: true },
  ]);
  const a = appearances.map((x) => x.id);
  const segments = await repos.Segment.bulkCreate([
    { type: 'SINGLES', rating: 2.5, appearanceIds: [a[0], a[1]] },
    { type: 'TAG_TEAM', rating: 4.25, appearanceIds: [a[2], a[3], a[4], a[5]] },
    { rating: 1 },
    { rating: 9 }, // a production the run did not make
  ]);
  const s = segments.map((x) => x.id);
  const [monday, friday] = await repos.Production.bulkCreate([
    { name: 'Monday 9', date: '2026-03-09', complete: true, brandIds: [raw.id], segmentIds: [s[0]], income: 1_000, outgoings: 400 },
    { name: 'Friday 13', date: '2026-03-13', complete: true, brandIds: [raw.id, smack.id], segmentIds: [s[1], s[2]], income: 900, outgoings: 300 },
    { name: 'Elsewhere', date: '2026-03-10', complete: true, segmentIds: [s[3]] },
  ]);
  const [world, tag] = await repos.Championship.bulkCreate([{ name: 'World' }, { name: 'Tag' }]);
  await repos.Reign.bulkCreate([
    { championshipId: world.id, wrestlerIds: [bea.id], startDate: '2025-01-01', endDate: '2026-03-09' },
    { championshipId: world.id, wrestlerIds: [ann.id], segmentId: s[0], startDate: '2026-03-09' },
    { championshipId: tag.id, wrestlerIds: [cat.id, dee.id], segmentId: s[1], startDate: '2026-03-13' },
    { championshipId: tag.id, wrestlerIds: [bea.id], segmentId: s[3], startDate: '2026-03-10' },
  ]);
  const run: WeeksRun = {
    outcome: 'cancelled', weeks: 4, weeksDone: 1, failure: null, startDate: '2026-03-11', endDate: '2026-03-18',
    productionIds: [monday.id, friday.id], skipped: 1, startedAt: '2026-03-11T10:00:00.000Z', endedAt: '2026-03-11T11:02:05.400Z',
    brandsBefore: [{ ...raw, balance: 1_000 }, { ...smack, balance: -250 }, idle],
  };
  return { repos, run, raw, smack, monday, friday, world, tag, s, ann, bea, cat, dee };
}

describe('when summing up a run of weeks', () => {
  it('names every match that ran short of wrestlers, never silently (issue 13 item 4)', async () => {
    const { repos, run, s, friday } = await arranged();
    const { unfilled } = await summariseWeeks(repos, run);
    expect(unfilled).toEqual([
      { segmentId: s[2], productionId: friday.id, production: 'Friday 13', date: '2026-03-13', position: 2, kind: 'Undecided segment', needed: 2, booked: 0 },
    ]);
  });

  it('lists the titles that changed hands in the run, with the holders before', async () => {
    const { repos, run, world, tag, monday, friday, ann, bea, cat, dee } = await arranged();
    const summary = await summariseWeeks(repos, run);
    expect(summary.titleChanges).toEqual([
      { championshipId: world.id, championship: 'World', holders: ['Ann'], previousHolders: ['Bea'], holderIds: [ann.id], previousHolderIds: [bea.id], date: '2026-03-09', productionId: monday.id, production: 'Monday 9' },
      { championshipId: tag.id, championship: 'Tag', holders: ['Cat', 'Dee'], previousHolders: [], holderIds: [cat.id, dee.id], previousHolderIds: [], date: '2026-03-13', productionId: friday.id, production: 'Friday 13' },
    ]);
  });

  it('ranks the run’s segments by rating, with their kind and sides (managers left out)', async () => {
    const { repos, run, s, friday, monday } = await arranged();
    const { bestSegments } = await summariseWeeks(repos, run);
    expect(bestSegments).toEqual([
      { segmentId: s[1], productionId: friday.id, production: 'Friday 13', date: '2026-03-13', rating: 4.25, kind: 'Tag Team', sides: [['Cat', 'Dee'], ['Ann']] },
      { segmentId: s[0], productionId: monday.id, production: 'Monday 9', date: '2026-03-09', rating: 2.5, kind: 'Singles', sides: [['Ann'], ['Bea']] },
      expect.objectContaining({ segmentId: s[2], rating: 1, sides: [] }),
    ]);
  });

  it('splits each production’s money between its brands and shows each balance before and after', async () => {
    const { repos, run, raw, smack } = await arranged();
    const summary = await summariseWeeks(repos, run);
    expect(summary.brands).toEqual([
      { brandId: raw.id, name: 'Raw', income: 1_450, outgoings: 550, balanceBefore: 1_000, balanceAfter: 1_300 },
      { brandId: smack.id, name: 'Smack', income: 450, outgoings: 150, balanceBefore: -250, balanceAfter: 50 },
    ]);
  });

  it('keeps the run’s own counts and times it', async () => {
    const { repos, run } = await arranged();
    const summary = await summariseWeeks(repos, run);
    expect(summary).toMatchObject({ outcome: 'cancelled', weeks: 4, weeksDone: 1, skipped: 1, endDate: '2026-03-18', elapsedSeconds: 3725 });
    expect(summary).not.toHaveProperty('brandsBefore');
  });
});
