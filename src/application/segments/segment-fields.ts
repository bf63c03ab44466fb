import { segmentKindByType } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import { SegmentLogMessages } from './messages';
import { requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

type Deps = Pick<UseCaseDeps, 'repos'>;

/**
 * One-field edits of the segment form (SPEC §2). They change no appearance, so `complete` stays.
 * Issue 19 (interaction-p95): the update reads the segment itself (in its own transaction), so the
 * segment is asked for only when the edit fails, to refuse as before: a missing segment is "not
 * found" whatever else is wrong with the value; any other failure is the update's.
 */
function fieldSetter<V>(repos: Deps['repos'], toChanges: (value: V) => Partial<Segment>) {
  return async (segmentId: number, value: V): Promise<Stored<Segment>> => {
    if (segmentId === null || segmentId === undefined) return requireSegment(repos, segmentId);
    try {
      return await repos.Segment.update(segmentId, toChanges(value));
    } catch (error) {
      await requireSegment(repos, segmentId);
      throw error;
    }
  };
}

const nonNegative = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

export function createSegmentFieldSetters({ repos }: Deps) {
  return {
    /** The kind comes from the catalogue; its category and default duration come with it. */
    setType: fieldSetter<string>(repos, (type) => {
      const kind = segmentKindByType(type);
      if (!kind) throw new CatalogueError(SegmentLogMessages.unknownSegmentType(type));
      return { type: kind.type, category: kind.category, duration: kind.defaultDuration };
    }),
    /** Seconds. */
    setDuration: fieldSetter<number>(repos, (duration) => ({ duration: Math.round(nonNegative(duration)) })),
    /** The Tweet/Notes field is stored as `desc`. */
    setNotes: fieldSetter<string>(repos, (desc) => ({ desc })),
    setDate: fieldSetter<IsoDate>(repos, (date) => ({ date })),
    setRating: fieldSetter<number>(repos, (rating) => ({ rating: nonNegative(rating) })),
    setComplete: fieldSetter<boolean>(repos, (complete) => ({ complete })),
  };
}
