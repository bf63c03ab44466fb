import type { RankedChampionship } from '../../../application/championships';
import type { ChampionshipGender } from '../../../domain/entities/enums';

/** A brand's id, `GAME` for the game's own brands, or null for every brand. */
export type BrandChoice = number | typeof GAME_BRANDS | null;
export const GAME_BRANDS = 'GAME';

export interface ChampionshipFilter {
  brand: BrandChoice;
  gender: ChampionshipGender | null;
}

export const initialChampionshipFilter: ChampionshipFilter = { brand: null, gender: null };

/** Titles of the chosen brand (any of its brands counts) and gender, in the order given. */
export function filterChampionships(
  rows: readonly RankedChampionship[],
  filter: ChampionshipFilter,
  gameBrandIds: readonly number[],
): RankedChampionship[] {
  const brandOk = (row: RankedChampionship) => {
    if (filter.brand === null) return true;
    const wanted = filter.brand === GAME_BRANDS ? gameBrandIds : [filter.brand];
    return row.brands.some((b) => wanted.includes(b.id));
  };
  return rows.filter((row) => brandOk(row) && (filter.gender === null || row.gender === filter.gender));
}
