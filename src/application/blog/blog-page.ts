import { GAME_ID } from '../../domain/entities/game';
import type { Stored } from '../../domain/entities/base';
import type { Reign } from '../../domain/entities/reign';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory } from '../history';
import { buildRecap, type Recap, type RecapSegmentInput } from './recap';
import { promotionLabeller, type PromotionOf } from './recap-promotion';
import type { Production } from '../../domain/entities/production';

/** Recaps per page of the blog. */
export const RECAPS_PER_PAGE = 10;

export interface BlogPage {
  /** The recaps of this page, newest first. */
  recaps: Recap[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** Completed productions in all. */
  total: number;
}

/** The first read of a title's reigns for a page; each further read asks for four times as many. */
export const FIRST_REIGN_READ = 8;

/**
 * A title's reigns, newest first, down to the first that started before `date` (issue 19: /blog
 * read every reign of each title on its page, and a title's reigns grow with every season). A
 * reign started by a segment starts on its production's date (SPEC §4, changeReigns), and reigns
 * are created as productions complete: so every reign started on or after the page's oldest date
 * comes before the first one older than it, as long as productions were played in date order. A
 * show played after a later-dated one (booked in the past) could have a change it started missed
 * from its recap on an older page: the recap then tells the match without "changed hands".
 */
export async function reignsSince(repos: Repositories, championshipId: number, date: string): Promise<Stored<Reign>[]> {
  const found: Stored<Reign>[] = [];
  for (let limit = FIRST_REIGN_READ; ; limit *= 4) {
    const batch = await repos.Reign.range('championshipId', championshipId, championshipId, { reverse: true, offset: found.length, limit });
    found.push(...batch);
    if (batch.length < limit || batch[batch.length - 1].startDate < date) return found;
  }
}

/** A page of recaps read without counting every completed production (issue 19). */
export interface RecapPage {
  /** The recaps of this page, newest first. */
  recaps: Recap[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  /** A later page (older recaps) exists. */
  older: boolean;
  /** Completed productions in all, when counting them was needed to find the page (one past the end). */
  total?: number;
}

/**
 * The blog's reads. Issue 19 (decade-screen-vs-year1): counting the completed productions costs
 * storage a step per production (45 ms after ten seasons here, 5 in year one, and every other read
 * waits behind it), so the screen shows a page first (`page`: one row more than the page tells
 * whether an older page exists) and asks for the count after (`total`).
 */
export function createBlogPages({ repos }: { repos: Repositories }) {
  const read = async () => {
    const game = await repos.Game.get(GAME_ID);
    return { game: game ?? null, history: await readProductionHistory(repos, game ?? null) };
  };
  type Read = Awaited<ReturnType<typeof read>>;
  const totalOf = ({ history }: Read) => history.count(LOOKUP.done);

  /**
   * One page of recaps of completed productions. Only the page's productions have their segments,
   * cast, titles and reigns read: a long save holds thousands of simulated shows. A page past the
   * last reads as the last (counting the productions to find it).
   */
  const pageOf = async ({ game, history }: Read, requested: number, perPage: number): Promise<RecapPage> => {
    const size = Math.max(1, Math.trunc(perPage));
    // The page's productions through the lookup index (newest completed first), one more than a
    // page; a game from before the index is read whole, as before.
    const rowsOf = (page: number) => history.productions(LOOKUP.done, { newestFirst: true, offset: (page - 1) * size, limit: size + 1 });
    const wanted = Math.max(1, Math.trunc(requested) || 1);
    const [asked, promotionOf] = await Promise.all([rowsOf(wanted), promotionLabeller(repos, game)]);
    let [page, rows, counted] = [wanted, asked, undefined as number | undefined];
    if (asked.length === 0 && wanted > 1) {
      counted = await history.count(LOOKUP.done);
      page = Math.max(1, Math.ceil(counted / size));
      rows = await rowsOf(page);
    }
    const recaps = await recapsOf(repos, rows.slice(0, size), promotionOf);
    return { recaps, page, older: rows.length > size, ...(counted === undefined ? {} : { total: counted }) };
  };

  /** One page with the count of every completed production (what `page` and `total` give together). */
  const recaps = async (requested = 1, perPage = RECAPS_PER_PAGE): Promise<BlogPage> => {
    const size = Math.max(1, Math.trunc(perPage));
    const known = await read();
    const [shown, counted] = await Promise.all([pageOf(known, requested, size), totalOf(known)]);
    const all = shown.total ?? counted;
    return { recaps: shown.recaps, page: shown.page, pages: Math.max(1, Math.ceil(all / size)), total: all };
  };
  return {
    page: async (requested = 1, perPage = RECAPS_PER_PAGE) => pageOf(await read(), requested, perPage),
    total: async () => totalOf(await read()),
    recaps,
  };
}

/** The recaps of a page's productions, newest first. */
async function recapsOf(repos: Repositories, shown: Stored<Production>[], promotionOf: PromotionOf): Promise<Recap[]> {
  const ids = <T>(values: T[]) => [...new Set(values)];
  const [showList, venueList, segmentList] = await Promise.all([
    repos.Show.getMany(ids(shown.flatMap((p) => (p.showId ? [p.showId] : [])))),
    repos.Venue.getMany(ids(shown.flatMap((p) => (p.venueId ? [p.venueId] : [])))),
    repos.Segment.getMany(shown.flatMap((p) => p.segmentIds)),
  ]);
  const [shows, venues, segments] = [byId(showList), byId(venueList), byId(segmentList)];
  const titleIds = ids([...segments.values()].flatMap((s) => s.championshipIds));
  const oldest = shown.reduce((min, p) => (p.date < min ? p.date : min), shown[0]?.date ?? '');
  const [appearanceList, titleList, reignLists] = await Promise.all([
    repos.Appearance.getMany([...segments.values()].flatMap((s) => s.appearanceIds)),
    repos.Championship.getMany(titleIds),
    Promise.all(titleIds.map((id) => reignsSince(repos, id, oldest))),
  ]);
  const [appearances, titles, reigns] = [byId(appearanceList), byId(titleList), reignLists.flat()];
  const wrestlers = byId(await repos.Wrestler.getMany(ids([...appearances.values()].map((a) => a.wrestlerId))));
  // A reign that names a segment was started by it: the title changed hands there.
  const wonIn = new Map<number, number[]>();
  for (const reign of reigns) if (reign.segmentId !== null) wonIn.set(reign.segmentId, [...(wonIn.get(reign.segmentId) ?? []), reign.championshipId]);

  const titleName = (id: number) => titles.get(id)?.name || `Championship #${id}`;
  return shown.map((production) => {
    const venue = production.venueId ? venues.get(production.venueId) : undefined;
    const own = production.segmentIds.map((id) => segments.get(id)).filter((s) => s !== undefined);
    const show = production.showId ? shows.get(production.showId) : undefined;
    const recap = buildRecap({
      production,
      showName: (production.showId && shows.get(production.showId)?.name) || production.name || 'No title',
      venue: venue ? [venue.name, venue.city].filter(Boolean).join(', ') : null,
      segments: own.map((segment): RecapSegmentInput => ({
        segment,
        cast: segment.appearanceIds
          .map((id) => appearances.get(id))
          .filter((a) => a !== undefined)
          .map((a) => ({ ...a, name: a.name || wrestlers.get(a.wrestlerId)?.name || `Wrestler #${a.wrestlerId}` })),
        championships: segment.championshipIds.map(titleName),
        newChampionships: (wonIn.get(segment.id) ?? []).map(titleName),
      })),
    });
    // Issue 18: a rival's results, title changes and stories are told too, under its name.
    const promotion = promotionOf(production, show);
    return promotion ? { ...recap, promotion } : recap;
  });
}
