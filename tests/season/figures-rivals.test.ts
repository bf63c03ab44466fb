import { createBrand } from '../../src/domain/entities';
import { computeFigures } from '../../scripts/season/figures';
import { LIVING_TARGETS, meetsTarget } from '../../scripts/season/definitions';
import type { SeasonRecords } from '../../scripts/season/season-records';
import { seasonSeries } from '../../scripts/season/series';
import { reportHtml } from '../../scripts/season/report-html';
import { healthOf } from '../../scripts/season/health';

// Issue 18: the rival promotions' figures over a small hand-made run. Brand 1 is the player's,
// brands 2 and 3 a rival's; brand 4 started in the red (no ratio).

const brand = (id: number, balance: number, companyId: number) => ({ ...createBrand({ balance, companyId }), id });

function records(rivals: SeasonRecords['rivals'] | undefined, shows: [number, number][] = [[3, 3], [4, 3]]): SeasonRecords {
  const week = (n: number, date: string, [scheduled, completed]: [number, number]) => ({
    week: n, date, productions: 1, failed: 0, balances: { 1: 150, 2: 300, 3: -100, 4: -10 }, maxHeldByOne: 1, outOfRange: 0,
    bookings: { appearances: 0, byGender: { MALE: 0, FEMALE: 0 }, staff: 0, unfit: 0 },
    injuries: { roster: 0, injured: 0 },
    ...(rivals ? { rivalShows: { scheduled, completed } } : {}),
  });
  return {
    seed: 1, rules: 'living', weeks: shows.map((s, i) => week(i + 1, i === 0 ? '2027-01-03' : '2027-01-10', s)),
    start: { date: '2027-01-03', reignIds: [], brands: [brand(1, 100, 1), brand(2, 100, 2), brand(3, 200, 2), brand(4, -50, 2)], wrestlers: [], maxHeldByOne: 0, outOfRange: 0 },
    endDate: '2027-01-17', loggedErrors: 0, championships: [], reigns: [], wrestlers: [],
    brands: [brand(1, 150, 1), brand(2, 300, 2), brand(3, -100, 2), brand(4, -10, 2)],
    shows: [], venues: [], productions: [], segments: [], appearances: [],
    ...(rivals ? { rivals } : {}),
  };
}

describe('the rivals figures', () => {
  it('count the rival calendar run and the rival brands\' money only', () => {
    const figures = computeFigures(records({ companyId: 1, brandIds: [2, 3, 4] }));

    expect(figures['rivals.bookedShare']).toBe(0.8571); // 6 of 7
    expect(figures['rivals.balanceRatioMin']).toBe(-0.5); // brand 3: -100 / 200
    expect(figures['rivals.balanceRatioMax']).toBe(3); // brand 2: 300 / 100 (brand 4 started in the red)
    expect(figures['money.balanceRatioMax']).toBe(3); // money.* still reads every brand
    expect(meetsTarget('≥ 0.95', figures['rivals.bookedShare'])).toBe(false);
    expect(LIVING_TARGETS['rivals.balanceRatioMin']).toBe(LIVING_TARGETS['money.balanceRatioMin']);
    expect(LIVING_TARGETS['rivals.balanceRatioMax']).toBe(LIVING_TARGETS['money.balanceRatioMax']);
  });

  it('are null without rivals (older records, or every promotion played)', () => {
    for (const run of [records(undefined), records({ companyId: null, brandIds: [] })]) {
      const figures = computeFigures(run);
      expect([figures['rivals.bookedShare'], figures['rivals.balanceRatioMin'], figures['rivals.balanceRatioMax']]).toEqual([null, null, null]);
    }
    expect(computeFigures(records({ companyId: 1, brandIds: [2] }, [[0, 0]]))['rivals.bookedShare']).toBeNull();
  });

  it('draw the rival brands\' balances on the page, and say whom the player ran', () => {
    const run = records({ companyId: 1, brandIds: [2, 3] });
    const series = seasonSeries(run);
    expect(series.rivalBalances.map((s) => s.points.at(-1))).toEqual([[2, 300], [2, -100]]);
    const health = healthOf({ years: 0.04, rules: 'living' }, run);
    expect(health.companyId).toBe(1);
    expect(reportHtml({ health, series }, run.start.date)).toContain("Rival promotions' balances");
    const none = records(undefined);
    expect(reportHtml({ health: healthOf({ years: 0.04, rules: 'living' }, none), series: seasonSeries(none) }, none.start.date)).not.toContain("Rival promotions' balances");
  });
});
