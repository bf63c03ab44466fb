import type { ProductionView } from '../../../application/production';
import type { SegmentDetails } from '../../../application/segments';
import type { UnfilledSegment } from './SimulateButton';
import { kindLabel } from './SegmentTypeSelect';

// The read model is the application's query (production.view); these helpers only present it.
export type { ProductionView };

/** The card's running time in seconds (issue 33: its money is the application's estimate, `view.estimate`). */
export const cardDuration = (view: Pick<ProductionView, 'segments'>): number =>
  view.segments.reduce((sum, s) => sum + (s.segment.duration > 0 ? s.segment.duration : 0), 0);

/** Segments "Randomise all" fills: competitions (and undecided plain segments) with nobody in them. */
export const emptyCompetitionSegments = (segments: readonly SegmentDetails[]): SegmentDetails[] =>
  segments.filter(({ segment, kind }) => (kind.competition || segment.type === 'DEFAULT') && segment.appearanceIds.length === 0);

/** Segments a random match can fill: competitions and undecided plain segments. */
export const canRandomise = ({ segment, kind }: Pick<SegmentDetails, 'segment' | 'kind'>): boolean =>
  kind.competition || segment.type === 'DEFAULT';

/** The query's shortfalls under the titles their cards carry ("Segment 2: Tag Team"), for Simulate to name. */
export const unfilledSegments = (view: Pick<ProductionView, 'segments' | 'shortfalls'>): UnfilledSegment[] =>
  view.shortfalls.map(({ segmentId, position, reason }) => {
    const details = view.segments[position - 1];
    return { segmentId, title: `Segment ${position}: ${details ? kindLabel(details.kind) : 'Segment'}`, reason };
  });
