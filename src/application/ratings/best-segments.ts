import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { storedRatingExplanation, type RatingExplanation } from '../../domain/production/rating-explanation';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';
import type { SegmentScore } from './segment-scores';

export interface BestSegment {
  segmentId: number;
  productionId: number;
  showName: string;
  date: string;
  kindName: string;
  rating: number;
  /** Teams in group order; each member's name as booked. */
  teams: { groupId: number; winner: boolean; names: string[] }[];
  /** Why it rated so, as stored at completion; null for a save that did not keep it. */
  explanation: RatingExplanation | null;
}

export const BEST_SEGMENTS = 20;

/** A segment of the window with the production it belongs to. */
export interface PlacedSegment {
  segment: Stored<Segment>;
  productionId: number;
  showName: string;
  date: string;
}

/** A segment of the window by its score, where it was played. */
export interface ScoredPlacement {
  score: SegmentScore;
  productionId: number;
  showName: string;
  date: string;
}

/**
 * Issue 19: the best segments of a window known by their scores alone: only the few that can make
 * the list are read (a played segment carries its replay, ~8–16 KB), then ranked as before.
 */
export async function bestOf(repos: Pick<Repositories, 'Segment' | 'Appearance' | 'Wrestler'>, placed: readonly ScoredPlacement[]): Promise<BestSegment[]> {
  const candidates = placed
    .filter(({ score }) => score.booked)
    .sort((a, b) => b.score.rating - a.score.rating || b.date.localeCompare(a.date) || a.score.segmentId - b.score.segmentId)
    .slice(0, BEST_SEGMENTS * 2);
  const unread = candidates.filter(({ score }) => !score.segment).map(({ score }) => score.segmentId);
  const read = byId(unread.length > 0 ? await repos.Segment.getMany(unread) : []);
  return bestSegments(repos, candidates.flatMap(({ score, ...where }) => {
    const segment = score.segment ?? read.get(score.segmentId);
    return segment ? [{ ...where, segment }] : [];
  }));
}

/**
 * The highest-rated segments with people in them, best first (newer first on a tie). Only their
 * casts are read: appearances are the biggest table, and twenty segments need a few dozen rows.
 */
export async function bestSegments(repos: Pick<Repositories, 'Appearance' | 'Wrestler'>, placed: readonly PlacedSegment[]): Promise<BestSegment[]> {
  // Twice as many as shown, in case some cast was deleted since (a segment without people is left out).
  const candidates = placed
    .filter(({ segment }) => segment.appearanceIds.length > 0)
    .sort((a, b) => b.segment.rating - a.segment.rating || b.date.localeCompare(a.date) || a.segment.id - b.segment.id)
    .slice(0, BEST_SEGMENTS * 2);
  const appearances = byId(await repos.Appearance.getMany(candidates.flatMap(({ segment }) => segment.appearanceIds)));
  const wrestlers = byId(await repos.Wrestler.getMany([...new Set([...appearances.values()].map((a) => a.wrestlerId))]));
  const name = (a: { name: string; wrestlerId: number }) => a.name || wrestlers.get(a.wrestlerId)?.name || `#${a.wrestlerId}`;
  return candidates
    .map((placedSegment) => ({ ...placedSegment, cast: placedSegment.segment.appearanceIds.flatMap((id) => appearances.get(id) ?? []) }))
    .filter(({ cast }) => cast.length > 0)
    .slice(0, BEST_SEGMENTS)
    .map(({ segment, productionId, showName, date, cast }): BestSegment => ({
      segmentId: segment.id, productionId, showName, date,
      kindName: kindOrDefault(segment.type).name, rating: segment.rating, explanation: storedRatingExplanation(segment),
      teams: [...new Set(cast.map((a) => a.groupId))].sort((x, y) => x - y).map((groupId) => {
        const members = cast.filter((a) => a.groupId === groupId);
        return { groupId, winner: members.some((a) => a.winner), names: members.map(name) };
      }),
    }));
}
