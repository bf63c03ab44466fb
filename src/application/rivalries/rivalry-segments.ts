import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { IsoDate } from '../../domain/entities/base';
import { rivalryAmong, segmentRivalryNote, type Rivalry } from '../../domain/entities/rivalry';
import type { Repositories } from '../ports/unit-of-work.port';

/** A segment between the sides of a rivalry, played or booked. */
export interface RivalrySegment {
  segmentId: number;
  productionId: number;
  date: IsoDate;
  showName: string;
  /** The segment kind's name ("Singles", "Promo"). */
  kind: string;
  competition: boolean;
  /** Stars; 0 until played. */
  rating: number;
  complete: boolean;
  /** What it did to the heat, when the completion noted it (living rules); null otherwise. */
  heatGain: number | null;
}

/**
 * Every segment between each rivalry's sides from its start (to its end), found on the cards
 * themselves: the completion notes only what it played under living rules, and a booked segment
 * has no note yet, so the cast decides (rivalryAmong: in a match the sides stand in different
 * teams). A segment noted for another rivalry is left to that one. Newest last.
 */
export async function readRivalrySegments(repos: Repositories, rivalries: readonly Rivalry[]): Promise<Map<number, RivalrySegment[]>> {
  const found = new Map<number, RivalrySegment[]>(rivalries.map((r) => [r.id, []]));
  if (rivalries.length === 0) return found;
  const from = rivalries.map((r) => r.startedOn).sort()[0];
  const [productions, shows] = await Promise.all([repos.Production.findBetween('date', from, '\uffff'), repos.Show.all()]);
  const showNames = new Map(shows.map((s) => [s.id, s.name]));
  const segments = await repos.Segment.getMany(productions.flatMap((p) => p.segmentIds));
  const appearances = new Map((await repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
  const productionOf = new Map(productions.flatMap((p) => p.segmentIds.map((id) => [id, p] as const)));
  for (const segment of segments) {
    const production = productionOf.get(segment.id)!;
    const day = production.date.slice(0, 10);
    const cast = segment.appearanceIds.map((id) => appearances.get(id)).filter((a) => a !== undefined && !a.manager);
    if (cast.length < 2) continue;
    const groups = [...new Set(cast.map((a) => a!.groupId))].map((g) => cast.filter((a) => a!.groupId === g).map((a) => a!.wrestlerId));
    const kind = kindOrDefault(segment.type);
    const note = segmentRivalryNote(segment.meta);
    const candidates = rivalries.filter((r) => day >= r.startedOn && (r.endedOn === null || day <= r.endedOn) && (!note || note.rivalryId === r.id));
    // Ended ones are looked at too: rivalryAmong only takes active ones, so each is asked as if active.
    const rivalry = rivalryAmong(candidates.map((r) => ({ ...r, endedOn: null })), groups, kind.competition);
    if (!rivalry) continue;
    found.get(rivalry.id)!.push({
      segmentId: segment.id,
      productionId: production.id,
      date: day,
      showName: (production.showId !== null && showNames.get(production.showId)) || production.name,
      kind: kind.name,
      competition: kind.competition,
      rating: segment.rating,
      complete: segment.complete,
      heatGain: note ? Math.round((note.heatAfter - note.heatBefore) * 10) / 10 : null,
    });
  }
  for (const list of found.values()) list.sort((a, b) => a.date.localeCompare(b.date) || a.segmentId - b.segmentId);
  return found;
}
