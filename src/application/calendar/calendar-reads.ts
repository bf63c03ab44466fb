import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../ports/unit-of-work.port';

/** What `/calendar` places on its days: the shows and wrestlers, and the productions of the month shown. */
export interface CalendarWorld {
  shows: Stored<Show>[];
  wrestlers: Stored<Wrestler>[];
  productions: Stored<Production>[];
}

/** The calendar's read models: the month view's records, brand names, a sweep's productions. */
export function createCalendarReads({ repos }: { repos: Repositories }) {
  return {
    /**
     * Issue 19: given a month (`2026-12-01`), only that month's productions are read (the date
     * index), so paging through ten seasons reads a month at a time; without one, all of them.
     */
    world: async (month?: IsoDate): Promise<CalendarWorld> => {
      const productions = month ? repos.Production.findBetween('date', month.slice(0, 7), `${month.slice(0, 7)}\uffff`) : repos.Production.all();
      const [shows, wrestlers] = await Promise.all([repos.Show.all(), repos.Wrestler.all()]);
      return { shows, wrestlers, productions: await productions };
    },
    /** Every brand's name by id, for the schedule's show lines. */
    brandNames: async (): Promise<ReadonlyMap<number, string>> =>
      new Map((await repos.Brand.all()).map((brand) => [brand.id, brand.name])),
    /** The productions a sweep worked on, in the order of `productionIds` (deleted ones left out). */
    sweptProductions: async (productionIds: readonly number[]): Promise<Stored<Production>[]> =>
      repos.Production.getMany(productionIds),
  };
}
