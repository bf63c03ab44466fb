import type { IsoDate } from '../../entities/base';
import { his, type Wrestler } from '../../entities/wrestler';
import { addDays, formatLongDate } from '../../dates';
import { isLiving, type Game } from '../../entities/game';
import { RetirementMessages } from '../../errors';
import type { Rng } from '../rng';
import { clampStat } from '../stats';
import { exactAge, profileOf } from './aging';
import { PUSH_LABELS, pushOf, type PushLevel } from './skills';

/**
 * Issue 36 item 1 (living rules): the player may ask a wrestler who announced retirement to stay a
 * while longer, once per announcement. The answer is drawn once (rng in) from a chance built of four
 * things the player can see: their morale (happy wrestlers stay), their body (damage makes them go),
 * how far into their decline they are (aging.ts profileOf), and how the promotion uses them (their
 * push: a main-eventer wants to go out on top later, an enhancement talent has little to stay for).
 * A yes moves the day STAY.minWeeks–STAY.maxWeeks later (whole weeks, so it stays on a game week).
 */
export const STAY = {
  /** The chance of a yes before the four factors. */
  base: 0.5,
  /** Morale's factor runs from moodMin (0 morale) to moodMin + moodSpan (100). */
  moodMin: 0.4,
  moodSpan: 1.2,
  /** Damage's factor: 1 - damage / 100 × hurtWeight. */
  hurtWeight: 0.8,
  /** Each year into the decline takes this much off the age factor, down to ageFloor. */
  perDeclineYear: 0.08,
  ageFloor: 0.2,
  /** The push's factor. */
  push: { MAIN_EVENT: 1.3, UPPER_CARD: 1.15, MID_CARD: 1, LOWER_CARD: 0.85, ENHANCEMENT: 0.7 } as Readonly<Record<PushLevel, number>>,
  /** The chance never goes outside these. */
  min: 0.05,
  max: 0.95,
  /** A yes delays the day by this many weeks, at least and at most. */
  minWeeks: 8,
  maxWeeks: 24,
} as const;

export type StayAsked = Pick<Wrestler, 'id' | 'name' | 'gender' | 'dob' | 'morale' | 'damage' | 'retiresOn' | 'points' | 'popularity' | 'stamina' | 'charisma'> &
  Partial<Pick<Wrestler, 'push'>>;

/** One factor of the chance, as the answer explains it. */
export interface StayFactor {
  label: string;
  /** What it multiplies the chance by. */
  factor: number;
}

export interface StayAnswer {
  agrees: boolean;
  /** The chance of a yes (0–1) the draw was made against. */
  chance: number;
  factors: StayFactor[];
  /** Weeks added (0 on a no). */
  weeks: number;
  /** The last day after the answer (the old one on a no). */
  retiresOn: IsoDate;
  /** The answer in one sentence. */
  text: string;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The four factors of the chance for a wrestler on `date`. */
export function stayFactors(w: StayAsked, date: IsoDate): StayFactor[] {
  const morale = Math.round(clampStat(w.morale));
  const damage = Math.round(clampStat(w.damage));
  const age = exactAge(w.dob, date);
  const into = age === null ? 0 : Math.max(0, age - profileOf(w.id ?? 0).declineAge);
  const push = pushOf(w);
  return [
    { label: `Morale ${morale} of 100`, factor: round2(STAY.moodMin + STAY.moodSpan * (morale / 100)) },
    { label: `Damage ${damage} of 100`, factor: round2(1 - (damage / 100) * STAY.hurtWeight) },
    {
      label: into > 0 ? `${Math.floor(into)} ${Math.floor(into) === 1 ? 'year' : 'years'} into ${his(w)} decline` : 'Not yet in decline',
      factor: round2(Math.max(STAY.ageFloor, 1 - STAY.perDeclineYear * into)),
    },
    { label: `Pushed as ${PUSH_LABELS[push].toLowerCase()}`, factor: STAY.push[push] },
  ];
}

/** The chance of a yes: the base times every factor, kept within STAY.min–STAY.max. */
export function stayChance(w: StayAsked, date: IsoDate): number {
  const product = stayFactors(w, date).reduce<number>((chance, f) => chance * f.factor, STAY.base);
  return Math.min(STAY.max, Math.max(STAY.min, product));
}

/**
 * The wrestler's answer to "stay a while longer", asked on `date` (two draws: yes or no, then the
 * weeks). A yes moves `retiresOn` later by whole weeks; a no leaves it.
 */
export function answerStay(w: StayAsked, date: IsoDate, rng: Rng): StayAnswer {
  const factors = stayFactors(w, date);
  const chance = stayChance(w, date);
  const agrees = rng() < chance;
  const span = STAY.maxWeeks - STAY.minWeeks + 1;
  const weeks = agrees ? STAY.minWeeks + Math.min(span - 1, Math.floor(rng() * span)) : 0;
  const retiresOn = agrees ? addDays(w.retiresOn, weeks * 7) : w.retiresOn;
  const text = agrees
    ? `${w.name} agreed to stay ${weeks} more weeks: the last day is now ${formatLongDate(retiresOn)}.`
    : `${w.name} said no: the last day stays ${formatLongDate(retiresOn)}.`;
  return { agrees, chance, factors, weeks, retiresOn, text };
}

/**
 * Why the player cannot ask this wrestler to stay on `game`'s date, or null when they can: a living
 * game, a retirement announced and not yet taken, one of the player's own wrestlers (every brand
 * when the game names none), not asked before.
 */
export function stayProblem(
  game: Pick<Game, 'rules' | 'date' | 'brandIds'>,
  w: Pick<Wrestler, 'name' | 'retiresOn' | 'retired' | 'brandIds' | 'askedToStay'>,
): string | null {
  if (!isLiving(game)) return RetirementMessages.notLiving;
  if (w.retired) return RetirementMessages.alreadyRetired(w.name);
  if (!w.retiresOn) return RetirementMessages.nothingAnnounced(w.name);
  if (game.brandIds.length > 0 && !w.brandIds.some((id) => game.brandIds.includes(id))) return RetirementMessages.notYours(w.name);
  if (w.askedToStay) return RetirementMessages.alreadyAsked(w.name, formatLongDate(w.askedToStay));
  return null;
}
