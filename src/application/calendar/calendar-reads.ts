import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../ports/unit-of-work.port';

/** What `/calendar` places on its days: read once, every month the player pages through uses it. */
export interface CalendarWorld {
  shows: Stored<Show>[];
  wrestlers: Stored<Wrestler>[];
  productions: Stored<Production>[];
}

/** The calendar's read models: the month view's records, brand names, a sweep's productions. */
export function createCalendarReads({ repos }: { repos: Repositories }) {
  return {
    world: async (): Promise<CalendarWorld> => {
      const [shows, wrestlers, productions] = await Promise.all([repos.Show.all(), repos.Wrestler.all(), repos.Production.all()]);
      return { shows, wrestlers, productions };
    },
    /** Every brand's name by id, for the schedule's show lines. */
    brandNames: async (): Promise<ReadonlyMap<number, string>> =>
      new Map((await repos.Brand.all()).map((brand) => [brand.id, brand.name])),
    /** The productions a sweep worked on, in the order of `productionIds` (deleted ones left out). */
    sweptProductions: async (productionIds: readonly number[]): Promise<Stored<Production>[]> =>
      repos.Production.getMany(productionIds),
  };
}
