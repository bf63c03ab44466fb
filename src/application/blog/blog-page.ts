import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';
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

const newestFirst = (a: Stored<Production>, b: Stored<Production>) => b.date.localeCompare(a.date) || b.id - a.id;

/**
 * One page of recaps of completed productions. Only the page's productions have their segments,
 * cast, titles and reigns read: a long save holds thousands of simulated shows.
 */
export function createBlogPage({ repos }: { repos: Repositories }) {
  return async (requested = 1, perPage = RECAPS_PER_PAGE): Promise<BlogPage> => {
    const size = Math.max(1, Math.trunc(perPage));
    const completed = (await repos.Production.all()).filter((p) => p.complete).sort(newestFirst);
    const pages = Math.max(1, Math.ceil(completed.length / size));
    const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
    const shown = completed.slice((page - 1) * size, page * size);

    const ids = <T>(values: T[]) => [...new Set(values)];
    const shows = byId(await repos.Show.getMany(ids(shown.flatMap((p) => (p.showId ? [p.showId] : [])))));
    const venues = byId(await repos.Venue.getMany(ids(shown.flatMap((p) => (p.venueId ? [p.venueId] : [])))));
    const segments = byId(await repos.Segment.getMany(shown.flatMap((p) => p.segmentIds)));
    const appearances = byId(await repos.Appearance.getMany([...segments.values()].flatMap((s) => s.appearanceIds)));
    const wrestlers = byId(await repos.Wrestler.getMany(ids([...appearances.values()].map((a) => a.wrestlerId))));
    const titleIds = ids([...segments.values()].flatMap((s) => s.championshipIds));
    const titles = byId(await repos.Championship.getMany(titleIds));
    // A reign that names a segment was started by it: the title changed hands there.
    const reigns = (await Promise.all(titleIds.map((id) => repos.Reign.findBy('championshipId', id)))).flat();
    const wonIn = new Map<number, number[]>();
    for (const reign of reigns) if (reign.segmentId !== null) wonIn.set(reign.segmentId, [...(wonIn.get(reign.segmentId) ?? []), reign.championshipId]);

    const promotionOf = await promotionLabeller(repos);
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
    return { recaps, page, pages, total: completed.length };
  };
}
