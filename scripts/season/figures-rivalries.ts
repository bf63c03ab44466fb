import { isCompetitionType } from '../../src/domain/catalog/segment-kinds';
import type { IsoDate } from '../../src/domain/entities/base';
import type { Production } from '../../src/domain/entities/production';
import { isActiveRivalry, segmentRivalryNote, type Rivalry } from '../../src/domain/entities/rivalry';
import type { Segment } from '../../src/domain/entities/segment';
import type { Show } from '../../src/domain/entities/show';
import { isCold, isPayoffShowType } from '../../src/domain/rules/living/rivalry-heat';
import { minOf, share } from './stats-math';

// Issue 17's figures: rivalries alive week after week, and PPV main events that mean something.

/** Active rivalries that have not gone cold on `date` (as the living week would judge them). */
export const activeRivalries = (rivalries: readonly Rivalry[], date: IsoDate): number =>
  rivalries.filter((r) => isActiveRivalry(r) && !isCold(r, date)).length;

/** The fewest active rivalries of any week after the first month (weeks not sampled are left out). */
export const activeRivalriesMin = (weeks: readonly { week: number; rivalries?: number }[]): number | null =>
  minOf(weeks.flatMap((w) => (w.week > 4 && w.rivalries !== undefined ? [w.rivalries] : [])));

type Seg = Pick<Segment, 'type' | 'appearanceIds' | 'championshipIds' | 'meta'> & { id: number };

/** A card's main event: its last competition segment with people in it, or undefined. */
export function mainEventOfCard<S extends Seg>(production: Pick<Production, 'segmentIds'>, segments: ReadonlyMap<number, S>): S | undefined {
  const matches = production.segmentIds.flatMap((id) => {
    const segment = segments.get(id);
    return segment && isCompetitionType(segment.type) && segment.appearanceIds.length > 0 ? [segment] : [];
  });
  return matches[matches.length - 1];
}

/**
 * PPV, major PPV and world-event main events that are a rivalry payoff (the engine's note at
 * `meta.rivalry` says payoff) or a title match, over all of them; null without such shows.
 */
export function payoffShare(
  productions: readonly (Pick<Production, 'segmentIds' | 'showId'>)[],
  shows: readonly (Pick<Show, 'type'> & { id: number })[],
  segments: ReadonlyMap<number, Seg>,
  titles = true,
): number | null {
  const types = new Map(shows.map((s) => [s.id, s.type]));
  const mains = productions
    .filter((p) => p.showId !== null && isPayoffShowType(types.get(p.showId)))
    .flatMap((p) => mainEventOfCard(p, segments) ?? []);
  const paid = mains.filter((s) => (titles && s.championshipIds.length > 0) || segmentRivalryNote(s.meta)?.payoff === true);
  return share(paid.length, mains.length);
}

/** The same main events that are a rivalry payoff, title or not (how often a feud, not a belt, headlines). */
export const rivalryPayoffShare = (...args: Parameters<typeof payoffShare>): number | null =>
  payoffShare(args[0], args[1], args[2], false);
