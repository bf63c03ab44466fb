import { kindOrDefault, type SegmentKind } from '../../domain/catalog/segment-kinds';
import type { Appearance } from '../../domain/entities/appearance';
import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import type { Wrestler } from '../../domain/entities/wrestler';
import { readAppearancesOf, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

/** What the segment form shows: the segment, its kind, and each appearance with its wrestler. */
export interface SegmentDetails {
  segment: Stored<Segment>;
  kind: SegmentKind;
  appearances: (Stored<Appearance> & { wrestler: Stored<Wrestler> | undefined })[];
}

export function createLoadSegment({ repos }: Pick<UseCaseDeps, 'repos'>) {
  return async (segmentId: number): Promise<SegmentDetails> => {
    const segment = await requireSegment(repos, segmentId);
    const appearances = await readAppearancesOf(repos, segment);
    const wrestlers = await repos.Wrestler.getMany([...new Set(appearances.map((a) => a.wrestlerId))]);
    return segmentDetails(segment, appearances, new Map(wrestlers.map((w) => [w.id, w])));
  };
}

/** A segment with its kind and its appearances (in the order given), each with its wrestler when known. */
export const segmentDetails = (
  segment: Stored<Segment>,
  appearances: readonly Stored<Appearance>[],
  wrestlers: ReadonlyMap<number, Stored<Wrestler>>,
): SegmentDetails => ({
  segment,
  kind: kindOrDefault(segment.type),
  appearances: appearances.map((a) => ({ ...a, wrestler: wrestlers.get(a.wrestlerId) })),
});
