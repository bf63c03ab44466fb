import type { Wrestler } from '../entities/wrestler';
import { average, readStat } from './stats';

export const RATING_FAMILIES = ['points', 'morale', 'popularity', 'alignment', 'streak', 'roles', 'charisma'] as const;
export type RatingFamily = (typeof RATING_FAMILIES)[number];

/** What the rules see: the competitors (managers already left out) and their groups. */
export interface RatingContext {
  competitors: readonly { wrestler: Wrestler; groupId: number; winner?: boolean }[];
}

export interface RatingRule {
  id: string;
  family: RatingFamily;
  /** Player-facing explanation of when it fires. */
  label: string;
  /** The amount it adds (0 when it does not fire). Most rules fire once; "per" rules multiply. */
  amount(context: RatingContext): number;
}

type Capped = 'points' | 'morale' | 'popularity' | 'charisma';
const stats = (c: RatingContext, key: Capped) => c.competitors.map(({ wrestler }) => readStat(wrestler, key));
const any = (c: RatingContext, key: Capped, test: (v: number) => boolean) => stats(c, key).some(test);
const all = (c: RatingContext, key: Capped, test: (v: number) => boolean) => stats(c, key).every(test);
const avg = (c: RatingContext, key: Capped) => average(stats(c, key));
const when = (condition: boolean, amount: number) => (condition ? amount : 0);

const rule = (family: RatingFamily, id: string, label: string, amount: RatingRule['amount']): RatingRule => ({
  id: `${family}.${id}`, family, label, amount,
});

// SPEC §9 "Segment rating", with DESIGN §3's reading: each rule fires at most once unless it says "per".
const pointsRules = [
  rule('points', 'any50', 'A competitor has 50 points or more', (c) => when(any(c, 'points', (v) => v >= 50), 50)),
  rule('points', 'avg50', 'Average points above 50', (c) => when(avg(c, 'points') > 50, 50)),
  rule('points', 'any0', 'A competitor has 0 points', (c) => when(any(c, 'points', (v) => v <= 0), -50)),
  rule('points', 'any20', 'A competitor has 20 points or less', (c) => when(any(c, 'points', (v) => v <= 20), -20)),
  rule('points', 'per90', 'Each competitor with 90 points or more', (c) => 100 * stats(c, 'points').filter((v) => v >= 90).length),
];

const moraleRules = [
  rule('morale', 'any50', 'A competitor has 50 morale or more', (c) => when(any(c, 'morale', (v) => v >= 50), 50)),
  rule('morale', 'all60', 'Every competitor has 60 morale or more', (c) => when(all(c, 'morale', (v) => v >= 60), 20)),
  rule('morale', 'any0', 'A competitor has 0 morale', (c) => when(any(c, 'morale', (v) => v <= 0), -5)),
  rule('morale', 'any20', 'A competitor has 20 morale or less', (c) => when(any(c, 'morale', (v) => v <= 20), -30)),
  rule('morale', 'avg50', 'Average morale above 50', (c) => when(avg(c, 'morale') > 50, 50)),
];

const popularityRules = [
  rule('popularity', 'any5', 'A competitor has 5 popularity or less', (c) => when(any(c, 'popularity', (v) => v <= 5), -50)),
  rule('popularity', 'any30', 'A competitor has 30 popularity or less', (c) => when(any(c, 'popularity', (v) => v <= 30), -50)),
  rule('popularity', 'all80', 'Every competitor has 80 popularity or more', (c) => when(all(c, 'popularity', (v) => v >= 80), 40)),
  rule('popularity', 'avg50', 'Average popularity above 50', (c) => when(avg(c, 'popularity') > 50, 50)),
  rule('popularity', 'avg80', 'Average popularity above 80', (c) => when(avg(c, 'popularity') > 80, 20)),
  rule('popularity', 'avg90', 'Average popularity above 90', (c) => when(avg(c, 'popularity') > 90, 10)),
  rule('popularity', 'avg95', 'Average popularity above 95', (c) => when(avg(c, 'popularity') > 95, 100)),
  rule('popularity', 'any90', 'A competitor has 90 popularity or more', (c) => when(any(c, 'popularity', (v) => v >= 90), 70)),
];

const alignments = (c: RatingContext) => new Set(c.competitors.map(({ wrestler }) => wrestler.alignment));
const alignmentRules = [
  rule('alignment', 'mix', 'Competitors of different alignments', (c) => when(alignments(c).size >= 2, 50)),
  rule('alignment', 'same', 'Every competitor shares one alignment', (c) => when(alignments(c).size === 1, -200)),
  rule('alignment', 'noNeutral', 'No neutral competitor', (c) => when(!alignments(c).has('NEUTRAL'), 50)),
];

const hotStreak = ({ wrestler: w, winner }: RatingContext['competitors'][number]) =>
  winner === true && w.streak > 0 && w.wins > w.losses && w.wins > 10;
const streakRules = [
  rule('streak', 'winner', 'A winner on a streak with more than 10 wins, more wins than losses', (c) =>
    when(c.competitors.some(hotStreak), 30)),
  rule('streak', 'all', 'Every competitor is on a streak', (c) => when(c.competitors.every(({ wrestler }) => wrestler.streak > 0), 60)),
];

const classes = (c: RatingContext) => new Set(c.competitors.map(({ wrestler }) => wrestler.class));
const groups = (c: RatingContext) => new Set(c.competitors.map(({ groupId }) => groupId));
const rolesRules = [
  rule('roles', 'giantCruiser', 'A giant faces a cruiser', (c) => when(classes(c).has('GIANT') && classes(c).has('CRUISER'), 30)),
  rule('roles', 'fighterBruiser', 'A fighter faces a bruiser', (c) => when(classes(c).has('FIGHTER') && classes(c).has('BRUISER'), 30)),
  rule('roles', 'specialist', 'A specialist competes', (c) => when(classes(c).has('SPECIALIST'), 30)),
  rule('roles', 'variety', 'Several teams and several styles', (c) => when(groups(c).size >= 2 && classes(c).size >= 2, 20)),
  rule('roles', 'same', 'Every competitor shares one style', (c) => when(classes(c).size === 1, -20)),
];

const charismaRules = [
  rule('charisma', 'any70', 'A competitor has 70 charisma or more', (c) => when(any(c, 'charisma', (v) => v >= 70), 50)),
  rule('charisma', 'avg50', 'Average charisma above 50', (c) => when(avg(c, 'charisma') > 50, 50)),
  rule('charisma', 'any0', 'A competitor has 0 charisma', (c) => when(any(c, 'charisma', (v) => v <= 0), -50)),
  rule('charisma', 'any20', 'A competitor has 20 charisma or less', (c) => when(any(c, 'charisma', (v) => v <= 20), -50)),
];

export const ratingRules: readonly RatingRule[] = [
  ...pointsRules, ...moraleRules, ...popularityRules, ...alignmentRules, ...streakRules, ...rolesRules, ...charismaRules,
];
