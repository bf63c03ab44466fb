import { balanceRatios } from './figures-shows';
import type { SeasonRecords } from './season-records';
import { maxOf, minOf } from './stats-math';

// Issue 18: how the rival promotions fared: did they run their calendar, and did their money hold.

/** Rival calendar shows completed ÷ scheduled over the run; null without rivals (or none scheduled). */
export function rivalBookedShare(records: Pick<SeasonRecords, 'weeks' | 'rivals'>): number | null {
  if (!records.rivals || records.rivals.brandIds.length === 0) return null;
  const scheduled = records.weeks.reduce((sum, w) => sum + (w.rivalShows?.scheduled ?? 0), 0);
  const completed = records.weeks.reduce((sum, w) => sum + (w.rivalShows?.completed ?? 0), 0);
  return scheduled === 0 ? null : completed / scheduled;
}

/** End ÷ start balance of each rival brand that started positive (money.balanceRatio*'s definition over rival brands). */
export function rivalBalanceRatios(records: Pick<SeasonRecords, 'start' | 'brands' | 'rivals'>): { min: number | null; max: number | null } {
  const rivals = new Set(records.rivals?.brandIds ?? []);
  if (rivals.size === 0) return { min: null, max: null };
  const ratios = balanceRatios(records.start.brands.filter((b) => rivals.has(b.id)), records.brands);
  return { min: minOf(ratios), max: maxOf(ratios) };
}
