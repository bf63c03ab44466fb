import { segmentKindByType } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import { durationProblem, notesProblem, ratingProblem } from '../../domain/rules/segment-limits';
import { SegmentLogMessages } from './messages';
import { requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

type Deps = Pick<UseCaseDeps, 'repos' | 'unitOfWork'>;

/**
 * One-field edits of the segment form (SPEC §2). They change no appearance, so `complete` stays.
 * Issue 19 (interaction-p95): the update reads the segment itself (in its own transaction), so the
 * segment is asked for only when the edit fails, to refuse as before: a missing segment is "not
 * found" whatever else is wrong with the value; any other failure is the update's.
 */
function fieldSetter<V>({ repos, unitOfWork }: Deps, toChanges: (value: V) => Partial<Segment>) {
  return async (segmentId: number, value: V): Promise<Stored<Segment>> => {
    if (segmentId === null || segmentId === undefined) return requireSegment(repos, segmentId);
    try {
      // Through a unit of work, so a guarded edit (issue 18) is checked in the same transaction.
      const changes = toChanges(value);
      return await unitOfWork.run((tx) => tx.Segment.update(segmentId, changes));
    } catch (error) {
      await requireSegment(repos, segmentId);
      throw error;
    }
  };
}

const nonNegative = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** Issue 34: a value past what the backup restores is refused with the reason, nothing written. */
function refuse(problem: string | null): void {
  if (problem) throw new CatalogueError(problem);
}

export function createSegmentFieldSetters(deps: Deps) {
  return {
    /** The kind comes from the catalogue; its category and default duration come with it. */
    setType: fieldSetter<string>(deps, (type) => {
      const kind = segmentKindByType(type);
      if (!kind) throw new CatalogueError(SegmentLogMessages.unknownSegmentType(type));
      return { type: kind.type, category: kind.category, duration: kind.defaultDuration };
    }),
    /** Seconds. */
    setDuration: fieldSetter<number>(deps, (duration) => {
      refuse(durationProblem(nonNegative(duration)));
      return { duration: Math.round(nonNegative(duration)) };
    }),
    /** The Tweet/Notes field is stored as `desc`. */
    setNotes: fieldSetter<string>(deps, (desc) => {
      refuse(notesProblem(desc));
      return { desc };
    }),
    setDate: fieldSetter<IsoDate>(deps, (date) => ({ date })),
    setRating: fieldSetter<number>(deps, (rating) => {
      refuse(ratingProblem(nonNegative(rating)));
      return { rating: nonNegative(rating) };
    }),
    setComplete: fieldSetter<boolean>(deps, (complete) => ({ complete })),
  };
}
