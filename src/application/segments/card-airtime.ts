import type { Stored } from '../../domain/entities/base';
import type { Segment } from '../../domain/entities/segment';
import { fillCardAirtime } from '../../domain/rules/living/segment-length';
import type { Repositories } from '../ports/unit-of-work.port';
import type { DrawScope } from './random-draw';

/**
 * Issue 35 item 4: a living booker books lengths that fill the show's slot (segment-length.ts
 * fillCardAirtime) for the card's segments still at a placeholder length; a typed length is kept.
 * `only`: the one segment just drawn (Randomise on one segment), else the whole card. A classic
 * scope (no titleWeek) or a show without a slot changes nothing. Returns the segments written.
 */
export async function bookAirtime(
  tx: Repositories,
  scope: Pick<DrawScope, 'titleWeek' | 'show'> | undefined,
  card: readonly Stored<Segment>[],
  only?: number,
): Promise<Stored<Segment>[]> {
  const slot = scope?.show?.maxDuration ?? 0;
  if (!scope?.titleWeek || !(slot > 0)) return [];
  const lengths = fillCardAirtime(card, slot, scope.titleWeek.mainEventId);
  const changed = card.filter((s) => (only === undefined || s.id === only) && lengths.has(s.id) && lengths.get(s.id) !== s.duration);
  return Promise.all(changed.map((s) => tx.Segment.update(s.id, { duration: lengths.get(s.id)! })));
}
