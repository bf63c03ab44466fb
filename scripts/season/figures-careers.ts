import { isCompetitionType } from '../../src/domain/catalog/segment-kinds';
import { diffDays } from '../../src/domain/dates';
import type { Stored } from '../../src/domain/entities/base';
import type { Brand } from '../../src/domain/entities/brand';
import type { Production } from '../../src/domain/entities/production';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { rostersByCompany, type WeekSample } from './samples';
import { runProductions, type SeasonRecords } from './season-records';
import { isStaff } from './talent';

// Issue 36 item 1, a dynasty's careers (DESIGN §4): debuts, retirements and the age of the talent.

/** Days in a run year: 52 weeks, as the run counts them. */
export const RUN_YEAR_DAYS = 364;

/** Years the run covers (at least one). */
export const runYears = (records: Pick<SeasonRecords, 'weeks'>): number => Math.max(1, Math.ceil(records.weeks.length / 52));

/** The run year (0-based) a date falls in, within 0 … years − 1. */
export const yearOf = (start: string, date: string, years: number): number =>
  Math.min(years - 1, Math.max(0, Math.floor(diffDays(start, date) / RUN_YEAR_DAYS)));

type DebutRecords = Pick<SeasonRecords, 'weeks' | 'start' | 'productions' | 'segments' | 'appearances'>;

/**
 * Each in-ring debut of the run: wrestler id → the completed production of their first match (an
 * appearance, not as a manager, in a competition segment), for wrestlers not in the world at the start.
 */
export function debutProductions(records: Omit<DebutRecords, 'weeks'>): Map<number, Stored<Production>> {
  const known = new Set(records.start.wrestlers.map((w) => w.id));
  const segments = new Map(records.segments.map((s) => [s.id, s]));
  const appearances = new Map(records.appearances.map((a) => [a.id, a]));
  const first = new Map<number, Stored<Production>>();
  for (const production of runProductions(records as SeasonRecords)) {
    for (const segmentId of production.segmentIds) {
      const segment = segments.get(segmentId);
      if (!segment || !isCompetitionType(segment.type)) continue;
      for (const appearanceId of segment.appearanceIds) {
        const appearance = appearances.get(appearanceId);
        if (!appearance || appearance.manager || known.has(appearance.wrestlerId) || first.has(appearance.wrestlerId)) continue;
        first.set(appearance.wrestlerId, production);
      }
    }
  }
  return first;
}

/** In-ring debuts per run year (debutProductions), counted in the year of the first match. */
export function debutsPerYear(records: DebutRecords): number[] {
  const years = runYears(records);
  const counts = new Array<number>(years).fill(0);
  for (const production of debutProductions(records).values()) counts[yearOf(records.start.date, production.date, years)] += 1;
  return counts;
}

/**
 * Retirements per run year: wrestlers retired at the end who were not at the start, counted in the
 * year of their retirement day (`retiresOn`; without one, the last year).
 */
export function retirementsPerYear(records: Pick<SeasonRecords, 'weeks' | 'start' | 'wrestlers'>): number[] {
  const counts = new Array<number>(runYears(records)).fill(0);
  for (const { year } of runRetirements(records)) counts[year] += 1;
  return counts;
}

/** The run's retirements (retirementsPerYear's): each retiree and the run year (0-based) of their day. */
export function runRetirements(records: Pick<SeasonRecords, 'weeks' | 'start' | 'wrestlers'>): { wrestler: Stored<Wrestler>; year: number }[] {
  const years = runYears(records);
  const before = new Map(records.start.wrestlers.map((w) => [w.id, w]));
  return records.wrestlers
    .filter((w) => w.retired && !before.get(w.id)?.retired)
    .map((w) => ({ wrestler: w, year: w.retiresOn ? yearOf(records.start.date, w.retiresOn, years) : years - 1 }));
}

/** Age in years (with a fraction) on a date; null without a date of birth. */
const ageIn = (dob: string, on: string): number | null => (dob && dob <= on ? diffDays(dob, on) / 365.25 : null);

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Median age on a date of the active in-ring talent: signed, active, not retired, not staff, with a date of birth. */
export function medianAge(wrestlers: readonly Stored<Wrestler>[], brands: readonly Stored<Brand>[], on: string): number | null {
  const directors = new Set(brands.flatMap((b) => (b.directorId === null ? [] : [b.directorId])));
  const ages = wrestlers
    .filter((w) => w.status !== 'UNSIGNED' && w.active && !w.retired && !isStaff(w, directors))
    .flatMap((w) => {
      const age = ageIn(w.dob, on);
      return age === null ? [] : [age];
    });
  return median(ages);
}

/** Median age of the active in-ring talent at the end minus at the start, in years (null when either has none). */
export function medianAgeDrift(records: Pick<SeasonRecords, 'start' | 'endDate' | 'wrestlers' | 'brands'>): number | null {
  const start = medianAge(records.start.wrestlers, records.start.brands, records.start.date);
  const end = medianAge(records.wrestlers, records.brands, records.endDate);
  return start === null || end === null ? null : end - start;
}

/**
 * Each promotion's active roster at every year end (the samples of weeks 52, 104, …, and the last week
 * when the run ends between two) ÷ its active roster at the start: one ratio per promotion and year end.
 * Promotions with nobody at the start, and samples without the count (older records), are left out.
 */
export function activeRosterRatios(records: Pick<SeasonRecords, 'start' | 'weeks'>): number[] {
  const start = rostersByCompany(records.start.wrestlers, records.start.brands);
  const last = records.weeks.at(-1);
  const ends: WeekSample[] = records.weeks.filter((w) => w.week % 52 === 0 || w === last);
  return ends.flatMap((sample) =>
    Object.entries(start).flatMap(([company, before]) => {
      const after = sample.rosters?.[Number(company)];
      return before > 0 && after !== undefined ? [after / before] : [];
    }),
  );
}

type CareerFigure = 'roster.debutsPerYearMin' | 'roster.retirementsPerYearMin' | 'roster.medianAgeDrift' | 'roster.activeRatioMin' | 'roster.activeRatioMax';

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The career figures; debuts and retirements are null under the classic rules (they model neither), the ratios null without samples. */
export function careerFigures(records: SeasonRecords): Record<CareerFigure, number | null> {
  const living = records.rules === 'living';
  const ratios = activeRosterRatios(records);
  return {
    'roster.debutsPerYearMin': living ? Math.min(...debutsPerYear(records)) : null,
    'roster.retirementsPerYearMin': living ? Math.min(...retirementsPerYear(records)) : null,
    'roster.medianAgeDrift': medianAgeDrift(records),
    'roster.activeRatioMin': ratios.length > 0 ? round4(Math.min(...ratios)) : null,
    'roster.activeRatioMax': ratios.length > 0 ? round4(Math.max(...ratios)) : null,
  };
}
