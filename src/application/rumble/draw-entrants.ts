import type { ChampionshipGender } from '../../domain/entities/enums';
import { pickRumbleEntrants } from '../../domain/rules/rumble-entrants';
import { freshRng, type MachineUseCaseDeps } from '../deps';

export interface DrawEntrantsOptions {
  gender: ChampionshipGender;
  /** Empty means any brand. */
  brandIds: readonly number[];
  /** How many to draw at most. */
  count: number;
  /** Wrestlers already in the field, never drawn again. */
  excludeIds?: readonly number[];
}

/** Eligible wrestlers outside `excludeIds`, in a random order, at most `count` (the form's "Fill with N random"). */
export type DrawEntrants = (options: DrawEntrantsOptions) => Promise<number[]>;

/** Reads only: the form adds the drawn ids to its field, and nothing is stored until it creates the rumble. */
export function createDrawEntrants({ repos, random }: Pick<MachineUseCaseDeps, 'repos' | 'random'>): DrawEntrants {
  return async ({ gender, brandIds, count, excludeIds = [] }) => {
    const size = Math.max(0, Math.floor(count));
    if (size === 0) return [];
    const excluded = new Set(excludeIds);
    const candidates = (await repos.Wrestler.all()).filter((w) => !excluded.has(w.id));
    return pickRumbleEntrants(candidates, { gender, brandIds, size }, freshRng(random));
  };
}
