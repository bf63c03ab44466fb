import type { Stored } from '../../src/domain/entities/base';
import type { Brand } from '../../src/domain/entities/brand';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { debutProductions, medianAge, runRetirements, runYears, yearOf } from './figures-careers';
import { ratedMatches } from './figures-shows';
import { rostersByCompany } from './samples';
import { runProductions, type SeasonRecords } from './season-records';

// Issue 36: the report's dynasty charts, per year and per promotion (pure, from a run's records):
// roster sizes, ages, debuts and retirements, title matches and moves.

/** One promotion's values, one per run year (or per week for the roster). */
export interface PromotionRow {
  name: string;
  values: number[];
}

export interface DynastySeries {
  /** "Year 1" … "Year N". */
  years: string[];
  /** Each promotion's active roster at the start and after every week ([week, roster]). */
  rosters: { name: string; points: [number, number][] }[];
  /** Each promotion's median age of its active in-ring talent at the start and at each year end (NaN: nobody). */
  ages: PromotionRow[];
  /** In-ring debuts per year, by the promotion whose show held the first match. */
  debuts: PromotionRow[];
  /** Retirements per year, by the promotion of the retiree's last completed match ("No match in the run" otherwise). */
  retirements: PromotionRow[];
  /** Completed matches with a title on the line, per year, by the show's promotion. */
  titleMatches: PromotionRow[];
  /** Wrestlers who joined each promotion per year, and who left it. */
  joined: PromotionRow[];
  left: PromotionRow[];
}

/** The run's promotions (company id → name), from the records, or the company's brands' names. */
function promotionNames(records: Pick<SeasonRecords, 'companies' | 'start'>): Map<number, string> {
  const names = new Map((records.companies ?? []).map((c) => [c.id, c.name] as const));
  for (const brand of records.start.brands) {
    if (brand.companyId !== null && !names.has(brand.companyId)) names.set(brand.companyId, `Promotion ${brand.companyId}`);
  }
  return names;
}

/** Median age per promotion of its active in-ring talent on a date (NaN when it has nobody with a date of birth). */
export function medianAgeByCompany(wrestlers: readonly Stored<Wrestler>[], brands: readonly Stored<Brand>[], on: string): Record<number, number> {
  const companies = new Set(brands.flatMap((b) => (b.companyId === null ? [] : [b.companyId])));
  return Object.fromEntries(
    [...companies].map((company) => {
      const own = new Set(brands.filter((b) => b.companyId === company).map((b) => b.id));
      return [company, medianAge(wrestlers.filter((w) => w.brandIds.some((id) => own.has(id))), brands, on) ?? Number.NaN];
    }),
  );
}

export function dynastySeries(records: SeasonRecords): DynastySeries {
  const years = runYears(records);
  const names = promotionNames(records);
  const companies = [...names.keys()].sort((a, b) => a - b);
  const companyOfBrand = new Map(records.brands.flatMap((b) => (b.companyId === null ? [] : [[b.id, b.companyId] as const])));
  const companyOf = (brandIds: readonly number[]) => brandIds.map((id) => companyOfBrand.get(id)).find((c) => c !== undefined) ?? null;
  const year = (date: string) => yearOf(records.start.date, date, years);
  const tally = () => new Map<number | null, number[]>();
  const add = (table: Map<number | null, number[]>, company: number | null, y: number) => {
    const row = table.get(company) ?? new Array<number>(years).fill(0);
    row[y] += 1;
    table.set(company, row);
  };
  const rows = (table: Map<number | null, number[]>, other: string): PromotionRow[] => [
    ...companies.map((c) => ({ name: names.get(c)!, values: table.get(c) ?? new Array<number>(years).fill(0) })),
    ...(table.has(null) ? [{ name: other, values: table.get(null)! }] : []),
  ];

  const segments = new Map(records.segments.map((s) => [s.id, s]));
  const appearances = new Map(records.appearances.map((a) => [a.id, a]));
  const debuts = tally();
  for (const production of debutProductions(records).values()) add(debuts, companyOf(production.brandIds), year(production.date));
  const titleMatches = tally();
  const lastMatch = new Map<number, number | null>();
  for (const production of runProductions(records)) {
    const company = companyOf(production.brandIds);
    for (const segment of ratedMatches(production, segments)) {
      if (segment.championshipIds.length > 0) add(titleMatches, company, year(production.date));
      for (const appearance of segment.appearanceIds.flatMap((id) => appearances.get(id) ?? [])) {
        if (!appearance.manager) lastMatch.set(appearance.wrestlerId, company);
      }
    }
  }

  const retirements = tally();
  for (const { wrestler, year: y } of runRetirements(records)) add(retirements, lastMatch.get(wrestler.id) ?? null, y);

  const joined = tally();
  const left = tally();
  for (const sample of records.weeks) {
    for (const move of sample.moves ?? []) {
      if (move.to !== null) add(joined, move.to, year(sample.date));
      if (move.from !== null) add(left, move.from, year(sample.date));
    }
  }

  const startRosters = rostersByCompany(records.start.wrestlers, records.start.brands);
  const startAges = medianAgeByCompany(records.start.wrestlers, records.start.brands, records.start.date);
  const yearEnds = records.weeks.filter((w) => w.week % 52 === 0 || w === records.weeks.at(-1)).slice(0, years);
  return {
    years: Array.from({ length: years }, (_, y) => `Year ${y + 1}`),
    rosters: companies.map((c) => ({
      name: names.get(c)!,
      points: [[0, startRosters[c] ?? 0] as [number, number], ...records.weeks.flatMap((w): [number, number][] => (w.rosters?.[c] === undefined ? [] : [[w.week, w.rosters[c]]]))],
    })),
    ages: companies.map((c) => ({ name: names.get(c)!, values: [startAges[c] ?? Number.NaN, ...yearEnds.map((w) => w.ages?.[c] ?? Number.NaN)] })),
    debuts: rows(debuts, 'No promotion'),
    retirements: rows(retirements, 'No match in the run'),
    titleMatches: rows(titleMatches, 'No promotion'),
    joined: rows(joined, 'Free agency'),
    left: rows(left, 'Free agency'),
  };
}
