import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { LOOKUP } from '../../domain/entities/production-lookup';
import type { Show } from '../../domain/entities/show';
import { readProductionHistory, type ProductionHistory } from '../history';
import type { Repositories } from '../ports/unit-of-work.port';

export interface ProductionRow {
  production: Stored<Production>;
  /** Its show's name; the production's own name when the show is gone (or it never had one). */
  showName: string;
}

export type ProductionStatus = 'all' | 'complete' | 'incomplete';

export interface ProductionListQuery {
  /** 1-based; clamped to the pages there are. */
  page?: number;
  /** Only this show's productions; null or absent: every show. */
  showId?: number | null;
  status?: ProductionStatus;
}

export interface ProductionList {
  /** This page, newest first (by date, then the newest record). */
  rows: ProductionRow[];
  /** The shows that have at least one production (what the list can be filtered by). */
  shows: Stored<Show>[];
  page: number;
  pages: number;
  /** Productions that match the filters. */
  matching: number;
  /** Productions in the game. */
  total: number;
}

export const PRODUCTIONS_PER_PAGE = 25;

export type ReadProductionList = (query?: ProductionListQuery) => Promise<ProductionList>;
export type FindShow = (showId: number) => Promise<Stored<Show> | null>;

type Page = { offset: number; limit: number };
type Source = { count(): Promise<number>; page(page: Page): Promise<Stored<Production>[]> };

/**
 * Newest first through an index: the date index for every production, a lookup prefix for the
 * filters. `total` is the game's count of productions, already read: unfiltered, it is the count.
 */
function sourceOf(repos: Repositories, history: ProductionHistory, total: number, { showId, status }: Required<Omit<ProductionListQuery, 'page'>>): Source {
  const prefix = showId !== null ? LOOKUP.show(showId) : status === 'complete' ? LOOKUP.done : status === 'incomplete' ? LOOKUP.open : null;
  if (prefix === null) {
    return { count: async () => total, page: (p) => repos.Production.range('date', '', '\uffff', { reverse: true, ...p }) };
  }
  if (showId === null || status === 'all') {
    return { count: () => history.count(prefix), page: (p) => history.productions(prefix, { newestFirst: true, ...p }) };
  }
  // A show and a status: that one show's productions, filtered here.
  const matching = history.productions(prefix, { newestFirst: true }).then((rows) => rows.filter((p) => p.complete === (status === 'complete')));
  return { count: async () => (await matching).length, page: async ({ offset, limit }) => (await matching).slice(offset, offset + limit) };
}

/**
 * `/production/select`: a page of productions, newest first, by show and by status. Issue 19: a
 * page reads its own productions through an index, and the counts read none (the game's count is
 * read once, the shows' lists are a row each), so the list costs about the same after ten seasons
 * as after one (a game from before the lookup index is read whole).
 */
export function createProductionList({ repos }: { repos: Repositories }): ReadProductionList {
  return async ({ page: requested = 1, showId = null, status = 'all' } = {}) => {
    const [history, allShows, total] = await Promise.all([readProductionHistory(repos), repos.Show.all(), repos.Production.count()]);
    const source = sourceOf(repos, history, total, { showId, status });
    const matching = await source.count();
    const pages = Math.max(1, Math.ceil(matching / PRODUCTIONS_PER_PAGE));
    const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
    const [productions, shows] = await Promise.all([
      source.page({ offset: (page - 1) * PRODUCTIONS_PER_PAGE, limit: PRODUCTIONS_PER_PAGE }),
      showsWithProductions(history, allShows),
    ]);
    const names = new Map(allShows.map((show) => [show.id, show.name]));
    return {
      rows: productions.map((production) => ({ production, showName: (production.showId && names.get(production.showId)) || production.name })),
      shows,
      page,
      pages,
      matching,
      total,
    };
  };
}

/**
 * The shows with a production: one row read per show, the first through its index (issue 19: a
 * count per show walked every production of the game, which grew with each season).
 */
async function showsWithProductions(history: ProductionHistory, shows: readonly Stored<Show>[]): Promise<Stored<Show>[]> {
  const firsts = await Promise.all(shows.map((show) => history.productions(LOOKUP.show(show.id), { limit: 1 })));
  return shows.filter((_, i) => firsts[i].length > 0);
}

/** The show a production is about to be created for; null when the game has no such show. */
export function createFindShow({ repos }: { repos: Repositories }): FindShow {
  return async (showId) => (await repos.Show.get(showId)) ?? null;
}
