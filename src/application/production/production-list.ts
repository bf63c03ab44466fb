import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Repositories } from '../ports/unit-of-work.port';

export interface ProductionRow {
  production: Stored<Production>;
  /** Its show's name; the production's own name when the show is gone (or it never had one). */
  showName: string;
}

export interface ProductionList {
  /** Newest first (by date, then the newest record). */
  rows: ProductionRow[];
  /** The shows that have at least one production (what the list can be filtered by). */
  shows: Stored<Show>[];
}

export type ReadProductionList = () => Promise<ProductionList>;
export type FindShow = (showId: number) => Promise<Stored<Show> | null>;

/** `/production/select`: every production with its show's name. */
export function createProductionList({ repos }: { repos: Repositories }): ReadProductionList {
  return async () => {
    const [productions, allShows] = await Promise.all([repos.Production.all(), repos.Show.all()]);
    const names = new Map(allShows.map((show) => [show.id, show.name]));
    const sorted = [...productions].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    return {
      rows: sorted.map((production) => ({ production, showName: (production.showId && names.get(production.showId)) || production.name })),
      shows: allShows.filter((show) => productions.some((p) => p.showId === show.id)),
    };
  };
}

/** The show a production is about to be created for; null when the game has no such show. */
export function createFindShow({ repos }: { repos: Repositories }): FindShow {
  return async (showId) => (await repos.Show.get(showId)) ?? null;
}
