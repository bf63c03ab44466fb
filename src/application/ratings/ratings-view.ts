import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Production } from '../../domain/entities/production';
import { competitionRatings } from '../../domain/production/completion-finance';
import { storedRatingExplanation, type RatingExplanation } from '../../domain/production/rating-explanation';
import { appearancesOf, byId } from '../../domain/production/completion-work';
import { average } from '../../domain/rules/stats';
import type { Repositories } from '../ports/unit-of-work.port';

/** One completed production, as the charts plot it. */
export interface ProductionRating {
  productionId: number;
  showId: number | null;
  showName: string;
  date: string;
  viewers: number;
  /** Average rating of its matches (competition segments with people), null when it had none. */
  averageRating: number | null;
  matches: number;
}

/** One show's completed productions in date order: its viewers over time. */
export interface ShowViewers {
  showId: number | null;
  showName: string;
  points: { date: string; viewers: number; productionId: number }[];
}

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

export interface RatingsView {
  /** Completed productions, oldest first. */
  productions: ProductionRating[];
  shows: ShowViewers[];
  /** The highest-rated segments of completed productions, best first (at most BEST_SEGMENTS). */
  best: BestSegment[];
}

export const BEST_SEGMENTS = 20;
const NO_SHOW = 'No show';

const byDate = (a: Production, b: Production) => a.date.localeCompare(b.date) || (a.id ?? 0) - (b.id ?? 0);

/** Viewers and ratings of every completed production, and the best segments of all of them. */
export function createRatingsView({ repos }: { repos: Repositories }) {
  return async (): Promise<RatingsView> => {
    const productions = (await repos.Production.all()).filter((p) => p.complete).sort(byDate);
    const shows = byId(await repos.Show.getMany([...new Set(productions.flatMap((p) => (p.showId ? [p.showId] : [])))]));
    const segments = await repos.Segment.getMany(productions.flatMap((p) => p.segmentIds));
    const appearances = await repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
    const wrestlers = byId(await repos.Wrestler.getMany([...new Set(appearances.map((a) => a.wrestlerId))]));
    const segmentsById = byId(segments);
    const showName = (p: Production) => (p.showId && shows.get(p.showId)?.name) || p.name || NO_SHOW;
    const name = (a: { name: string; wrestlerId: number }) => a.name || wrestlers.get(a.wrestlerId)?.name || `#${a.wrestlerId}`;

    const rated = productions.map((production) => {
      const own = production.segmentIds.map((id) => segmentsById.get(id)).filter((s) => s !== undefined);
      const ratings = competitionRatings({ segments: own, appearances });
      const row: ProductionRating = {
        productionId: production.id, showId: production.showId, showName: showName(production), date: production.date,
        viewers: production.viewers, averageRating: ratings.length > 0 ? average(ratings) : null, matches: ratings.length,
      };
      return { row, own };
    });

    const best = rated
      .flatMap(({ row, own }) => own.map((segment) => ({ row, segment, cast: appearancesOf({ appearances }, segment) })))
      .filter(({ cast }) => cast.length > 0)
      .sort((a, b) => b.segment.rating - a.segment.rating || b.row.date.localeCompare(a.row.date) || a.segment.id - b.segment.id)
      .slice(0, BEST_SEGMENTS)
      .map(({ row, segment, cast }): BestSegment => ({
        segmentId: segment.id, productionId: row.productionId, showName: row.showName, date: row.date,
        kindName: kindOrDefault(segment.type).name, rating: segment.rating, explanation: storedRatingExplanation(segment),
        teams: [...new Set(cast.map((a) => a.groupId))].sort((x, y) => x - y).map((groupId) => {
          const members = cast.filter((a) => a.groupId === groupId);
          return { groupId, winner: members.some((a) => a.winner), names: members.map(name) };
        }),
      }));

    return { productions: rated.map(({ row }) => row), shows: viewersByShow(rated.map(({ row }) => row)), best };
  };
}

function viewersByShow(rows: readonly ProductionRating[]): ShowViewers[] {
  const shows = new Map<string, ShowViewers>();
  for (const row of rows) {
    const key = `${row.showId ?? ''}:${row.showName}`;
    const show = shows.get(key) ?? { showId: row.showId, showName: row.showName, points: [] };
    show.points.push({ date: row.date, viewers: row.viewers, productionId: row.productionId });
    shows.set(key, show);
  }
  return [...shows.values()];
}

