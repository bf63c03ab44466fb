import type { SegmentKind } from '../catalog/segment-kind';
import type { Gender } from '../entities/enums';
import type { Show } from '../entities/show';
import type { Wrestler } from '../entities/wrestler';
import type { Rng } from './rng';
import { canCompete } from './roster';
import { readStat } from './stats';
import { weightedPick } from './weighted-pick';

// SPEC §9 "Random match generation".
export const RANDOM_MATCH = {
  maxTeams: 4,
  minPoints: 40,
  teamCounts: [2, 3, 4],
  teamCountWeights: [0.7, 0.2, 0.1],
  grouping: [true, false],
  groupingWeights: [0.3, 0.7],
  perGroup: 2,
  genders: ['MALE', 'FEMALE'] as Gender[],
  genderWeights: [0.75, 0.25],
} as const;

type Candidate = Pick<Wrestler, 'id' | 'gender' | 'active' | 'points' | 'brandIds' | 'role' | 'retired' | 'status'>;

export interface Eligibility {
  gender: Gender;
  /** Least points (read capped); 40 by default. */
  minPoints?: number;
  /** The production's brands, else the game's; empty means any brand. */
  brandIds: readonly number[];
  /** The show's points band, when the match is for a show. */
  show?: Pick<Show, 'minPoints' | 'maxPoints'>;
  /** Wrestlers already used or excluded. */
  excludeIds?: readonly number[];
}

/**
 * SPEC §5: gender, active, enough points, shared brand, inside the show's band, not excluded; and
 * (issue 13) only in-ring talent under contract: staff, retired and unsigned people never compete.
 */
export function isEligible(wrestler: Candidate, rules: Eligibility): boolean {
  // The cheap tests first (a card's draws ask this of the whole roster for every segment); the
  // list of the card's booked wrestlers last.
  if (wrestler.gender !== rules.gender || !canCompete(wrestler)) return false;
  if (rules.brandIds.length > 0 && !wrestler.brandIds.some((id) => rules.brandIds.includes(id))) return false;
  const points = readStat(wrestler, 'points');
  if (points < (rules.minPoints ?? RANDOM_MATCH.minPoints)) return false;
  if (rules.show && !(points >= rules.show.minPoints && points <= rules.show.maxPoints)) return false;
  return wrestler.id !== undefined && !rules.excludeIds?.includes(wrestler.id);
}

/** The brands eligibility uses: the production's when it has some, else the game's. */
export const eligibilityBrands = (productionBrandIds: readonly number[], gameBrandIds: readonly number[]): number[] =>
  [...(productionBrandIds.length > 0 ? productionBrandIds : gameBrandIds)];

export interface MatchShape {
  /** Number of sides (teams), at most maxTeams. */
  teams?: number;
  /** Wrestlers per side. */
  perTeam?: number;
  /** Least wrestlers in all; sides are added (up to maxTeams) to reach it. */
  minParticipants?: number;
}

/** A kind's needs: a Tag Team is two teams of two; others ask for their minimum appearances. */
export function matchShapeForKind(kind: Pick<SegmentKind, 'type' | 'minAppearances'>): MatchShape {
  if (kind.type === 'TAG_TEAM') return { teams: 2, perTeam: 2 };
  return { minParticipants: kind.minAppearances };
}

export interface RandomMatchInput extends Omit<Eligibility, 'gender'>, MatchShape {
  wrestlers: readonly Candidate[];
  /** A fixed division: nothing is drawn and nothing falls back. */
  gender?: Gender;
  /** When no gender is given: the game's gender focus, whose division is drawn 0.75 of the time (MALE by default). */
  focus?: Gender;
  maxTeams?: number;
}

/**
 * SPEC §9's gender weights with the focus deciding who gets the 0.75 (DESIGN §4): a men's focus
 * keeps the spec's MALE 0.75 / FEMALE 0.25, a women's focus swaps them. Neither is ever 0.
 */
export function genderWeights(focus: Gender = 'MALE'): number[] {
  const weights = [...RANDOM_MATCH.genderWeights];
  return focus === RANDOM_MATCH.genders[0] ? weights : weights.reverse();
}

const otherGender = (gender: Gender): Gender => RANDOM_MATCH.genders.find((g) => g !== gender)!;

export interface RandomMatch {
  gender: Gender;
  /** Wrestler ids per side; each side's group id is its index + 1. */
  teams: number[][];
  participants: { wrestlerId: number; groupId: number }[];
}

/**
 * SPEC §5/§9: draws a gender (by the focus's weights), a number of sides (2/3/4) and whether sides
 * are pairs, then fills the sides with distinct eligible wrestlers. A drawn division too small for
 * the shape gives way to the other one when that has more eligible wrestlers (so a segment is left
 * short only when neither division can fill it), and a pairing too big for the pool becomes
 * one-on-one; the draws from `rng` are the same either way. With fewer than two eligible
 * wrestlers it returns none.
 */
export function randomMatch(input: RandomMatchInput, rng: Rng): RandomMatch {
  const drawn = input.gender ?? weightedPick(RANDOM_MATCH.genders, genderWeights(input.focus), rng);
  const maxTeams = Math.max(0, input.maxTeams ?? RANDOM_MATCH.maxTeams);
  const drawnTeams = input.teams ?? weightedPick(RANDOM_MATCH.teamCounts, RANDOM_MATCH.teamCountWeights, rng);
  const drawnPerTeam = Math.max(1, input.perTeam ?? (weightedPick(RANDOM_MATCH.grouping, RANDOM_MATCH.groupingWeights, rng) ? RANDOM_MATCH.perGroup : 1));
  const teamsFor = (perTeam: number) => Math.min(maxTeams, Math.max(drawnTeams, Math.ceil((input.minParticipants ?? 0) / perTeam)));

  const poolOf = (gender: Gender) => input.wrestlers.filter((w) => isEligible(w, { ...input, gender }));
  let [gender, pool] = [drawn, poolOf(drawn)];
  if (input.gender === undefined && pool.length < teamsFor(drawnPerTeam) * drawnPerTeam) {
    const other = poolOf(otherGender(drawn));
    if (other.length > pool.length) [gender, pool] = [otherGender(drawn), other];
  }
  // A drawn pairing that the pool cannot make two sides of becomes one-on-one: two or three
  // eligible wrestlers still make a match (issue 13: nothing left empty that could be filled).
  const perTeam = input.perTeam === undefined && pool.length < 2 * drawnPerTeam ? 1 : drawnPerTeam;
  const teamCount = teamsFor(perTeam);
  const teams: number[][] = [];
  for (let t = 0; t < teamCount && pool.length > 0; t += 1) {
    const team: number[] = [];
    for (let s = 0; s < perTeam && pool.length > 0; s += 1) {
      const [picked] = pool.splice(Math.floor(rng() * pool.length), 1);
      team.push(picked.id!);
    }
    teams.push(team);
  }
  if (teams.length < 2) return { gender, teams: [], participants: [] };
  const participants = teams.flatMap((team, i) => team.map((wrestlerId) => ({ wrestlerId, groupId: i + 1 })));
  return { gender, teams, participants };
}
