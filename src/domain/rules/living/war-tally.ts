import type { WarTally } from '../../entities/ratings-war';

/**
 * Issue 18 item 3: the season's tally of nights won (`game.warTally`). A night scored again (a show
 * of it completed later) first takes its old result out, so a night is never counted twice. Only
 * this year's and last year's tallies are kept: the Game record stays small.
 */
export const TALLY_YEARS_KEPT = 2;

/** A night's result for the tally: its year and the winning company (null: not counted). */
export interface TalliedNight {
  year: number;
  winner: number;
}

/** Tallies read as stored: odd entries left out, each copied (stored rows never share objects). */
export function readTallies(value: unknown): WarTally[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((t): t is WarTally => typeof t?.year === 'number' && typeof t.nights === 'number' && typeof t.wonBy === 'object' && t.wonBy !== null)
    .map((t) => ({ year: t.year, nights: t.nights, wonBy: { ...t.wonBy } }));
}

function add(tallies: WarTally[], night: TalliedNight, step: 1 | -1): void {
  let tally = tallies.find((t) => t.year === night.year);
  if (!tally) {
    if (step < 0) return;
    tally = { year: night.year, nights: 0, wonBy: {} };
    tallies.push(tally);
  }
  const key = String(night.winner);
  tally.nights = Math.max(0, tally.nights + step);
  const won = Math.max(0, (tally.wonBy[key] ?? 0) + step);
  if (won === 0) delete tally.wonBy[key];
  else tally.wonBy[key] = won;
}

/**
 * The tallies after some nights were scored: each `removed` result taken out, each `added` one
 * counted, then only the newest TALLY_YEARS_KEPT years kept (up to `currentYear`), oldest first.
 */
export function updateTallies(
  tallies: readonly WarTally[],
  removed: readonly TalliedNight[],
  added: readonly TalliedNight[],
  currentYear: number,
): WarTally[] {
  const next = readTallies(tallies);
  for (const night of removed) add(next, night, -1);
  for (const night of added) add(next, night, 1);
  return next.filter((t) => t.year > currentYear - TALLY_YEARS_KEPT && t.year <= currentYear).sort((a, b) => a.year - b.year);
}

/** The company that won most nights in a tally (a tie: the lower id); null for none. */
export function topCompany(tally: Pick<WarTally, 'wonBy'>): { companyId: number; nights: number } | null {
  let best: { companyId: number; nights: number } | null = null;
  for (const [key, nights] of Object.entries(tally.wonBy)) {
    const companyId = Number(key);
    if (!best || nights > best.nights || (nights === best.nights && companyId < best.companyId)) best = { companyId, nights };
  }
  return best;
}
