import { describe, expect, it } from 'vitest';
import { activeRosterRatios, careerFigures, debutsPerYear, medianAge, medianAgeDrift, retirementsPerYear, runYears, yearOf } from '../../scripts/season/figures-careers';
import { rostersByCompany } from '../../scripts/season/samples';
import type { SeasonRecords } from '../../scripts/season/season-records';

// Issue 36: debuts, retirements and the talent's age, on hand-made records.
const person = (id: number, fields: Record<string, unknown> = {}) =>
  ({ id, role: 'WRESTLER', status: 'SIGNED', active: true, retired: false, brandIds: [1], dob: '1990-01-01', retiresOn: '', ...fields }) as never;
const brands = [{ id: 1, companyId: 1, directorId: 9 }] as unknown as SeasonRecords['brands'];
const START = '2027-01-03';
const weeks = (count: number) => Array.from({ length: count }, (_, i) => ({ week: i + 1 })) as unknown as SeasonRecords['weeks'];

/** A completed production on `date` with one match per [wrestler, manager?] list. */
function card(id: number, date: string, matches: [number, boolean][][], type = 'SINGLES') {
  const segments = matches.map((sides, i) => ({ id: id * 100 + i, type, appearanceIds: sides.map((_, j) => id * 1000 + i * 10 + j) }));
  const appearances = matches.flatMap((sides, i) => sides.map(([wrestlerId, manager], j) => ({ id: id * 1000 + i * 10 + j, wrestlerId, manager })));
  return { production: { id, date, complete: true, segmentIds: segments.map((s) => s.id) }, segments, appearances };
}

describe('the career figures (issue 36)', () => {
  it('splits the run into 52-week years', () => {
    expect(runYears({ weeks: weeks(520) })).toBe(10);
    expect(runYears({ weeks: weeks(3) })).toBe(1);
    expect(yearOf(START, START, 10)).toBe(0);
    expect(yearOf(START, '2028-01-02', 10)).toBe(1);
    expect(yearOf(START, '2040-01-01', 10)).toBe(9);
  });

  it('counts a newcomer\'s first match in its year, not the start\'s wrestlers, managers or promos', () => {
    const cards = [
      card(1, '2027-02-01', [[[1, false], [50, false]], [[51, true], [1, false]]]),
      card(2, '2027-03-01', [[[50, false], [52, false]]]),
      card(3, '2028-02-01', [[[53, false], [52, false]], [[54, false]]]),
      card(4, '2028-03-01', [[[55, false]]], 'PROMO'),
    ];
    const records = {
      weeks: weeks(104), start: { date: START, wrestlers: [person(1)] },
      productions: cards.map((c) => c.production), segments: cards.flatMap((c) => c.segments), appearances: cards.flatMap((c) => c.appearances),
    } as unknown as SeasonRecords;
    // 50 and 52 in year one (51 only managed), 53 and 54 in year two (55 only talked).
    expect(debutsPerYear(records)).toEqual([2, 2]);
  });

  it('counts retirements of the run by their day, none already retired at the start', () => {
    const records = {
      weeks: weeks(104),
      start: { date: START, wrestlers: [person(1), person(2), person(3, { retired: true })] },
      wrestlers: [person(1, { retired: true, retiresOn: '2027-05-01' }), person(2), person(3, { retired: true, retiresOn: '2020-01-01' }), person(4, { retired: true, retiresOn: '2028-06-01' }), person(5, { retired: true })],
    } as unknown as SeasonRecords;
    expect(retirementsPerYear(records)).toEqual([1, 2]);
  });

  it('takes the median age of the signed, active, in-ring talent, and its drift', () => {
    const wrestlers = [
      person(1, { dob: '1997-01-03' }), person(2, { dob: '1987-01-03' }), person(3, { dob: '1977-01-03' }), person(4, { dob: '1967-01-03' }),
      person(5, { dob: '1950-01-01', status: 'UNSIGNED' }), person(6, { dob: '1950-01-01', retired: true }), person(7, { dob: '1950-01-01', role: 'REFEREE' }),
      person(9, { dob: '1950-01-01' }), person(8, { dob: '' }),
    ];
    expect(medianAge(wrestlers, brands, START)).toBeCloseTo(45, 1);
    const end = [person(1, { dob: '2000-01-03' }), person(2, { dob: '1990-01-03' })];
    const records = { start: { date: START, wrestlers, brands }, endDate: START, wrestlers: end, brands } as unknown as SeasonRecords;
    expect(medianAgeDrift(records)).toBeCloseTo(-13, 1);
    expect(medianAgeDrift({ ...records, wrestlers: [] })).toBeNull();
  });

  it('counts each promotion\'s active roster once per wrestler, staff, directors, free agents and the retired left out', () => {
    const companies = [{ id: 1, companyId: 1, directorId: 9 }, { id: 2, companyId: 1, directorId: null }, { id: 3, companyId: 2, directorId: null }, { id: 4, companyId: null, directorId: null }] as unknown as SeasonRecords['brands'];
    const wrestlers = [
      person(1, { brandIds: [1, 2] }), person(2, { brandIds: [3] }), person(3, { brandIds: [1, 3] }), person(4, { brandIds: [4] }),
      person(5, { status: 'UNSIGNED', brandIds: [] }), person(6, { retired: true }), person(7, { role: 'REFEREE' }), person(9), person(10, { active: false }),
    ];
    expect(rostersByCompany(wrestlers, companies)).toEqual({ 1: 2, 2: 2 });
    expect(rostersByCompany([], companies)).toEqual({ 1: 0, 2: 0 });
  });

  it('divides each promotion\'s roster at every year end (and the run\'s last week) by its start', () => {
    const two = [{ id: 1, companyId: 1, directorId: null }, { id: 3, companyId: 2, directorId: null }] as unknown as SeasonRecords['brands'];
    const start = { date: START, brands: two, wrestlers: [person(1), person(2), person(3), person(4), person(5, { brandIds: [3] }), person(6, { brandIds: [3] })] };
    const sampled = (week: number, rosters?: Record<number, number>) => ({ week, rosters });
    const records = { start, weeks: [sampled(1, { 1: 1, 2: 0 }), sampled(52, { 1: 5, 2: 1 }), sampled(60, { 1: 4, 2: 2 }), sampled(104, { 1: 2, 2: 2 }), sampled(110, { 1: 6, 2: 3 })] } as unknown as SeasonRecords;
    // Company 1 began with 4, company 2 with 2; weeks 52, 104 and the last (110) are read, week 1 and 60 are not.
    expect(activeRosterRatios(records)).toEqual([1.25, 0.5, 0.5, 1, 1.5, 1.5]);
    expect(activeRosterRatios({ ...records, weeks: [sampled(52)] } as unknown as SeasonRecords)).toEqual([]);
    // A promotion with nobody at the start has no ratio.
    expect(activeRosterRatios({ ...records, start: { ...start, wrestlers: start.wrestlers.slice(0, 4) } } as unknown as SeasonRecords)).toEqual([1.25, 0.5, 1.5]);
  });

  it('gives the extremes of the ratios as roster.activeRatioMin and Max, null without samples', () => {
    const start = { date: START, brands, wrestlers: [person(1), person(2), person(3)] };
    const records = {
      rules: 'living', weeks: [{ week: 52, rosters: { 1: 2 } }, { week: 104, rosters: { 1: 4 } }], start, endDate: '2029-01-01',
      wrestlers: [], brands, productions: [], segments: [], appearances: [],
    } as unknown as SeasonRecords;
    expect(careerFigures(records)).toMatchObject({ 'roster.activeRatioMin': 0.6667, 'roster.activeRatioMax': 1.3333 });
    expect(careerFigures({ ...records, weeks: [{ week: 52 }] } as unknown as SeasonRecords)).toMatchObject({ 'roster.activeRatioMin': null, 'roster.activeRatioMax': null });
  });

  it('gives null debuts and retirements under the classic rules', () => {
    const records = {
      rules: 'classic', weeks: weeks(52), start: { date: START, wrestlers: [person(1)], brands }, endDate: '2028-01-02',
      wrestlers: [person(1)], brands, productions: [], segments: [], appearances: [],
    } as unknown as SeasonRecords;
    expect(careerFigures(records)).toEqual({
      'roster.debutsPerYearMin': null, 'roster.retirementsPerYearMin': null, 'roster.medianAgeDrift': expect.closeTo(1, 1), 'roster.activeRatioMin': null, 'roster.activeRatioMax': null,
    });
    expect(careerFigures({ ...records, rules: 'living' })).toMatchObject({ 'roster.debutsPerYearMin': 0, 'roster.retirementsPerYearMin': 0 });
  });
});
