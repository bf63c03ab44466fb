import { kindOrDefault, type SegmentKind } from '../catalog/segment-kinds';
import type { Stored } from '../entities/base';
import type { Segment } from '../entities/segment';
import type { Wrestler } from '../entities/wrestler';
import { rateSegmentBreakdown } from '../rules/rating';
import { applyResult } from '../rules/results';
import { simulateDuration, simulateSegment } from '../rules/segment-simulation';
import { changeAlignment, retire } from '../rules/status';
import { appearancesOf, byId, replaceById, type CompletionStep, type CompletionWork } from './completion-work';
import { brandCredits, creditBrands, creditProduction, showEarnsViewersRise, participantsOf, raiseShowViewers } from './completion-finance';
import { explainRating, withRatingExplanation } from './rating-explanation';
import { assignCardStorylines } from './storyline-steps';

export const ALIGNMENT_CHANGE = 'ALIGNMENT_CHANGE';
export const RETIREMENT = 'RETIREMENT';

/**
 * Simulation draws a duration only for a competition whose kind allows it and whose duration is
 * unset, 0, or still the kind's default (a placeholder, not a choice): a length the player typed is
 * kept. docs/decisions-production.md
 */
const needsDuration = (segment: Segment, kind: SegmentKind): boolean =>
  kind.competition &&
  kind.canUpdateDuration &&
  (!(segment.duration > 0) || segment.duration === kind.defaultDuration);

/** Step 2: each competition with appearances gets a winner (decided segments are kept). */
export const simulateSegments: CompletionStep = (work, rng) => {
  const wrestlers = byId(work.wrestlers);
  let appearances = work.appearances;
  const segments = work.segments.map((segment) => {
    const kind = kindOrDefault(segment.type);
    const own = appearancesOf({ appearances }, segment);
    if (!kind.competition || own.length === 0) return segment;
    const outcome = simulateSegment({ competition: true, appearances: own, wrestlers }, rng);
    appearances = replaceById(appearances, outcome.appearances);
    return needsDuration(segment, kind) ? { ...segment, duration: simulateDuration(rng) } : segment;
  });
  return { ...work, segments, appearances };
};

/** Applies `change` to the wrestler of every appearance chosen by `select`, in running order. */
function updateAppearingWrestlers(
  work: CompletionWork,
  select: (kind: SegmentKind) => boolean,
  change: (wrestler: Stored<Wrestler>, appearance: CompletionWork['appearances'][number]) => Stored<Wrestler>,
  { managers }: { managers: boolean },
): CompletionWork {
  const wrestlers = byId(work.wrestlers);
  for (const segment of work.segments) {
    if (!select(kindOrDefault(segment.type))) continue;
    for (const appearance of appearancesOf(work, segment)) {
      const wrestler = wrestlers.get(appearance.wrestlerId);
      if (wrestler && (managers || !appearance.manager)) wrestlers.set(wrestler.id, change(wrestler, appearance));
    }
  }
  return { ...work, wrestlers: replaceById(work.wrestlers, [...wrestlers.values()]) };
}

/** Step 3: reading A for every competitor of a segment whose kind registers victories. */
export const recordResults: CompletionStep = (work, rng) =>
  updateAppearingWrestlers(
    work,
    (kind) => kind.registerVictory,
    (wrestler, appearance) => ({ ...applyResult(wrestler, appearance, rng), id: wrestler.id }),
    // Managers walk out with their team but do not wrestle: their records stay as they were.
    { managers: false },
  );

/** Step 4: the finances and the audience, and each brand's share (credited again at commit on the balance read then). */
export const creditBrandsStep: CompletionStep = (work) => {
  const credited = creditProduction(work);
  const credits = brandCredits(work.brands, credited.finances!.singlePayout);
  return { ...credited, brands: creditBrands(work.brands, credits), effects: { ...work.effects, brandCredits: credits } };
};

/** Step 5 (SPEC §4 "Alignment change segment"): everyone appearing turns. */
export const changeAlignments: CompletionStep = (work) =>
  updateAppearingWrestlers(work, (kind) => kind.type === ALIGNMENT_CHANGE, changeAlignment, { managers: true });

/** Step 6 (SPEC §4 "Retirement segment"). */
export const applyRetirements: CompletionStep = (work) =>
  updateAppearingWrestlers(work, (kind) => kind.type === RETIREMENT, retire, { managers: true });

/**
 * Step 10: every segment rated over its competitors as they walked in, and complete. The breakdown
 * is kept on `meta.rating` so "Why this rating" shows the stats that counted, not today's.
 */
export const rateSegments: CompletionStep = (work) => {
  const before = byId(work.wrestlersBefore);
  const segments = work.segments.map((segment) => {
    const breakdown = rateSegmentBreakdown(participantsOf(appearancesOf(work, segment), before));
    const rated = { ...segment, rating: breakdown.total / 100, complete: true };
    return withRatingExplanation(rated, explainRating(breakdown));
  });
  return { ...work, segments };
};

/** Step 11 (SPEC §9): the show's average viewers rise 5% when its matches averaged above 2. */
export const raiseViewers: CompletionStep = (work) => {
  const viewersRise = work.show !== null && showEarnsViewersRise(work);
  return { ...work, show: work.show && raiseShowViewers(work.show, viewersRise), effects: { ...work.effects, viewersRise } };
};

/**
 * Step 12: a short story for every segment with people in it that has none yet, the card's written
 * together so no sentence repeats (issue 17; storyline-steps.ts).
 */
export const assignStorylines: CompletionStep = assignCardStorylines;
