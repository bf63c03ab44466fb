import { formatNumber } from '../../format';
import type { Difficulty } from '../../entities/enums';
import type { OwnerObjective } from '../../entities/owner-season';

/**
 * Issue 18 item 5: the owner's objectives for a year, set from the player's promotion as the year
 * starts and measured every week. Each kind is one figure the game already keeps: a show's viewers,
 * the brands' balance, the top title's match ratings, nights won in the ratings war.
 */

export type ObjectiveKind = 'viewers' | 'money' | 'prestige' | 'war';

/** What each kind means, for the owner's office. */
export const OBJECTIVE_MEANINGS: Readonly<Record<ObjectiveKind, string>> = {
  viewers: 'The average viewers of your flagship show over the year’s complete productions.',
  money: 'Your brands’ combined balance at the end of the year.',
  prestige: 'The average star rating of your top title’s matches this year.',
  war: 'Nights your promotion won in the ratings war this year (a show of yours had the largest share of the night’s audience, which follows the viewers), out of the nights you contest.',
};

/**
 * How hard each difficulty's owner pushes: a multiplier on the viewers and money targets, the stars and nights asked.
 * The money target sits near the start because the week's overheads spend a share of a positive
 * balance: a balance drifts towards what the shows earn, so keeping it is already work.
 */
export const OWNER_DEMANDS: Readonly<Record<Difficulty, { viewers: number; money: number; stars: number; nights: number }>> = {
  EASY: { viewers: 0.95, money: 0.85, stars: 2.5, nights: 8 },
  NORMAL: { viewers: 1, money: 0.95, stars: 2.75, nights: 13 },
  HARD: { viewers: 1.05, money: 1.05, stars: 3, nights: 20 },
};

/** A money target is never less demanding than this much either side of the start (a brand near $0). */
export const MONEY_SCALE_FLOOR = 1_000_000;

/** The player's promotion as the year starts. */
export interface OwnerSituation {
  difficulty: Difficulty;
  /** The player's show with the most viewers on average (null: no show). */
  flagship: { id: number; name: string; avgViewers: number } | null;
  /** The player's brands' combined balance. */
  balance: number;
  /** The player's most prestigious championship (lowest rank; null: none). */
  topTitle: { id: number; name: string } | null;
  /**
   * Issue 35: the nights the player contests from the day the objectives are set to the year's end
   * (its shows against a rival's, by the schedule); absent: not counted (the war's nights as before).
   */
  contestedNights?: number;
}

/** The contested nights a whole year's `nights` demand was set for: one a week. */
export const FULL_YEAR_NIGHTS = 52;

/**
 * Issue 35: the nights of the war the owner asks for: the difficulty's demand for a full year, in
 * proportion to the nights the player actually contests (at least one), never more than those
 * nights; null (no war objective) when the player contests none.
 */
export function warTarget(nights: number, contested: number | undefined): number | null {
  if (contested === undefined) return nights;
  const real = Number.isFinite(contested) ? Math.max(0, Math.floor(contested)) : 0;
  if (real === 0) return null;
  return Math.min(real, Math.max(1, Math.round((nights * real) / FULL_YEAR_NIGHTS)));
}

/** Beyond any save's limits: figures are held within it so targets and progress stay finite. */
const LIMIT = 1e12;
const finite = (value: number): number => (Number.isFinite(value) ? Math.max(-LIMIT, Math.min(LIMIT, value)) : 0);
const money = (value: number): string => `$${formatNumber(Math.round(value))}`;

/** The year's objectives; progress starts at nothing (money at the balance the year starts with). */
export function setObjectives(situation: OwnerSituation): OwnerObjective[] {
  const demand = OWNER_DEMANDS[situation.difficulty] ?? OWNER_DEMANDS.NORMAL;
  const objectives: OwnerObjective[] = [];
  const { flagship, topTitle } = situation;
  if (flagship) {
    const target = Math.round(Math.max(0, finite(flagship.avgViewers)) * demand.viewers);
    objectives.push({ kind: 'viewers', label: `Average ${formatNumber(target)} viewers on ${flagship.name}`, target, progress: 0, met: false, subjectId: flagship.id });
  }
  const balance = finite(situation.balance);
  const target = Math.round(balance + (demand.money - 1) * Math.max(Math.abs(balance), MONEY_SCALE_FLOOR));
  objectives.push({ kind: 'money', label: `End the year with ${money(target)} or more`, target, progress: Math.round(balance), met: balance >= target });
  if (topTitle) {
    objectives.push({ kind: 'prestige', label: `${topTitle.name} matches average ${demand.stars}★`, target: demand.stars, progress: 0, met: false, subjectId: topTitle.id });
  }
  const nights = warTarget(demand.nights, situation.contestedNights);
  if (nights !== null) {
    const label = situation.contestedNights === undefined
      ? `Win ${nights} nights of the ratings war`
      : `Win ${nights} of your ${Math.floor(situation.contestedNights)} contested ${situation.contestedNights === 1 ? 'night' : 'nights'} in the ratings war`;
    objectives.push({ kind: 'war', label, target: nights, progress: 0, met: false });
  }
  return objectives;
}

/** The figures measured so far this year. */
export interface OwnerFigures {
  /** Viewers of each complete production of a show, by show id. */
  viewersByShow: ReadonlyMap<number, readonly number[]>;
  balance: number;
  /** Ratings of each complete match for a championship, by championship id. */
  ratingsByTitle: ReadonlyMap<number, readonly number[]>;
  nightsWon: number;
}

const average = (values: readonly number[] | undefined): number => {
  const real = (values ?? []).filter(Number.isFinite).map(finite);
  return real.length === 0 ? 0 : real.reduce((sum, value) => sum + value, 0) / real.length;
};

/** Each objective's progress from this year's figures (an unknown kind keeps its progress). */
export function measureObjectives(objectives: readonly OwnerObjective[], figures: OwnerFigures): OwnerObjective[] {
  return objectives.map((objective) => {
    let progress = objective.progress;
    if (objective.kind === 'viewers') progress = Math.round(average(figures.viewersByShow.get(objective.subjectId ?? -1)));
    if (objective.kind === 'money') progress = Math.round(finite(figures.balance));
    if (objective.kind === 'prestige') progress = Math.round(average(figures.ratingsByTitle.get(objective.subjectId ?? -1)) * 100) / 100;
    if (objective.kind === 'war') progress = Math.max(0, Math.floor(finite(figures.nightsWon)));
    return { ...objective, progress, met: progress >= objective.target };
  });
}

/** Progress as a share of the target, 0–1 (for the progress bars); a target of 0 or less is all or nothing. */
export function progressShare(objective: Pick<OwnerObjective, 'progress' | 'target'>): number {
  if (!Number.isFinite(objective.progress)) return 0;
  if (!(objective.target > 0)) return objective.progress >= objective.target ? 1 : 0;
  return Math.min(1, Math.max(0, objective.progress / objective.target));
}
