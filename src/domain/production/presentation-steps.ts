import type { Wrestler } from '../entities/wrestler';
import { micSkillOf } from '../rules/living/skills';
import { isTalkingType, ratePresentation, type Speaker } from '../rules/living/presentation-rating';
import { starsOfSum } from '../rules/living/star-rating';
import { appearancesOf, byId, type CompletionStep } from './completion-work';
import { withRatingExplanation } from './rating-explanation';

/** A wrestler on the microphone as the presentation rule reads them (the completion and the coach). */
export const speakerOf = (w: Wrestler, mic: (w: Wrestler) => number): Speaker => ({
  name: w.name, mic: mic(w), charisma: w.charisma, popularity: w.popularity, alignment: w.alignment,
});

/**
 * Issue 35 item 2, living rules only (registered in living-steps.ts after livingRateSegments): each
 * talking segment with someone on the microphone is rated by the presentation rule instead of the
 * match rules (which rate one wrestler alone at 0 and score a promo by wins and streaks). Its
 * "Why this rating" lists the presentation's lines. Other segments are left as they were rated.
 */
export const ratePresentationsWith = (mic: (w: Wrestler) => number): CompletionStep => (work) => {
  const before = byId(work.wrestlersBefore);
  let changed = false;
  const segments = work.segments.map((segment) => {
    if (!isTalkingType(segment.type)) return segment;
    const speakers = appearancesOf(work, segment)
      .filter((a) => !a.manager)
      .map((a) => before.get(a.wrestlerId))
      .filter((w): w is Wrestler & { id: number } => w !== undefined)
      .map((w) => speakerOf(w, mic));
    if (speakers.length === 0) return segment;
    changed = true;
    const breakdown = ratePresentation(speakers);
    const stars = starsOfSum(breakdown.total);
    return withRatingExplanation({ ...segment, rating: stars, complete: true }, { families: breakdown.scores, fired: breakdown.fired, total: breakdown.total, stars });
  });
  return changed ? { ...work, segments } : work;
};

/** The speakers' own microphone skill (skills.ts: a wrestler without one set derives it from charisma and popularity). */
export const livingRatePresentations: CompletionStep = ratePresentationsWith(micSkillOf);
