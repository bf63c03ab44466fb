import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { Wrestler } from '../entities/wrestler';
import { updatesChampionships } from '../rules/championship';
import { retainChance, isWeeklyShow } from '../rules/living/title-plan';
import type { Rng } from '../rules/rng';
import { assignWinner, hasWinner, winWeight } from '../rules/segment-simulation';
import { weightedPick } from '../rules/weighted-pick';
import { appearancesOf, byId, replaceById, type CompletionStep } from './completion-work';
import { storedRatingExplanation, withRatingExplanation } from './rating-explanation';

// Issue 15 item 7, living rules only: title changes rarer on weekly TV than at events, and "Why
// this rating" saying when a title was on the line. Registered in living-steps.ts.

/**
 * A title match's winner: the defending side keeps the title with the show type's retain chance
 * (title-plan.ts), else a challenger wins (weighted as SPEC §4 weighs winners). Null when the
 * segment is not a defence (no holder side, or nobody to challenge): the classic draw decides it.
 */
export function defenceWinner<A extends Appearance>(
  appearances: readonly A[],
  holderIds: readonly number[],
  wrestlers: ReadonlyMap<number, Wrestler>,
  retain: number,
  rng: Rng,
): number | null {
  const competitors = appearances.filter((a) => !a.manager && wrestlers.has(a.wrestlerId));
  const holders = competitors.filter((a) => holderIds.includes(a.wrestlerId));
  const groups = new Set(holders.map((a) => a.groupId));
  if (holders.length === 0 || groups.size !== 1) return null;
  const challengers = competitors.filter((a) => !groups.has(a.groupId));
  if (challengers.length === 0) return null;
  if (rng() < retain) return holders[0].wrestlerId;
  return weightedPick(challengers, challengers.map((a) => winWeight(wrestlers.get(a.wrestlerId)!)), rng).wrestlerId;
}

/** simulateSegments' living step, before the classic one: title defences weighted by show type. */
export const decideTitleDefences: CompletionStep = (work, rng) => {
  const wrestlers = byId(work.wrestlers);
  const titles = new Map(work.championships.map((c) => [c.id, c]));
  const retain = retainChance(work.show?.type);
  let appearances = work.appearances;
  for (const segment of work.segments) {
    if (!updatesChampionships(segment)) continue;
    const own = appearancesOf({ appearances }, segment);
    if (own.length === 0 || hasWinner(own)) continue;
    const holderIds = segment.championshipIds.flatMap((id) => titles.get(id)?.wrestlerIds ?? []);
    const winner = defenceWinner(own, holderIds, wrestlers, retain, rng);
    if (winner !== null) appearances = replaceById(appearances, assignWinner(own, winner));
  }
  return { ...work, appearances };
};

export const TITLE_STAKES_RULE = 'TITLE_STAKES';

/** The line "Why this rating" shows for a title match (no amount: the stakes explain, never inflate). */
export const stakesLabel = (titleNames: readonly string[], weekly: boolean): string =>
  `${titleNames.join(' and ')} on the line${weekly ? '' : ' at an event'}: the stakes were raised`;

/**
 * rateSegments' living step, after the rating: a completed match with a title on the line says so
 * in its rating explanation. It adds 0 to the total, so it never moves a rating or a target.
 */
export const explainTitleStakes: CompletionStep = (work) => {
  const titles = new Map(work.championships.map((c) => [c.id, c]));
  const weekly = isWeeklyShow(work.show?.type);
  const segments = work.segments.map((segment) => {
    const explanation = storedRatingExplanation(segment);
    if (!explanation || !updatesChampionships(segment) || !kindOrDefault(segment.type).competition) return segment;
    if (explanation.fired.some((rule) => rule.id === TITLE_STAKES_RULE)) return segment;
    const names = segment.championshipIds.map((id) => titles.get(id)?.name || 'A title');
    const line = { id: TITLE_STAKES_RULE, family: 'popularity' as const, label: stakesLabel(names, weekly), amount: 0 };
    // The stored explanation as it is (a living rating step may keep more than the classic keys), plus the line.
    const stored = segment.meta.rating as typeof explanation;
    return withRatingExplanation(segment, { ...stored, fired: [...stored.fired, line] });
  });
  return { ...work, segments };
};

/**
 * Issue 36 (after step 8, living rules): every title put on the line on the card, whoever won,
 * has its open reign's `lastDefence` set to the production's date, so the booker and the week's
 * rule (title-holders.ts) know how long a title has gone without a match. A title lost here has a
 * new reign that starts (and was last on the line) on the date.
 */
export const markTitlesOnLine: CompletionStep = (work) => {
  const date = work.production.date;
  const onLine = new Set(work.segments.filter((s) => updatesChampionships(s) && s.appearanceIds.length > 0).flatMap((s) => s.championshipIds));
  if (onLine.size === 0 || !date) return work;
  const reigns = work.reigns.map((r) => (r.endDate === null && onLine.has(r.championshipId) && (r.lastDefence ?? '') < date ? { ...r, lastDefence: date } : r));
  return { ...work, reigns };
};
