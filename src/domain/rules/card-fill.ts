import type { SegmentKind } from '../catalog/segment-kind';
import { kindOrDefault } from '../catalog/segment-kinds';
import { isEligible, matchShapeForKind, RANDOM_MATCH, type Eligibility } from './random-match';

// Issue 13 "Nothing empty slips through": whether a drawn segment has the competitors its kind
// needs, and if not, whether Randomise could give them (docs/decisions-world.md, "divisions").

/** A segment that needs competitors to be worth anything: an undecided one or a match (random draws fill these). */
export const needsCompetitors = (type: string): boolean => type === 'DEFAULT' || kindOrDefault(type).competition;

/**
 * The fewest competitors a drawn segment needs: a Tag Team four (two teams of two), any other kind
 * its minimum appearances, and never fewer than two (one wrestler is no match; an undecided
 * segment becomes a singles match at least).
 */
export function competitorsNeeded(kind: Pick<SegmentKind, 'type' | 'minAppearances'>): number {
  const shape = matchShapeForKind(kind);
  const asked = shape.teams !== undefined ? shape.teams * (shape.perTeam ?? 1) : (shape.minParticipants ?? 0);
  return Math.max(2, asked);
}

type Candidate = Parameters<typeof isEligible>[0];

/**
 * How many wrestlers a random match could draw from: the eligible ones of the better-stocked
 * division (a match never mixes divisions, and the draw falls back to the larger one).
 */
export function eligibleInBestDivision(wrestlers: readonly Candidate[], rules: Omit<Eligibility, 'gender'>): number {
  return Math.max(...RANDOM_MATCH.genders.map((gender) => wrestlers.filter((w) => isEligible(w, { ...rules, gender })).length));
}

export interface SegmentFill {
  /** Competitors the kind needs (competitorsNeeded). */
  needed: number;
  /** Competitors booked (managers do not compete). */
  booked: number;
  /** Wrestlers a random draw could use for it (eligibleInBestDivision, the rest of the card excluded). */
  fit: number;
}

/**
 * TOO_FEW_ELIGIBLE: Randomise cannot fill it either; EMPTY: nobody booked, Randomise can fill it;
 * SHORT: some booked, fewer than needed. Null when the segment has what it needs.
 */
export type FillProblem = 'TOO_FEW_ELIGIBLE' | 'EMPTY' | 'SHORT';

export function fillProblem({ needed, booked, fit }: SegmentFill): FillProblem | null {
  if (booked >= needed) return null;
  if (fit < needed) return 'TOO_FEW_ELIGIBLE';
  return booked === 0 ? 'EMPTY' : 'SHORT';
}

