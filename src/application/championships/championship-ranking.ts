import type { IsoDate } from '../../domain/entities/base';
import type { ChampionshipGender } from '../../domain/entities/enums';
import type { Repositories } from '../ports/unit-of-work.port';
import { holdersOf, openReigns, reignDays, type Holder } from './reign-days';
import { requireGame } from '../game';

/** One line of `/rank/championships`. */
export interface RankedChampionship {
  id: number;
  name: string;
  rank: number;
  gender: ChampionshipGender;
  active: boolean;
  brands: { id: number; name: string }[];
  /** Empty while the title is vacant. */
  holders: Holder[];
  /** When the open reign began; null without one. */
  since: IsoDate | null;
  /** Days of the open reign to the game date; null without an open reign. */
  daysHeld: number | null;
  defenses: number | null;
  /** Every reign the title has had, the open one included. */
  reignCount: number;
}

export interface ChampionshipRanking {
  date: IsoDate;
  championships: RankedChampionship[];
  /** Every brand, for the filter; `inGame` when the game runs it (no brand chosen = every brand). */
  brands: { id: number; name: string; inGame: boolean }[];
}

/** SPEC §9: ranks are list index + 10, so a lower rank is a more prestigious title. */
export function createChampionshipRanking({ repos }: { repos: Repositories }) {
  return async (): Promise<ChampionshipRanking> => {
    const game = await requireGame(repos);
    const [championships, reigns, brands, wrestlers] = await Promise.all([
      repos.Championship.all(),
      repos.Reign.all(),
      repos.Brand.all(),
      repos.Wrestler.all(),
    ]);
    const names = new Map(wrestlers.map((w) => [w.id, w.name]));
    const brandNames = new Map(brands.map((b) => [b.id, b.name]));
    const open = openReigns(reigns);
    const counts = new Map<number, number>();
    for (const reign of reigns) counts.set(reign.championshipId, (counts.get(reign.championshipId) ?? 0) + 1);

    const ranked = [...championships]
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
      .map((title): RankedChampionship => {
        const reign = open.get(title.id);
        // The title's own list is the truth (SPEC §3); an open reign speaks for a title whose list is empty.
        const holderIds = title.wrestlerIds.length > 0 ? title.wrestlerIds : (reign?.wrestlerIds ?? []);
        return {
          id: title.id,
          name: title.name,
          rank: title.rank,
          gender: title.gender,
          active: title.active,
          brands: title.brandIds.flatMap((id) => {
            const name = brandNames.get(id);
            return name === undefined ? [] : [{ id, name }];
          }),
          holders: holdersOf(names, holderIds),
          since: reign?.startDate || null,
          daysHeld: reign ? reignDays(reign, game.date) : null,
          defenses: reign ? reign.defenses : null,
          reignCount: counts.get(title.id) ?? 0,
        };
      });
    return {
      date: game.date,
      championships: ranked,
      brands: brands.map((b) => ({ id: b.id, name: b.name, inGame: game.brandIds.length === 0 || game.brandIds.includes(b.id) })),
    };
  };
}
