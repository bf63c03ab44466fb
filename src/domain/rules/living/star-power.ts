import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { isInRing } from '../roster';
import { clampStat } from '../stats';
import { careerStage, exactAge, potentialOf, profileOf, unitHash } from './aging';
import { ROOKIES } from './rookies';
import { clampMomentum, MOMENTUM_MAX } from './skills';

/**
 * Issue 36 item 4 (living rules): momentum makes stars. Each week a wrestler's momentum (momentum.ts:
 * wins and good matches heat it, losses and bad ones cool it) moves what the crowd and the locker
 * room think of them, up as well as down:
 *
 * - popularity moves by STAR_POWER.popularityPerWeek × momentum ÷ 100 a week, a rise scaled by the
 *   room left below 100, a fall by what there is to lose (so nobody is pushed past 0–100), and the
 *   wrestler's own popularity level (stat-fade.ts's anchor) moves with it, so the fade keeps what
 *   was earned instead of pulling it back;
 * - charisma and morale move by STAR_POWER.standingPerWeek × momentum ÷ 100 a week the same way
 *   (they still fade toward the record's level: a hot run lifts them while it lasts);
 * - a wrestler still growing toward their potential (aging.ts, before the prime) grows faster while
 *   hot: an extra STAR_POWER.pushedGrowth × momentum ÷ 100 of the gap a year, points and a stored
 *   in-ring skill (their points level with them), never past the potential;
 * - a youngster with no potential stored (the seed world's, an older save's) gets one from their id
 *   (seededPotential), once, so the seed's young talent grows like a rookie.
 *
 * Momentum is read against the mean of the wrestler's roster (rosterMomentum), so a roster's
 * stats do not drift as a whole: a wrestler as hot as their roster moves nothing. Nothing here draws a random
 * number. Without it, ten years of seed 42 (AWE) thinned the top of every card: the monthly rating
 * fell from 2.98 in year one to 1.75 in year ten, with nobody at 80 points or 70 charisma by then.
 */
export const STAR_POWER = {
  popularityPerWeek: 1,
  standingPerWeek: 0.5,
  pushedGrowth: 0.3,
} as const;

type Starring = Pick<
  Wrestler,
  'id' | 'dob' | 'role' | 'active' | 'retired' | 'points' | 'stamina' | 'charisma' | 'popularity' | 'morale' | 'momentum' | 'pointsLevel' | 'popularityLevel' | 'inRingSkill'
> &
  Partial<Pick<Wrestler, 'potential'>>;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The potential of a wrestler who has none stored (the seed world's, an older save's): drawn from
 * their id like a rookie's (most ROOKIES.potential, ROOKIES.highPotentialShare of them
 * ROOKIES.highPotential), never under their points now. Without it the seed world's young talent
 * (41 wrestlers aged 25–30 at about 43 points, seed 42) had nothing to grow toward, and the
 * veterans who retired left nobody to take their place at the top of the card.
 */
export function seededPotential(w: Pick<Wrestler, 'points'> & { id?: number }): number {
  const id = w.id ?? 0;
  const [low, high] = unitHash(id, 4) < ROOKIES.highPotentialShare ? ROOKIES.highPotential : ROOKIES.potential;
  return Math.max(Math.round(clampStat(w.points)), low + Math.floor(unitHash(id, 5) * (high - low + 1)));
}

/** A stat moved by `push` (−1..1 of a full step `step`): a rise scaled by the room left, a fall by what is there. */
export function pushedStat(value: number, push: number, step: number): number {
  const from = clampStat(value);
  const room = push > 0 ? (100 - from) / 100 : from / 100;
  return clampStat(from + step * push * room);
}

/**
 * One wrestler after `days` of star power on `on` (the same object when nothing changes), their
 * momentum read against `baseline` (their roster's mean: starPowerWeek).
 */
export function starPowerOf<W extends Starring>(w: W, on: IsoDate, days: number, baseline = 0): W {
  if (!(days > 0) || w.retired || !isInRing({ ...w, active: true })) return w;
  const age = exactAge(w.dob, on);
  const growing = age !== null && careerStage(profileOf(w.id ?? 0), age) === 'growth';
  const unset = !(typeof w.potential === 'number' && w.potential >= 0);
  // A youngster without a potential gets one, once (the prime and the decline never read it).
  const start = unset && growing ? { ...w, potential: seededPotential(w) } : w;
  const push = Math.max(-1, Math.min(1, (clampMomentum(w.momentum ?? 0) - clampMomentum(baseline)) / MOMENTUM_MAX));
  if (push === 0) return start;
  const weeks = days / 7;
  const next = { ...start };
  next.popularity = round2(pushedStat(w.popularity, push, STAR_POWER.popularityPerWeek * weeks));
  if (w.popularityLevel >= 0) next.popularityLevel = round2(clampStat(w.popularityLevel + next.popularity - clampStat(w.popularity)));
  next.charisma = round2(pushedStat(w.charisma, push, STAR_POWER.standingPerWeek * weeks));
  next.morale = round2(pushedStat(w.morale, push, STAR_POWER.standingPerWeek * weeks));
  if (push > 0 && growing) {
    const potential = potentialOf(next);
    const share = Math.min(1, (STAR_POWER.pushedGrowth * push * days) / 365.25);
    const points = clampStat(w.points);
    if (points < potential) next.points = round2(Math.min(potential, points + (potential - points) * share));
    if (typeof w.inRingSkill === 'number' && w.inRingSkill >= 0 && w.inRingSkill < potential) {
      next.inRingSkill = round2(Math.min(potential, w.inRingSkill + (potential - w.inRingSkill) * share));
    }
  }
  if (next.points !== w.points && w.pointsLevel >= 0) next.pointsLevel = round2(clampStat(w.pointsLevel + next.points - clampStat(w.points)));
  const keys = ['popularity', 'popularityLevel', 'charisma', 'morale', 'points', 'pointsLevel', 'inRingSkill'] as const;
  return keys.every((key) => next[key] === w[key]) ? start : next;
}

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts lists it without a cycle). */
interface StarWorld {
  to: IsoDate;
  days: number;
  wrestlers: Wrestler[];
}

/** The roster a wrestler's momentum is read against: their first brand when signed, else the free agents (-1). */
const rosterKey = (w: Pick<Wrestler, 'status' | 'brandIds'>): number => (w.status === 'SIGNED' && w.brandIds.length > 0 ? w.brandIds[0] : -1);

/**
 * Each roster's mean momentum (its active in-ring wrestlers'). Read against it, star power is the
 * roster's own ladder: a promotion whose shows rate low (every match's stars cooling everyone) does
 * not sink as a whole, its winners still rise above its losers.
 */
export function rosterMomentum(wrestlers: readonly Wrestler[]): Map<number, number> {
  const sums = new Map<number, { sum: number; count: number }>();
  for (const w of wrestlers) {
    if (w.retired || !w.active || !isInRing(w)) continue;
    const entry = sums.get(rosterKey(w)) ?? { sum: 0, count: 0 };
    sums.set(rosterKey(w), { sum: entry.sum + clampMomentum(w.momentum ?? 0), count: entry.count + 1 });
  }
  return new Map([...sums].map(([key, { sum, count }]) => [key, sum / count]));
}

/** The week rule: momentum, against the roster's mean, moves every in-ring wrestler's standing (draws nothing). */
export const starPowerWeek = {
  name: 'momentum makes stars',
  run: <World extends StarWorld>(world: World): World => {
    const means = rosterMomentum(world.wrestlers);
    return { ...world, wrestlers: world.wrestlers.map((w) => starPowerOf(w, world.to, world.days, means.get(rosterKey(w)) ?? 0)) };
  },
};
