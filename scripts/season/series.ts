import type { Gender } from '../../src/domain/entities/enums';
import { diffDays } from '../../src/domain/dates';
import { monthlyRatings } from './figures-shows';
import { bookingDetail, type BookingDetail } from './figures-booking';
import { dynastySeries, type DynastySeries } from './series-dynasty';
import { reignDays } from './figures-titles';
import { CAPPED_STATS } from './samples';
import { runProductions, type SeasonRecords } from './season-records';
import { groupBy, median } from './stats-math';
import { COMPETING_ROLES } from './talent';

// What the report's charts draw, computed from a run's records (pure).

export interface Series {
  name: string;
  /** y per x (x = week number, 0 = the start). */
  points: [number, number][];
}

export interface TitleLane {
  name: string;
  /** Reigns overlapping the run, clipped to it, in days since the start. */
  reigns: { from: number; to: number; holders: string }[];
  changes: number;
  medianDays: number | null;
}

export interface Histogram {
  stat: string;
  /** Bin labels: below 0, ten bins of ten (by lower bound), above 100. */
  labels: string[];
  start: number[];
  end: number[];
}

export interface SeasonSeries {
  ratingByMonth: { month: string; rating: number }[];
  viewersByBrand: Series[];
  balanceByBrand: Series[];
  titles: TitleLane[];
  /** Match appearances per month and division. */
  appearancesByMonth: { month: string; counts: Record<Gender, number> }[];
  stats: Histogram[];
  /** Days the run covers. */
  days: number;
  /** Issue 18: each rival promotion's brand's balance per week (empty without rivals). */
  rivalBalances: Series[];
  /** Issue 35: every show's airtime and the short and long matches per tier (absent in hand-made series). */
  booking?: BookingDetail;
  /** Issue 36: rosters, ages, debuts, retirements, title matches and moves per year and promotion (absent in hand-made series). */
  dynasty?: DynastySeries;
}

/** Bins named by their lower bound: "30" holds 30 up to 40; 90 holds 90 to 100 inclusive. */
const BIN_LABELS = ['<0', ...Array.from({ length: 10 }, (_, i) => `${i * 10}`), '>100'];
const binOf = (value: number): number => (value < 0 ? 0 : value > 100 ? 11 : 1 + Math.min(9, Math.floor(value / 10)));

function histogram(values: readonly number[]): number[] {
  const bins = BIN_LABELS.map(() => 0);
  for (const value of values) bins[binOf(value)] += 1;
  return bins;
}

export function seasonSeries(records: SeasonRecords): SeasonSeries {
  const { start, weeks } = records;
  const productions = runProductions(records);
  const segments = new Map(records.segments.map((s) => [s.id, s]));
  const names = new Map(records.wrestlers.map((w) => [w.id, w.name]));
  const weekOf = (date: string) => Math.floor(diffDays(start.date, date) / 7) + 1;

  const viewersByBrand = records.brands.map((brand) => {
    const byWeek = groupBy(productions.filter((p) => p.brandIds.includes(brand.id)), (p) => weekOf(p.date));
    return { name: brand.name, points: weeks.map((w): [number, number] => [w.week, (byWeek.get(w.week) ?? []).reduce((s, p) => s + p.viewers, 0)]) };
  });
  const balanceByBrand = start.brands.map((brand) => ({
    name: brand.name,
    points: [[0, brand.balance] as [number, number], ...weeks.map((w): [number, number] => [w.week, w.balances[brand.id] ?? 0])],
  }));

  const reignsByTitle = groupBy(records.reigns.filter((r) => r.endDate === null || r.endDate >= start.date), (r) => r.championshipId);
  const earlier = new Set(start.reignIds);
  const titles = records.championships.map((title) => {
    const reigns = (reignsByTitle.get(title.id) ?? []).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    const fresh = reigns.filter((r) => !earlier.has(r.id));
    return {
      name: title.name,
      reigns: reigns.map((r) => ({
        from: Math.max(0, diffDays(start.date, r.startDate)),
        to: diffDays(start.date, r.endDate ?? records.endDate),
        holders: r.wrestlerIds.map((id) => names.get(id) ?? `#${id}`).join(' & ') || 'vacant',
      })),
      changes: fresh.length,
      medianDays: median(fresh.map((r) => reignDays(r, records.endDate))),
    };
  });

  const rivalBrands = new Set(records.rivals?.brandIds ?? []);
  const rivalBalances = balanceByBrand.filter((_, i) => rivalBrands.has(start.brands[i].id));

  const competing = (list: SeasonRecords['wrestlers']) => list.filter((w) => COMPETING_ROLES.includes(w.role));
  return {
    ratingByMonth: [...monthlyRatings(productions, segments)].map(([month, rating]) => ({ month, rating })),
    viewersByBrand,
    balanceByBrand,
    titles,
    appearancesByMonth: [...groupBy(weeks, (w) => w.date.slice(0, 7))].map(([month, group]) => ({
      month,
      counts: { MALE: group.reduce((s, w) => s + w.bookings.byGender.MALE, 0), FEMALE: group.reduce((s, w) => s + w.bookings.byGender.FEMALE, 0) },
    })),
    stats: CAPPED_STATS.map((stat) => ({
      stat,
      labels: BIN_LABELS,
      start: histogram(competing(start.wrestlers).map((w) => w[stat])),
      end: histogram(competing(records.wrestlers).map((w) => w[stat])),
    })),
    days: diffDays(start.date, records.endDate),
    rivalBalances,
    booking: bookingDetail(records),
    dynasty: dynastySeries(records),
  };
}
