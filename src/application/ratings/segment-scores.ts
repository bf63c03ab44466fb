import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { SegmentFigures } from '../../domain/entities/production-figures';
import type { Segment } from '../../domain/entities/segment';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';

/** What the charts and the best-segment list need of a segment of a completed production. */
export interface SegmentScore extends SegmentFigures {
  /** The segment itself, when it had to be read (a production completed before it kept its card). */
  segment?: Stored<Segment>;
}

/**
 * The segments of the window. Fetching ids one by one costs ~0.1 ms each in Chromium (15,000 of
 * ten seasons: over a second); when the window wants most of the table, one sweep of it is
 * several times faster, even with the rows it then drops.
 */
async function readSegments(repos: Pick<Repositories, 'Segment'>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Stored<Segment>>();
  if (ids.length * 2 < (await repos.Segment.count())) return byId(await repos.Segment.getMany(ids));
  const wanted = new Set(ids);
  return byId((await repos.Segment.all()).filter((s) => wanted.has(s.id)));
}

/**
 * Each completed production's segment scores, by production id, for productions read whole (issue
 * 19: most are charted from their `figures:` keys instead). One that keeps its card as played
 * (`played`) needs no segment read; one completed before that (an older save) has them read.
 */
export async function segmentScores(repos: Pick<Repositories, 'Segment'>, productions: readonly Stored<Production>[]): Promise<Map<number, SegmentScore[]>> {
  const unplayed = productions.filter((p) => !Array.isArray(p.played));
  const segments = await readSegments(repos, unplayed.flatMap((p) => p.segmentIds));
  return new Map(productions.map((p) => [p.id, Array.isArray(p.played)
    ? p.played.map((s) => ({ segmentId: s.segmentId, type: s.type, rating: s.rating, booked: s.cast.length > 0 }))
    : p.segmentIds.flatMap((id) => {
      const s = segments.get(id);
      return s ? [{ segmentId: s.id, type: s.type, rating: s.rating, booked: s.appearanceIds.length > 0, segment: s }] : [];
    })]));
}
