import type { EntityByTable, Stored, TableName } from '../../domain/entities';
import { seedBrands, seedCompanies } from './brands';
import { seedChampionships, withContenderGoals } from './championships';
import { seedReigns } from './reigns';
import { seedShows } from './shows';
import { seedVenues } from './venues';
import { seedWrestlers } from './wrestlers';

export { SEED_DATE, BRAND, COMPANY } from './ids';

/** Rows per table with explicit ids 1..n. The Game table is absent: the game owns record 1. */
export type SeedWorld = { [K in TableName]?: Stored<EntityByTable[K]>[] };

/** The groups `/import/:group` can re-add, and the tables each one brings. */
export const SEED_GROUPS = {
  wrestlers: ['Wrestler'],
  championships: ['Championship', 'Reign'],
  shows: ['Show'],
  venues: ['Venue'],
  brands: ['Company', 'Brand'],
} as const satisfies Record<string, readonly TableName[]>;

export type SeedGroup = keyof typeof SEED_GROUPS;

/** The whole fictional world, built fresh on each call (callers may mutate what they get). */
export function seedWorld(): SeedWorld {
  const championships = seedChampionships();
  const wrestlers = seedWrestlers();
  return {
    Company: seedCompanies(),
    Brand: seedBrands(),
    Wrestler: withContenderGoals(wrestlers, championships),
    Championship: championships,
    Reign: seedReigns(championships, wrestlers),
    Show: seedShows(),
    Venue: seedVenues(),
  };
}
