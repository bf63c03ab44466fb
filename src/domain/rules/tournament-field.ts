import type { ChampionshipGender } from '../entities/enums';
import type { Wrestler } from '../entities/wrestler';
import { isRumbleEligible } from './rumble-entrants';
import { readStat } from './stats';

// Who may enter a tournament, and how "seed by points" builds a bracket (docs/decisions-tournaments.md).

export interface TournamentField {
  /** INTERGENDER lets everyone in. */
  gender: ChampionshipGender;
  /** Empty means any brand. */
  brandIds: readonly number[];
}

type Candidate = Pick<Wrestler, 'id' | 'gender' | 'active' | 'retired' | 'brandIds' | 'role' | 'status'>;

/** The same field rule as a rumble's: active, signed, in-ring, not retired, of the gender, sharing a brand. */
export const isTournamentEligible = (wrestler: Candidate, field: TournamentField): boolean => isRumbleEligible(wrestler, field);

/**
 * Seed numbers (1 = best) in bracket order, so that the two best seeds can meet only in the final,
 * the best four only from the semi-finals, and so on: 4 → [1, 4, 2, 3]; 8 → [1, 8, 4, 5, 2, 7, 3, 6].
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const mirror = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, mirror - seed]);
  }
  return order;
}

/**
 * "Seed by points": the `size` wrestlers with the most points (ties go to the lower id, so the
 * same roster always gives the same bracket), placed by seedOrder. Fewer than `size` given
 * returns the ones there are, best first, which the caller refuses.
 */
export function seedByPoints(wrestlers: readonly Pick<Wrestler, 'id' | 'points'>[], size: number): number[] {
  const ranked = wrestlers
    .filter((w): w is Pick<Wrestler, 'points'> & { id: number } => w.id !== undefined)
    .sort((a, b) => readStat(b, 'points') - readStat(a, 'points') || a.id - b.id)
    .map((w) => w.id);
  if (ranked.length < size) return ranked;
  return seedOrder(size).map((seed) => ranked[seed - 1]);
}
