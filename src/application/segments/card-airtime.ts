import type { Segment } from '../../domain/entities/segment';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { competitorsNeeded, needsCompetitors } from '../../domain/rules/card-fill';
import { fillCardAirtime, type CardLength } from '../../domain/rules/living/segment-length';
import type { Draw, DrawScope } from './random-draw';

/**
 * Issue 35 item 4: the lengths a living booker books so a card fills its show's slot
 * (segment-length.ts fillCardAirtime), for the card's segments still at a placeholder length (a
 * typed length is kept), each segment read as its draw leaves it. A classic scope (no titleWeek)
 * or a show without a slot books none. Pure: written with the draws (writeCard).
 */
export function airtimeOf(
  scope: Pick<DrawScope, 'titleWeek' | 'show'> | undefined,
  card: readonly (Pick<Segment, 'type' | 'duration'> & { id: number })[],
  draws: ReadonlyMap<number, Draw | null>,
): Map<number, number> {
  const slot = scope?.show?.maxDuration ?? 0;
  if (!scope?.titleWeek || !(slot > 0)) return new Map();
  // A match the draw could not fill is cut from the card after the draw (trim-card.ts): the slot
  // is shared among the segments that stay.
  const asDrawn: CardLength[] = card.filter((s) => !unfilled(s, draws.get(s.id))).map((s) => {
    const changes = draws.get(s.id)?.changes ?? {};
    return { id: s.id, type: changes.type ?? s.type, duration: changes.duration ?? s.duration };
  });
  const lengths = fillCardAirtime(asDrawn, slot, scope.titleWeek.mainEventId);
  for (const s of asDrawn) if (lengths.get(s.id) === s.duration) lengths.delete(s.id);
  return lengths;
}

/** Whether a drawn match has fewer competitors than its kind needs (the world's booker cuts it). */
export function unfilled(segment: Pick<Segment, 'type'>, draw: Draw | null | undefined): boolean {
  if (!draw) return false;
  const kind = kindOrDefault(draw.changes.type ?? segment.type);
  if (!needsCompetitors(kind.type)) return false;
  return new Set(draw.entries.filter((e) => !e.manager).map((e) => e.wrestler.id)).size < competitorsNeeded(kind);
}

/** The draw with its booked length (when the booker books one). */
export const withLength = (draw: Draw, length: number | undefined): Draw =>
  length === undefined ? draw : { ...draw, changes: { ...draw.changes, duration: length } };
