import type { ProductionView } from '../../../application/production';
import type { SegmentDetails } from '../../../application/segments';
import { kindOrDefault } from '../../../domain/catalog/segment-kinds';
import type { UnfilledSegment } from './SimulateButton';
import { kindLabel } from './SegmentTypeSelect';

// The read model is the application's query (production.view); these helpers only present it.
export type { ProductionView };

export interface CardTotals {
  wrestlers: number;
  segments: number;
  production: number;
  total: number;
  /** Seconds. */
  duration: number;
}

/** SPEC §9 "Finance" outgoings as booked so far, and the running time of the card. */
export function cardTotals(view: Pick<ProductionView, 'production' | 'segments'>): CardTotals {
  const wrestlers = view.segments.reduce((sum, s) => sum + s.appearances.reduce((a, appearance) => a + appearance.cost, 0), 0);
  const segments = view.segments.reduce((sum, s) => sum + kindOrDefault(s.segment.type).cost, 0);
  const production = view.production.cost;
  const duration = view.segments.reduce((sum, s) => sum + (s.segment.duration > 0 ? s.segment.duration : 0), 0);
  return { wrestlers, segments, production, total: wrestlers + segments + production, duration };
}

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
