import type { SegmentDetails } from '../../../application/segments';
import { sameRecord } from '../../../domain/records/same-record';
import type { ProductionView } from './production-view';

// Issue 19 (interaction-p95): every edit re-reads the whole card. Handing React the new read as it
// is would re-render every segment card and picker for one change; keeping the previous object for
// every part the edit did not change lets the memoised cards skip all but the one that changed.

const keep = <T>(before: T, after: T): T => (sameRecord(before, after) ? before : after);

/** `after`, with each item equal to the item of the same id in `before` replaced by that one; `before` itself when nothing changed. */
function shareList<T>(before: T[], after: T[], idOf: (item: T) => number, share: (old: T, item: T) => T = keep): T[] {
  const byId = new Map(before.map((item) => [idOf(item), item]));
  let unchanged = before.length === after.length;
  const shared = after.map((item, index) => {
    const old = byId.get(idOf(item));
    const kept = old === undefined ? item : share(old, item);
    if (kept !== before[index]) unchanged = false;
    return kept;
  });
  return unchanged ? before : shared;
}

const byId = (record: { id: number }) => record.id;
const bySegment = (details: SegmentDetails) => details.segment.id;

/**
 * A changed segment keeps the parts its edit left alone: a new type keeps the appearances, a winner
 * keeps the other appearances, so the card's pickers and rows re-render only where they changed.
 */
function shareDetails(before: SegmentDetails, after: SegmentDetails): SegmentDetails {
  if (sameRecord(before, after)) return before;
  return { segment: keep(before.segment, after.segment), kind: keep(before.kind, after.kind), appearances: shareList(before.appearances, after.appearances, byId) };
}

/**
 * The re-read card `after`, sharing every unchanged part (segment, wrestler list, title list…) with
 * the card on screen `before`; `before` itself when the read found nothing new.
 */
export function shareView(before: ProductionView | null | undefined, after: ProductionView | null): ProductionView | null {
  if (!before || !after) return after;
  const shared: ProductionView = {
    production: keep(before.production, after.production),
    show: keep(before.show, after.show),
    venue: keep(before.venue, after.venue),
    venues: shareList(before.venues, after.venues, byId),
    brands: shareList(before.brands, after.brands, byId),
    segments: shareList(before.segments, after.segments, bySegment, shareDetails),
    wrestlers: shareList(before.wrestlers, after.wrestlers, byId),
    championships: shareList(before.championships, after.championships, byId),
    factions: shareList(before.factions, after.factions, byId),
    shortfalls: keep(before.shortfalls, after.shortfalls),
    gameBrandIds: keep(before.gameBrandIds, after.gameBrandIds),
    rules: after.rules,
    homeCountry: after.homeCountry,
    estimate: keep(before.estimate, after.estimate),
    writeMark: after.writeMark,
  };
  const keys = Object.keys(shared) as (keyof ProductionView)[];
  // A field the read model gains later and this list misses is taken as read, never dropped.
  const extra = Object.keys(after).some((key) => !(key in shared));
  if (extra) return { ...after, ...shared };
  if (keys.some((key) => key !== 'writeMark' && shared[key] !== before[key])) return shared;
  // Nothing on screen changed: the view on screen stays, with the newer mark for the next refresh.
  return shared.writeMark === before.writeMark ? before : { ...before, writeMark: shared.writeMark };
}
