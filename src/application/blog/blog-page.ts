import { GAME_ID } from '../../domain/entities/game';
import type { Stored } from '../../domain/entities/base';
import type { Reign } from '../../domain/entities/reign';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory } from '../history';
import { buildRecap, type Recap, type RecapSegmentInput } from './recap';
import { promotionLabeller } from './recap-promotion';

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

/**
 * One page of recaps of completed productions. Only the page's productions have their segments,
 * cast, titles and reigns read: a long save holds thousands of simulated shows.
 */
export function createBlogPage({ repos }: { repos: Repositories }) {
  return async (requested = 1, perPage = RECAPS_PER_PAGE): Promise<BlogPage> => {
    const size = Math.max(1, Math.trunc(perPage));
    // Issue 19: the page's productions through the lookup index (newest completed first), and the
    // count without reading a row; a game from before the index is read whole, as before. The reads
    // go in rounds, each asking at once for what the one before named (the Game record once): the
    // page asked for is read beside the count, and read again only if it is past the last page.
    const game = await repos.Game.get(GAME_ID);
    const history = await readProductionHistory(repos, game ?? null);
    const pageOf = (page: number) => history.productions(LOOKUP.done, { newestFirst: true, offset: (page - 1) * size, limit: size });
    const wanted = Math.max(1, Math.trunc(requested) || 1);
    const [total, asked, promotionOf] = await Promise.all([history.count(LOOKUP.done), pageOf(wanted), promotionLabeller(repos, game ?? null)]);
    const pages = Math.max(1, Math.ceil(total / size));
    const page = Math.min(wanted, pages);
    const shown = page === wanted ? asked : await pageOf(page);

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
    const recaps = shown.map((production) => {
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
    return { recaps, page, pages, total };
  };
}
