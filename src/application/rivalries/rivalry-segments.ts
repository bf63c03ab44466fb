import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import { rivalryAmong, type Rivalry } from '../../domain/entities/rivalry';
import type { Repositories } from '../ports/unit-of-work.port';
import type { Production } from '../../domain/entities/production';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Show } from '../../domain/entities/show';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory } from '../history';

/** What the caller has read already (the board reads the Game record and the shows anyway). */
export interface RivalryReads {
  game?: Pick<Game, 'historyIndex'> | null;
  shows?: Promise<Stored<Show>[]>;
}

/**
 * The productions that may hold a segment of the rivalries: those still booking, and (issue 19)
 * of the played ones only those where both sides stand within the rivalry's dates, found from the
 * index's `wrestler:` keys alone (a key cursor per wrestler, no row read; a segment between the
 * sides puts a wrestler of each side on the played card, so no other production can hold one),
 * then read by id. A feud's few shows, not every show of its wrestlers. A game from before the
 * index reads every production since the oldest start, by date.
 */
async function rivalryProductions(repos: Repositories, rivalries: readonly Rivalry[], game: RivalryReads['game']): Promise<Stored<Production>[]> {
  const from = rivalries.map((r) => r.startedOn).sort()[0];
  const history = await readProductionHistory(repos, game);
  if (!history.indexed) return repos.Production.findBetween('date', from, '\uffff');
  const sideIds = (side: readonly number[], r: Rivalry) =>
    Promise.all(side.map((id) => history.ids(LOOKUP.wrestler(id), { from: r.startedOn, to: r.endedOn ?? undefined }))).then((lists) => new Set(lists.flat()));
  const [open, ...both] = await Promise.all([
    history.productions(LOOKUP.open, { from }),
    ...rivalries.map(async (r) => {
      const [a, b] = await Promise.all(r.sides.map((side) => sideIds(side, r)));
      return [...a].filter((id) => b.has(id));
    }),
  ]);
  const opened = new Set(open.map((p) => p.id));
  const wanted = [...new Set(both.flat())].filter((id) => !opened.has(id));
  const played = await repos.Production.getMany(wanted);
  const unique = new Map([...open, ...played].map((p) => [p.id, p]));
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
export async function readRivalrySegments(repos: Repositories, rivalries: readonly Rivalry[], known: RivalryReads = {}): Promise<Map<number, RivalrySegment[]>> {
  const found = new Map<number, RivalrySegment[]>(rivalries.map((r) => [r.id, []]));
  if (rivalries.length === 0) return found;
  const game = known.game === undefined ? await repos.Game.get(GAME_ID) : known.game;
  const [productions, shows] = await Promise.all([rivalryProductions(repos, rivalries, game ?? null), known.shows ?? repos.Show.all()]);
  const showNames = new Map(shows.map((s) => [s.id, s.name]));
  // Issue 19: each card as played (kept on the production), so a played segment is never read.
  const cards = await (await readProductionHistory(repos, game ?? null)).cards(productions);
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
