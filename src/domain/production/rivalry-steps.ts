import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import { readRivalries, rivalryAmong, type Rivalry, type SegmentRivalryNote } from '../entities/rivalry';
import type { Wrestler } from '../entities/wrestler';
import {
  addHeat,
  beatKindOf,
  heatAt,
  heatRatingBonus,
  isPayoffSegment,
  payoffEndsRivalry,
  recentSameKind,
  segmentHeatGain,
} from '../rules/living/rivalry-heat';
import { rivalryWeekOn } from '../rules/story/rivalry-week-number';
import { appearancesOf, byId, type CompletionStep } from './completion-work';
import { storedRatingExplanation, withRatingExplanation, withRatingLine, type RatingExplanation } from './rating-explanation';
import { applyRivalryBeat, noRivalryEffects, type RivalryBeatEffect } from './rivalry-effects';

// Issue 17 item 2, living rules only (registered in living-steps.ts after the rating and the title
// stakes): a segment between rivals gains from their heat, as its own "Why this rating" line.

export const RIVALRY_HEAT_RULE = 'RIVALRY_HEAT';

/** The wrestler ids of each group (team) of a segment, managers left out, in the order they appear. */
export function groupsOf(appearances: readonly Pick<Appearance, 'wrestlerId' | 'groupId' | 'manager'>[]): number[][] {
  const groups = new Map<number, number[]>();
  for (const a of appearances) {
    if (a.manager) continue;
    const group = groups.get(a.groupId) ?? [];
    if (!group.includes(a.wrestlerId)) group.push(a.wrestlerId);
    groups.set(a.groupId, group);
  }
  return [...groups.values()];
}

/** "Crane vs. Vale" (a team's members joined with "&"; an unknown wrestler by number). */
export function rivalryName(sides: readonly (readonly number[])[], wrestlers: ReadonlyMap<number, Pick<Wrestler, 'name'>>): string {
  const side = (ids: readonly number[]) => ids.map((id) => wrestlers.get(id)?.name || `Wrestler ${id}`).join(' & ');
  return sides.map(side).join(' vs. ');
}

const PAYOFF_AT: Record<string, string> = { PPV: 'a PPV', MAJOR_PPV: 'a major PPV', WORLD: 'a world event' };

/** The "Why this rating" line: "Crane vs. Vale rivalry, heat 42: the crowd was invested". */
export function heatLabel(name: string, heat: number, payoff: boolean, showType: string | null | undefined): string {
  const at = PAYOFF_AT[showType ?? ''];
  const why = payoff && at ? `the payoff at ${at}` : payoff ? 'the payoff' : 'the crowd was invested';
  return `${name} rivalry, heat ${Math.round(heat)}: ${why}`;
}

/** A decided match: a competition with a winner. */
const decided = (type: string, own: readonly Appearance[]): boolean => kindOrDefault(type).competition && own.some((a) => a.winner);

/**
 * rateSegments' living step, after the rating: each segment that plays out an active rivalry gets
 * the heat's bonus on its rating sum (its own line), the stars re-derived from the new sum, and its
 * note (`meta.rivalry`); the heat it adds and a payoff's end go in `effects.rivalries`. A random
 * number is drawn only for a payoff (whether it ends the rivalry), so a card without one keeps the
 * completion's random stream as it was.
 */
export const playRivalries: CompletionStep = (work, rng) => {
  let rivalries: Rivalry[] = readRivalries(work.game?.rivalries);
  if (!rivalries.some((r) => r.endedOn === null)) return work;
  const date = work.production.date;
  const showType = work.show?.type;
  const wrestlers = byId(work.wrestlersBefore);
  const beats: RivalryBeatEffect[] = [];
  const segments = work.segments.map((segment) => {
    const own = appearancesOf(work, segment);
    const rivalry = rivalryAmong(rivalries, groupsOf(own), kindOrDefault(segment.type).competition);
    if (!rivalry || !storedRatingExplanation(segment)) return segment;
    const heatBefore = heatAt(rivalry, date);
    const payoff = isPayoffSegment(rivalry, decided(segment.type, own), showType, work.show?.id ?? null);
    const ratingBonus = heatRatingBonus(heatBefore, showType, payoff);
    const label = heatLabel(rivalryName(rivalry.sides, wrestlers), heatBefore, payoff, showType);
    // The stored explanation as it is (a living step may keep more than the classic keys), plus the line.
    const stored = segment.meta.rating as RatingExplanation & Record<string, unknown>;
    const explanation = withRatingLine(stored, { id: RIVALRY_HEAT_RULE, family: 'popularity', label, amount: ratingBonus });
    const kind = beatKindOf(segment.type);
    const gain = segmentHeatGain(segment.type, explanation.stars, recentSameKind(rivalry.beats, kind, date));
    // Drawn only for a payoff (see above); a hotter rivalry is more likely settled by it.
    // Issue 36: a rivalry runs its planned weeks (2–12) before a payoff is likely to settle it.
    const ends = payoff && payoffEndsRivalry(rivalry, addHeat(heatBefore, gain), date, rng());
    const beat: RivalryBeatEffect = { rivalryId: rivalry.id, date, kind, gain, payoff, ends, productionId: work.production.id, segmentId: segment.id };
    beats.push(beat);
    rivalries = applyRivalryBeat(rivalries, beat);
    const after = rivalries.find((r) => r.id === rivalry.id)!;
    const note: SegmentRivalryNote = {
      rivalryId: rivalry.id, week: rivalryWeekOn(rivalry.startedOn, date), segment: rivalry.segments + 1, heatBefore, heatAfter: after.heat, ratingBonus, payoff, ended: ends, sides: rivalry.sides,
    };
    const rated = withRatingExplanation({ ...segment, rating: explanation.stars }, explanation);
    return { ...rated, meta: { ...rated.meta, rivalry: note } };
  });
  if (beats.length === 0) return work;
  const previous = work.effects.rivalries ?? noRivalryEffects();
  return { ...work, segments, effects: { ...work.effects, rivalries: { ...previous, beats: [...previous.beats, ...beats] } } };
};
