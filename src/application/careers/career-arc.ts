import type { IsoDate } from '../../domain/entities/base';
import { readCareerNews } from '../../domain/entities/career-news';
import { isLiving, type Game } from '../../domain/entities/game';
import type { Wrestler } from '../../domain/entities/wrestler';
import { ageOn } from '../../domain/dates';
import { careerStage, declinePerYear, exactAge, potentialOf, profileOf, staminaCeiling } from '../../domain/rules/living/aging';
import { stayChance, stayFactors, stayProblem, type StayFactor } from '../../domain/rules/living/retirement-delay';

/** Issue 36 (living rules): where a wrestler's career stands (aging.ts), for their page. */
export interface CareerArc {
  /** Whole years today (null without a date of birth). */
  age: number | null;
  stage: 'growth' | 'prime' | 'decline';
  /** The age the prime begins, and the age the decline begins (from the wrestler's own profile). */
  primeAge: number;
  declineAge: number;
  /** How fast the decline runs, times the usual. */
  pace: number;
  /** The in-ring level grown toward before the prime; set: stored (false: today's level, an older save). */
  potential: number;
  potentialSet: boolean;
  /** Points lost a year at today's age (0 before the decline). */
  pointsLostPerYear: number;
  /** The most stamina rest brings back at today's age. */
  staminaCeiling: number;
}

/** Issue 36 (living rules): an announced retirement, and whether the player can ask them to stay. */
export interface CareerRetirement {
  /** The last day ('' when none is announced); the day they retired once retired. */
  retiresOn: IsoDate;
  retired: boolean;
  /** The day the player asked them to stay ('' when never). */
  askedToStay: IsoDate;
  /** Why the player cannot ask now (null: they can). */
  cannotAsk: string | null;
  /** The chance of a yes if asked today, and what it is made of. */
  chance: number;
  factors: StayFactor[];
  /** Their answer, as the news kept it (null when never asked). */
  answer: string | null;
}

/** The arc of an in-ring wrestler in a living game; null in a classic game (nobody ages there). */
export function careerArcOf(game: Pick<Game, 'rules' | 'date'>, w: Wrestler & { id: number }): CareerArc | null {
  if (!isLiving(game)) return null;
  const profile = profileOf(w.id);
  const exact = exactAge(w.dob, game.date);
  const years = exact ?? 0;
  return {
    age: ageOn(w.dob, game.date),
    stage: exact === null ? 'prime' : careerStage(profile, years),
    primeAge: profile.primeAge,
    declineAge: profile.declineAge,
    pace: profile.pace,
    potential: Math.round(potentialOf(w)),
    potentialSet: typeof w.potential === 'number' && w.potential >= 0,
    pointsLostPerYear: exact === null ? 0 : Math.round(declinePerYear(profile, years) * 10) / 10,
    staminaCeiling: Math.round(exact === null ? 100 : staminaCeiling(profile, years)),
  };
}

/** The announced retirement of a wrestler (null when none was ever announced). */
export function careerRetirementOf(game: Pick<Game, 'rules' | 'date' | 'brandIds' | 'careerNews'>, w: Wrestler & { id: number }): CareerRetirement | null {
  if (!w.retiresOn) return null;
  const answer = readCareerNews(game.careerNews).filter((n) => n.kind === 'stay' && n.wrestlerId === w.id).at(-1)?.text ?? null;
  return {
    retiresOn: w.retiresOn,
    retired: w.retired,
    askedToStay: w.askedToStay ?? '',
    cannotAsk: stayProblem(game, { ...w, askedToStay: w.askedToStay ?? '' }),
    chance: stayChance(w, game.date),
    factors: stayFactors(w, game.date),
    answer,
  };
}
