import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { ageOn, diffDays } from '../../dates';
import { isInRing } from '../roster';
import { clampStat } from '../stats';
import { inRingSkillOf } from './skills';

/**
 * Issue 36 item 1 (living rules): careers with a shape. Every in-ring wrestler has a profile drawn
 * once from their id (no random stream: the same wrestler ages the same way in every run):
 *
 * - growth until their prime (27–30): points, and a stored in-ring skill, close 30% of the gap to
 *   their potential each year (never past it), charisma at half that pace;
 * - a plateau from the prime to the start of the decline (32–38): nothing moves;
 * - decline, at a pace of their own (0.6–2 times the usual): points (and a stored in-ring skill)
 *   fall by pace × (1 + 0.4 × years into the decline) a year, at most 6; stamina's ceiling falls
 *   by 3 × pace a year into the decline (never under 30: rest no longer brings it back to 100);
 *   charisma holds for five years into the decline, then falls by half the pace a year.
 *
 * In-ring skill and stamina go first, charisma last. The rule moves a wrestler's points level (the
 * fade's anchor, stat-fade.ts) with their points, so the fade does not pull the change back.
 */
export const AGING = {
  /** The prime begins between these ages. */
  primeFrom: 27,
  primeSpread: 3,
  /** The decline begins between these ages. */
  declineFrom: 32,
  declineSpread: 6,
  /** The pace of decline, times the usual. */
  paceMin: 0.6,
  paceSpread: 1.4,
  /** Share of the gap to the potential closed in a year of growth. */
  growthPerYear: 0.3,
  /**
   * Charisma grows toward the potential too, at this share of that pace (talking is learnt more
   * slowly than the ring): without it, rookies' charisma (10–45) never grew, and ten years of
   * seed 42 ended with nobody above 80 (23 at the start) and the monthly rating down to 1.46.
   */
  charismaGrowthShare: 0.5,
  /** Points lost a year at the start of the decline (× pace), and the extra per year into it. */
  declineBase: 1,
  declineStep: 0.4,
  declineMax: 6,
  /** Stamina ceiling lost a year into the decline (× pace), and its floor. */
  staminaPerYear: 3,
  staminaFloor: 30,
  /** Years into the decline charisma holds, then what it loses a year (× pace). */
  charismaHolds: 5,
  charismaPerYear: 0.5,
} as const;

export interface CareerProfile {
  /** The age the prime begins (growth stops). */
  primeAge: number;
  /** The age the decline begins. */
  declineAge: number;
  /** How fast the decline runs, times the usual (0.6–2). */
  pace: number;
}

/** A number in [0, 1) from an integer and a salt (a small integer hash: the same in every run). */
export function unitHash(id: number, salt: number): number {
  let h = (Math.imul(id | 0, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** The wrestler's career profile, from their id alone. */
export function profileOf(id: number): CareerProfile {
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    primeAge: round1(AGING.primeFrom + AGING.primeSpread * unitHash(id, 1)),
    declineAge: round1(AGING.declineFrom + AGING.declineSpread * unitHash(id, 2)),
    pace: Math.round((AGING.paceMin + AGING.paceSpread * unitHash(id, 3)) * 100) / 100,
  };
}

/** The potential: the stored value (0–100), or, unset (-1, older saves), the wrestler's in-ring level now. */
export function potentialOf(w: Pick<Wrestler, 'points' | 'stamina' | 'charisma' | 'popularity' | 'inRingSkill'> & Partial<Pick<Wrestler, 'potential'>>): number {
  const stored = w.potential;
  if (typeof stored === 'number' && Number.isFinite(stored) && stored >= 0) return clampStat(stored);
  return Math.max(clampStat(w.points), inRingSkillOf(w));
}

/** Age in years with a fraction (null without a date of birth). */
export function exactAge(dob: IsoDate, on: IsoDate): number | null {
  const whole = ageOn(dob, on);
  if (whole === null) return null;
  return diffDays(dob, on) / 365.25;
}

/** Where a career stands at an age: 'growth', 'prime' or 'decline'. */
export function careerStage(profile: CareerProfile, age: number): 'growth' | 'prime' | 'decline' {
  if (age < profile.primeAge) return 'growth';
  return age < profile.declineAge ? 'prime' : 'decline';
}

/** Points lost a year at an age in the decline (0 before it). */
export function declinePerYear(profile: CareerProfile, age: number): number {
  const into = age - profile.declineAge;
  if (into < 0) return 0;
  return Math.min(AGING.declineMax, profile.pace * (AGING.declineBase + AGING.declineStep * into));
}

/** The most stamina the wrestler's body gets back at an age. */
export function staminaCeiling(profile: CareerProfile, age: number): number {
  const into = Math.max(0, age - profile.declineAge);
  return Math.max(AGING.staminaFloor, 100 - AGING.staminaPerYear * profile.pace * into);
}

type Aging = Pick<Wrestler, 'id' | 'dob' | 'role' | 'active' | 'retired' | 'points' | 'stamina' | 'charisma' | 'popularity' | 'pointsLevel' | 'inRingSkill'> &
  Partial<Pick<Wrestler, 'potential'>>;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * One wrestler after `days` of aging at the date `on` (the same object when nothing changes).
 * Staff, the retired and anyone without a date of birth do not age here.
 */
export function ageWrestler<W extends Aging>(w: W, on: IsoDate, days: number): W {
  if (days <= 0 || w.retired || !isInRing({ ...w, active: true })) return w;
  const age = exactAge(w.dob, on);
  if (age === null) return w;
  const profile = profileOf(w.id ?? 0);
  const years = days / 365.25;
  const stage = careerStage(profile, age);
  if (stage === 'prime') return w;
  const next = { ...w };
  const storedSkill = typeof w.inRingSkill === 'number' && w.inRingSkill >= 0;
  if (stage === 'growth') {
    const potential = potentialOf(w);
    const share = 1 - (1 - AGING.growthPerYear) ** years;
    const points = clampStat(w.points);
    if (points < potential) next.points = round2(Math.min(potential, points + (potential - points) * share));
    if (storedSkill && w.inRingSkill < potential) next.inRingSkill = round2(Math.min(potential, w.inRingSkill + (potential - w.inRingSkill) * share));
    const charisma = clampStat(w.charisma);
    // Rounded to the cent, a day's growth can round below where it stood: growth never lowers it.
    if (charisma < potential) next.charisma = Math.max(w.charisma, round2(Math.min(potential, charisma + (potential - charisma) * share * AGING.charismaGrowthShare)));
  } else {
    const loss = declinePerYear(profile, age) * years;
    next.points = round2(clampStat(clampStat(w.points) - loss));
    if (storedSkill) next.inRingSkill = round2(clampStat(clampStat(w.inRingSkill) - loss));
    next.stamina = round2(Math.min(clampStat(w.stamina), staminaCeiling(profile, age)));
    if (age - profile.declineAge >= AGING.charismaHolds) next.charisma = round2(clampStat(clampStat(w.charisma) - AGING.charismaPerYear * profile.pace * years));
  }
  const moved = next.points - clampStat(w.points);
  if (moved !== 0 && w.pointsLevel >= 0) next.pointsLevel = round2(clampStat(w.pointsLevel + moved));
  const same = next.points === w.points && next.stamina === w.stamina && next.charisma === w.charisma && next.inRingSkill === w.inRingSkill && next.pointsLevel === w.pointsLevel;
  return same ? w : next;
}

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts lists it without a cycle). */
interface AgingWorld {
  to: IsoDate;
  days: number;
  wrestlers: Wrestler[];
}

/** The week rule: every in-ring wrestler ages by the days moved (draws nothing). */
export const agingWeek = {
  name: 'wrestlers age',
  run: <World extends AgingWorld>(world: World): World => ({
    ...world,
    wrestlers: world.wrestlers.map((w) => ageWrestler(w, world.to, world.days)),
  }),
};
