import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import { rivalryAmong, type Rivalry } from '../../domain/entities/rivalry';
import type { Repositories } from '../ports/unit-of-work.port';
import type { Production } from '../../domain/entities/production';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory } from '../history';

/**
 * The productions that may hold a segment of the rivalries: through the lookup index, those of the
 * first side's wrestlers within each rivalry's dates, and those still booking (issue 19: a feud's
 * few shows, not every show since the oldest feud began); a game from before the index reads
 * every production since the oldest start, by date.
 */
async function rivalryProductions(repos: Repositories, rivalries: readonly Rivalry[]): Promise<Stored<Production>[]> {
  const from = rivalries.map((r) => r.startedOn).sort()[0];
  const history = await readProductionHistory(repos);
  if (!history.indexed) return repos.Production.findBetween('date', from, '\uffff');
  const reads = await Promise.all([
    history.productions(LOOKUP.open, { from }),
    ...rivalries.flatMap((r) => r.sides[0].map((id) => history.productions(LOOKUP.wrestler(id), { from: r.startedOn, to: r.endedOn ?? undefined }))),
  ]);
  const unique = new Map(reads.flat().map((p) => [p.id, p]));
  return [...unique.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

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
  const [productions, shows] = await Promise.all([rivalryProductions(repos, rivalries), repos.Show.all()]);
  const showNames = new Map(shows.map((s) => [s.id, s.name]));
  // Issue 19: each card as played (kept on the production), so a played segment is never read.
  const cards = await (await readProductionHistory(repos)).cards(productions);
  for (const production of productions) {
    const day = production.date.slice(0, 10);
    for (const segment of cards.get(production.id) ?? []) {
      const cast = segment.cast.filter((a) => !a.manager);
      if (cast.length < 2) continue;
      const groups = [...new Set(cast.map((a) => a.groupId))].map((g) => cast.filter((a) => a.groupId === g).map((a) => a.wrestlerId));
      const kind = kindOrDefault(segment.type);
      const note = segment.rivalry;
      const candidates = rivalries.filter((r) => day >= r.startedOn && (r.endedOn === null || day <= r.endedOn) && (!note || note.rivalryId === r.id));
      // Ended ones are looked at too: rivalryAmong only takes active ones, so each is asked as if active.
      const rivalry = rivalryAmong(candidates.map((r) => ({ ...r, endedOn: null })), groups, kind.competition);
      if (!rivalry) continue;
      found.get(rivalry.id)!.push({
        segmentId: segment.segmentId,
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
  }
  for (const list of found.values()) list.sort((a, b) => a.date.localeCompare(b.date) || a.segmentId - b.segmentId);
  return found;
}
