import type { ProductionView } from '../../../application/production';
import type { SegmentDetails } from '../../../application/segments';
import { cardFill, fillText } from '../../../domain/rules/living/card-turnout';
import { isTalkingType } from '../../../domain/rules/living/presentation-rating';
import type { CardCheck, UnfilledSegment } from './SimulateButton';
import { kindLabel } from './SegmentTypeSelect';

// The read model is the application's query (production.view); these helpers only present it.
export type { ProductionView };

/** The card's running time in seconds (issue 33: its money is the application's estimate, `view.estimate`). */
export const cardDuration = (view: Pick<ProductionView, 'segments'>): number =>
  view.segments.reduce((sum, s) => sum + (s.segment.duration > 0 ? s.segment.duration : 0), 0);

/**
 * Segments "Randomise all" fills: competitions (and undecided plain segments) with nobody in them;
 * on a living game (issue 35 item 2) empty talking segments too.
 */
export const emptyCompetitionSegments = (segments: readonly SegmentDetails[], living = false): SegmentDetails[] =>
  segments.filter((details) => canRandomise(details, living) && details.segment.appearanceIds.length === 0);

/** Segments a random draw can fill: competitions and undecided plain segments; on a living game talking segments too (their speakers). */
export const canRandomise = ({ segment, kind }: Pick<SegmentDetails, 'segment' | 'kind'>, living = false): boolean =>
  kind.competition || segment.type === 'DEFAULT' || (living && isTalkingType(segment.type));

/** The query's shortfalls under the titles their cards carry ("Segment 2: Tag Team"), for Simulate to name. */
export const unfilledSegments = (view: Pick<ProductionView, 'segments' | 'shortfalls'>): UnfilledSegment[] =>
  view.shortfalls.map(({ segmentId, position, reason }) => {
    const details = view.segments[position - 1];
    return { segmentId, title: `Segment ${position}: ${details ? kindLabel(details.kind) : 'Segment'}`, reason };
  });

/**
 * Issue 33: what Simulate says first about a card with nobody on it, or (living rules) one whose
 * matches are so under-filled that its crowd, viewers and TV money fall; null for a card that draws.
 */
export function cardWarning(view: Pick<ProductionView, 'segments'>, living: boolean): string | null {
  const fill = cardFill(view.segments.map(({ segment, appearances }) => ({ type: segment.type, people: appearances })));
  if (fill.people === 0) {
    return living
      ? 'Nobody is booked on this card. An empty card draws no crowd and no viewers and earns nothing, while its venue, staging and segments are still paid.'
      : 'Nobody is booked on this card: every segment will rate 0. (Classic rules still pay the show\'s usual gate and TV money.)';
  }
  if (!living || fill.factor >= 1) return null;
  return `Only ${fillText(fill)}: the crowd, the viewers and the TV money fall to ${Math.round(fill.factor * 100)}% of what a full card draws.`;
}

/** What Simulate asks about before it runs the card: the unfilled segments and the card's warning. */
export const cardCheck = (view: Pick<ProductionView, 'segments' | 'shortfalls'>, living: boolean): CardCheck => ({
  unfilled: unfilledSegments(view),
  warning: cardWarning(view, living),
  nobody: view.segments.every((s) => s.appearances.length === 0),
});
