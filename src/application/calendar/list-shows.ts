import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { ListOptions } from '../ports/repository.port';
import type { Repositories } from '../ports/unit-of-work.port';

/** SPEC §7: a show joined with its brands and the wrestlers in each of its crew roles. */
export type ShowListItem = Stored<Show> & {
  brands: Stored<Brand>[];
  commentators: Stored<Wrestler>[];
  referees: Stored<Wrestler>[];
  interviewers: Stored<Wrestler>[];
  authorities: Stored<Wrestler>[];
};

export type ListShows = (options?: ListOptions) => Promise<ShowListItem[]>;

const CREW_FIELDS = {
  commentators: 'commentatorIds',
  referees: 'refereeIds',
  interviewers: 'interviewerIds',
  authorities: 'authorityIds',
} as const;

/** Reads each related table once for the whole page, then joins in memory (ids in list order). */
export function createListShows({ repos }: { repos: Pick<Repositories, 'Show' | 'Brand' | 'Wrestler'> }): ListShows {
  return async (options) => {
    const shows = await repos.Show.list(options);
    const wrestlerIds = new Set(shows.flatMap((show) => Object.values(CREW_FIELDS).flatMap((field) => show[field])));
    const [brands, wrestlers] = await Promise.all([
      repos.Brand.getMany([...new Set(shows.flatMap((show) => show.brandIds))]),
      repos.Wrestler.getMany([...wrestlerIds]),
    ]);
    const brandById = new Map(brands.map((brand) => [brand.id, brand]));
    const wrestlerById = new Map(wrestlers.map((wrestler) => [wrestler.id, wrestler]));
    const pick = <T>(byId: Map<number, T>, ids: number[]): T[] =>
      ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);

    return shows.map((show) => ({
      ...show,
      brands: pick(brandById, show.brandIds),
      commentators: pick(wrestlerById, show.commentatorIds),
      referees: pick(wrestlerById, show.refereeIds),
      interviewers: pick(wrestlerById, show.interviewerIds),
      authorities: pick(wrestlerById, show.authorityIds),
    }));
  };
}
