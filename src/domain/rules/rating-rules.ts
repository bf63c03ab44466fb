import type { RatingSummary } from './rating-summary';

export { summariseCompetitors, type RatedCompetitor, type RatingSummary, type StatSpread } from './rating-summary';

export const RATING_FAMILIES = ['points', 'morale', 'popularity', 'alignment', 'streak', 'roles', 'charisma'] as const;
export type RatingFamily = (typeof RATING_FAMILIES)[number];

export interface RatingRule {
  id: string;
  family: RatingFamily;
  /** Player-facing explanation of when it fires. */
  label: string;
  /** The amount it adds (0 when it does not fire). Most rules fire once; "per" rules multiply. */
  amount(summary: RatingSummary): number;
}

const when = (condition: boolean, amount: number) => (condition ? amount : 0);

const rule = (family: RatingFamily, id: string, label: string, amount: RatingRule['amount']): RatingRule => ({
  id: `${family}.${id}`, family, label, amount,
});

// SPEC §9 "Segment rating", with DESIGN §3's reading: each rule fires at most once unless it says "per".
// "Any at or above x" is the highest value's test, "any at or below x" the lowest's, "all" the lowest's.
const pointsRules = [
  rule('points', 'any50', 'A competitor has 50 points or more', (s) => when(s.points.max >= 50, 50)),
  rule('points', 'avg50', 'Average points above 50', (s) => when(s.points.avg > 50, 50)),
  rule('points', 'any0', 'A competitor has 0 points', (s) => when(s.points.min <= 0, -50)),
  rule('points', 'any20', 'A competitor has 20 points or less', (s) => when(s.points.min <= 20, -20)),
  rule('points', 'per90', 'Each competitor with 90 points or more', (s) => 100 * s.pointsAt90),
];

const moraleRules = [
  rule('morale', 'any50', 'A competitor has 50 morale or more', (s) => when(s.morale.max >= 50, 50)),
  rule('morale', 'all60', 'Every competitor has 60 morale or more', (s) => when(s.morale.min >= 60, 20)),
  rule('morale', 'any0', 'A competitor has 0 morale', (s) => when(s.morale.min <= 0, -5)),
  rule('morale', 'any20', 'A competitor has 20 morale or less', (s) => when(s.morale.min <= 20, -30)),
  rule('morale', 'avg50', 'Average morale above 50', (s) => when(s.morale.avg > 50, 50)),
];

const popularityRules = [
  rule('popularity', 'any5', 'A competitor has 5 popularity or less', (s) => when(s.popularity.min <= 5, -50)),
  rule('popularity', 'any30', 'A competitor has 30 popularity or less', (s) => when(s.popularity.min <= 30, -50)),
  rule('popularity', 'all80', 'Every competitor has 80 popularity or more', (s) => when(s.popularity.min >= 80, 40)),
  rule('popularity', 'avg50', 'Average popularity above 50', (s) => when(s.popularity.avg > 50, 50)),
  rule('popularity', 'avg80', 'Average popularity above 80', (s) => when(s.popularity.avg > 80, 20)),
  rule('popularity', 'avg90', 'Average popularity above 90', (s) => when(s.popularity.avg > 90, 10)),
  rule('popularity', 'avg95', 'Average popularity above 95', (s) => when(s.popularity.avg > 95, 100)),
  rule('popularity', 'any90', 'A competitor has 90 popularity or more', (s) => when(s.popularity.max >= 90, 70)),
];

const alignmentRules = [
  rule('alignment', 'mix', 'Competitors of different alignments', (s) => when(s.alignments >= 2, 50)),
  rule('alignment', 'same', 'Every competitor shares one alignment', (s) => when(s.alignments === 1, -200)),
  rule('alignment', 'noNeutral', 'No neutral competitor', (s) => when(!s.hasNeutral, 50)),
];

const streakRules = [
  rule('streak', 'winner', 'A winner on a streak with more than 10 wins, more wins than losses', (s) => when(s.hotWinner, 30)),
  rule('streak', 'all', 'Every competitor is on a streak', (s) => when(s.allOnStreak, 60)),
];

const rolesRules = [
  rule('roles', 'giantCruiser', 'A giant faces a cruiser', (s) => when(s.giantAndCruiser, 30)),
  rule('roles', 'fighterBruiser', 'A fighter faces a bruiser', (s) => when(s.fighterAndBruiser, 30)),
  rule('roles', 'specialist', 'A specialist competes', (s) => when(s.specialist, 30)),
  rule('roles', 'variety', 'Several teams and several styles', (s) => when(s.groups >= 2 && s.classes >= 2, 20)),
  rule('roles', 'same', 'Every competitor shares one style', (s) => when(s.classes === 1, -20)),
];

const charismaRules = [
  rule('charisma', 'any70', 'A competitor has 70 charisma or more', (s) => when(s.charisma.max >= 70, 50)),
  rule('charisma', 'avg50', 'Average charisma above 50', (s) => when(s.charisma.avg > 50, 50)),
  rule('charisma', 'any0', 'A competitor has 0 charisma', (s) => when(s.charisma.min <= 0, -50)),
  rule('charisma', 'any20', 'A competitor has 20 charisma or less', (s) => when(s.charisma.min <= 20, -50)),
];

export const ratingRules: readonly RatingRule[] = [
  ...pointsRules, ...moraleRules, ...popularityRules, ...alignmentRules, ...streakRules, ...rolesRules, ...charismaRules,
];
