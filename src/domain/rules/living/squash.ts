import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { readStat } from '../stats';
import { weightedPick } from '../weighted-pick';
import { pushOf, pushRank } from './skills';

// Issue 35 (living rules): the booker builds a pushed wrestler with a squash: two or three minutes
// against enhancement talent, booked short on purpose. It is no classic (the length line says so:
// segment-length.ts lengthEffect), but it costs little airtime and feeds the winner's momentum.
// The booker picks which undecided segments become squashes (squashSlots) and who meets whom
// (squashPair); the application draws them (card-plan.ts withSquashes, random-draw.ts).

export const SQUASH = {
  /** Chance each open undecided segment (not the main event, not talking) becomes a squash... */
  share: 0.1,
  /** ...on a card of this many segments or more, at most this many a card. */
  fromCard: 5,
  most: 1,
  /** Booked lengths, seconds (one drawn): a squash runs within ±12%, well under three minutes. */
  lengths: [90, 120] as readonly number[],
} as const;

/** Which open segments become squashes: one coin each, in order, up to SQUASH.most; none on a short card. */
export function squashSlots(open: readonly number[], cardSize: number, rng: Rng): number[] {
  if (cardSize < SQUASH.fromCard) return [];
  const chosen: number[] = [];
  for (const id of open) {
    if (chosen.length >= SQUASH.most) break;
    if (rng() < SQUASH.share) chosen.push(id);
  }
  return chosen;
}

export type SquashCandidate = Pick<Wrestler, 'gender' | 'popularity' | 'points' | 'charisma' | 'stamina' | 'push'> & { id: number };

const standing = (w: SquashCandidate): number => (readStat(w, 'points') + readStat(w, 'popularity')) / 2;

/**
 * Who meets whom: a wrestler on a main-event or upper-card push (weighted by standing) against one
 * of the two lowest-standing wrestlers of the same gender on a lower-card or enhancement push;
 * null when either side is missing. Draws two numbers when it finds both.
 */
export function squashPair(candidates: readonly SquashCandidate[], rng: Rng): { winnerId: number; loserId: number } | null {
  const pushed = candidates.filter((w) => pushRank(pushOf(w)) <= pushRank('UPPER_CARD'));
  const low = candidates.filter((w) => pushRank(pushOf(w)) >= pushRank('LOWER_CARD'));
  const withFoe = pushed.filter((w) => low.some((l) => l.gender === w.gender));
  if (withFoe.length === 0) return null;
  const winner = weightedPick(withFoe, withFoe.map((w) => 1 + standing(w)), rng);
  const foes = low.filter((l) => l.gender === winner.gender).sort((a, b) => standing(a) - standing(b) || a.id - b.id).slice(0, 2);
  const loser = foes[Math.min(foes.length - 1, Math.floor(rng() * foes.length))];
  return { winnerId: winner.id, loserId: loser.id };
}

/** The booked length of a squash (one draw). */
export const squashLength = (rng: Rng): number => SQUASH.lengths[Math.min(SQUASH.lengths.length - 1, Math.floor(rng() * SQUASH.lengths.length))];
