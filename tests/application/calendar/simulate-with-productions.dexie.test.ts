import { createCalendarServices } from '../../../src/application/calendar';
import { createProductionServices } from '../../../src/application/production';
import { dexieDeps, putGame } from '../support';

// The wiring the container will do: the calendar sweeps driven by the real production use cases.
describe('simulating the empty productions of the window with the real production use cases', () => {
  it('creates, randomises and completes each empty show of the week on the Dexie database', async () => {
    const deps = dexieDeps('calendar-simulate-it', 3);
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
    await putGame(deps, { gender: 'MALE', brandIds: [brand.id] });
    await deps.repos.Wrestler.bulkCreate(
      Array.from({ length: 16 }, (_, i) => ({ name: `W${i}`, points: 45 + i * 3, brandIds: [brand.id] })),
    );
    await deps.repos.Show.bulkCreate([
      { name: 'Monday', dayIndex: 1, defaultAmountSegments: 3, brandIds: [brand.id], income: 1_000_000 },
      { name: 'Friday', dayIndex: 5, defaultAmountSegments: 2, brandIds: [brand.id], income: 900_000 },
    ]);
    const calendar = createCalendarServices({ ...deps, productions: createProductionServices });

    const summary = await calendar.simulateEmptyProductions();

    expect(summary).toMatchObject({ total: 2, created: 2, randomised: 2, failed: 0, completions: { completed: 2 } });
    const productions = await deps.repos.Production.getMany(summary.productionIds);
    expect(productions.map((p) => [p.date, p.complete])).toEqual([
      ['2026-03-09', true],
      ['2026-03-13', true],
    ]);
    const segments = await deps.repos.Segment.getMany(productions.flatMap((p) => p.segmentIds));
    expect(segments).toHaveLength(5);
    expect(segments.every((s) => s.complete && s.appearanceIds.length >= 2)).toBe(true);
    const winners = (await deps.repos.Appearance.all()).filter((a) => a.winner);
    expect(winners.length).toBeGreaterThanOrEqual(5);
    expect((await deps.repos.Brand.get(brand.id))!.balance).not.toBe(0);
  });
});
