import { describe, expect, it } from 'vitest';
import { dynastySeries, medianAgeByCompany } from '../../scripts/season/series-dynasty';
import { dynastySection } from '../../scripts/season/report-dynasty';
import type { SeasonRecords } from '../../scripts/season/season-records';

// Issue 36: the report's dynasty charts, per year and per promotion, on hand-made records.
const person = (id: number, fields: Record<string, unknown> = {}) =>
  ({ id, role: 'WRESTLER', status: 'SIGNED', active: true, retired: false, brandIds: [1], dob: '1990-01-01', retiresOn: '', ...fields }) as never;
const brands = [{ id: 1, companyId: 1, directorId: null }, { id: 2, companyId: 2, directorId: null }] as unknown as SeasonRecords['brands'];
const START = '2027-01-03';

/** A completed production of a brand on `date`, one singles match per pair (title ids on the first). */
function card(id: number, date: string, brandId: number, pairs: [number, number][], titles: number[] = []) {
  const segments = pairs.map((pair, i) => ({ id: id * 100 + i, type: 'SINGLES', championshipIds: i === 0 ? titles : [], appearanceIds: pair.map((_, j) => id * 1000 + i * 10 + j) }));
  const appearances = pairs.flatMap((pair, i) => pair.map((wrestlerId, j) => ({ id: id * 1000 + i * 10 + j, wrestlerId, manager: false })));
  return { production: { id, date, complete: true, brandIds: [brandId], segmentIds: segments.map((s) => s.id) }, segments, appearances };
}

function records(): SeasonRecords {
  const cards = [
    card(1, '2027-02-01', 1, [[1, 50]], [7]),
    card(2, '2027-03-01', 2, [[2, 51], [3, 4]]),
    card(3, '2028-02-01', 1, [[52, 1]], [7]),
    card(4, '2028-03-01', 2, [[2, 3]], [8]),
  ];
  const weeks = Array.from({ length: 104 }, (_, i) => ({
    week: i + 1,
    date: `${i < 52 ? '2027' : '2028'}-06-01`,
    rosters: { 1: 2 + (i >= 52 ? 1 : 0), 2: 3 },
    ...(i + 1 === 52 ? { ages: { 1: 30, 2: 40 } } : i + 1 === 104 ? { ages: { 1: 31, 2: Number.NaN } } : {}),
    ...(i === 10 ? { moves: [{ from: 2, to: 1 }, { from: null, to: 2 }] } : i === 60 ? { moves: [{ from: 1, to: null }] } : {}),
  }));
  return {
    weeks, brands, companies: [{ id: 1, name: 'AWE' }, { id: 2, name: 'NPW' }],
    start: { date: START, brands, wrestlers: [person(1), person(2, { brandIds: [2] }), person(3, { brandIds: [2], dob: '1980-01-01' }), person(4, { brandIds: [2] })] },
    wrestlers: [person(1), person(2, { brandIds: [2] }), person(3, { brandIds: [2], retired: true, retiresOn: '2028-04-01' }), person(4, { retired: true, retiresOn: '2027-05-01' }), person(50), person(51), person(52)],
    productions: cards.map((c) => c.production), segments: cards.flatMap((c) => c.segments), appearances: cards.flatMap((c) => c.appearances),
  } as unknown as SeasonRecords;
}

describe('the dynasty series (issue 36)', () => {
  const dynasty = dynastySeries(records());

  it('counts debuts on the promotion and in the year of the first match', () => {
    expect(dynasty.years).toEqual(['Year 1', 'Year 2']);
    expect(dynasty.debuts).toEqual([{ name: 'AWE', values: [1, 1] }, { name: 'NPW', values: [1, 0] }]);
  });

  it('puts a retirement on the promotion of the last match, in the year of its day', () => {
    expect(dynasty.retirements).toEqual([{ name: 'AWE', values: [0, 0] }, { name: 'NPW', values: [1, 1] }]);
  });

  it('counts title matches per year and promotion, and who joined and left', () => {
    expect(dynasty.titleMatches).toEqual([{ name: 'AWE', values: [1, 1] }, { name: 'NPW', values: [0, 1] }]);
    expect(dynasty.joined).toEqual([{ name: 'AWE', values: [1, 0] }, { name: 'NPW', values: [1, 0] }]);
    expect(dynasty.left).toEqual([{ name: 'AWE', values: [0, 1] }, { name: 'NPW', values: [1, 0] }]);
  });

  it('follows each roster from the start week by week, and each median age at the year ends', () => {
    expect(dynasty.rosters[0].points[0]).toEqual([0, 1]);
    expect(dynasty.rosters[0].points.at(-1)).toEqual([104, 3]);
    expect(dynasty.ages[0].values.slice(1)).toEqual([30, 31]);
    expect(dynasty.ages[1].values[2]).toBeNaN();
  });

  it('takes each promotion\'s median age from its own brands', () => {
    const ages = medianAgeByCompany(records().start.wrestlers, brands, START);
    expect(ages[1]).toBeCloseTo(37, 0);
    expect(ages[2]).toBeCloseTo(37, 0);
  });

  it('draws the section with its numbers, a dash where a promotion had nobody', () => {
    const html = dynastySection(dynasty, 'living', [[0, '2027-01']]);
    expect(html).toContain('aria-label="In-ring debuts per year and promotion"');
    expect(html).toContain('<caption>Retirements</caption>');
    expect(html).toMatch(/<td>NPW<\/td><td class="value">[\d.]+<\/td><td class="value">40\.0<\/td><td class="value">–<\/td>/);
    expect(dynastySection(undefined, 'living', [])).toBe('');
  });
});
