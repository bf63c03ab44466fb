import type { Appearance } from './appearance';
import type { Stored } from './base';
import type { Segment } from './segment';
import { segmentRivalryNote } from './rivalry';

/** How a segment ended for one person on it; NONE for a promo or an undecided segment. */
export type PlayedResult = 'WIN' | 'LOSS' | 'DRAW' | 'NONE';

/** One appearance of a played segment: who, in which team, and how it ended for them. */
export interface PlayedPerson {
  wrestlerId: number;
  groupId: number;
  manager: boolean;
  result: PlayedResult;
}

/**
 * Issue 19: one segment of a completed production as its completion left it. The completion keeps
 * these on the production (`Production.played`), so the history screens (ratings, careers,
 * rivalries) read no segment: a played segment carries its replay and rating breakdown, 8–16 KB
 * each, and ten seasons hold ~15,000 of them.
 */
export interface PlayedSegment {
  segmentId: number;
  /** The segment kind's `type`. */
  type: string;
  rating: number;
  /** Seconds. */
  duration: number;
  complete: boolean;
  championshipIds: number[];
  /** Its appearances in the segment's order (those that exist). */
  cast: PlayedPerson[];
  /** The heat the living rules noted for a rivalry (segment.meta.rivalry); null without a note. */
  rivalry: { rivalryId: number; heatBefore: number; heatAfter: number } | null;
}

export const resultOf = (a: Pick<Appearance, 'winner' | 'loser' | 'draw'>): PlayedResult =>
  a.winner ? 'WIN' : a.loser ? 'LOSS' : a.draw ? 'DRAW' : 'NONE';

/** The card as played: the segments in running order, each with its cast (the one rule, for the completion and for old saves). */
export function playedCard(segments: readonly Stored<Segment>[], appearances: readonly Stored<Appearance>[]): PlayedSegment[] {
  const byId = new Map(appearances.map((a) => [a.id, a]));
  return segments.map((segment) => {
    const note = segmentRivalryNote(segment.meta);
    return {
      segmentId: segment.id,
      type: segment.type,
      rating: segment.rating,
      duration: segment.duration,
      complete: segment.complete,
      championshipIds: [...segment.championshipIds],
      cast: segment.appearanceIds.flatMap((id) => {
        const a = byId.get(id);
        return a ? [{ wrestlerId: a.wrestlerId, groupId: a.groupId, manager: a.manager, result: resultOf(a) }] : [];
      }),
      rivalry: note ? { rivalryId: note.rivalryId, heatBefore: note.heatBefore, heatAfter: note.heatAfter } : null,
    };
  });
}
