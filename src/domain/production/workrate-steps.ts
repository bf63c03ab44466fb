import { kindOrDefault } from '../catalog/segment-kinds';
import type { Wrestler } from '../entities/wrestler';
import { inRingSkillOf } from '../rules/living/skills';
import { workrateLabel, workrateRatingBonus } from '../rules/living/workrate';
import { appearancesOf, byId, type CompletionStep } from './completion-work';
import type { FiredRule } from '../rules/rating';
import { storedRatingExplanation, withRatingExplanation, withRatingLine, type RatingExplanation } from './rating-explanation';

// Issue 35 item 3, living rules only (registered in living-steps.ts among rateSegments' steps,
// after the momentum line and before the length line): a match's workers' in-ring skill is a line
// of its own in "Why this rating" (workrate.ts).

export const WORKRATE_RULE = 'WORKRATE';

/** The in-ring skills of a match's workers (two or more competitors, managers left out), or null for anything else. */
export function matchSkills(type: string, competitors: readonly Wrestler[]): number[] | null {
  if (!kindOrDefault(type).competition || competitors.length < 2) return null;
  return competitors.map((w) => inRingSkillOf(w));
}

/** The "In-ring skill" line of a match's workers (its id, family, words and sum points), or null for anything but a match of two or more. */
export function workrateLine(type: string, competitors: readonly Wrestler[]): FiredRule | null {
  const skills = matchSkills(type, competitors);
  return skills ? { id: WORKRATE_RULE, family: 'roles', label: workrateLabel(skills), amount: workrateRatingBonus(skills) } : null;
}

/**
 * rateSegments' living step: each rated match gets its workers' workrate line (their in-ring skill
 * as they walked in), and its stars follow the new sum. Segments already carrying the line, talking
 * segments and a match of fewer than two competitors are left as they are. Draws nothing.
 */
export const rateWorkrate: CompletionStep = (work) => {
  const before = byId(work.wrestlersBefore);
  let changed = false;
  const segments = work.segments.map((segment) => {
    const explanation = storedRatingExplanation(segment);
    if (!explanation || explanation.fired.length === 0 || explanation.fired.some((r) => r.id === WORKRATE_RULE)) return segment;
    const who = appearancesOf(work, segment).filter((a) => !a.manager).flatMap((a) => before.get(a.wrestlerId) ?? []);
    const line = workrateLine(segment.type, who);
    if (!line) return segment;
    changed = true;
    const stored = segment.meta.rating as RatingExplanation & Record<string, unknown>;
    const next = withRatingLine({ ...stored, ...explanation }, line);
    return withRatingExplanation({ ...segment, rating: next.stars }, next);
  });
  return changed ? { ...work, segments } : work;
};
