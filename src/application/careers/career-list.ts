import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import { readStat } from '../../domain/rules/stats';
import type { Repositories } from '../ports/unit-of-work.port';
import type { CareerAppearance, Named } from './career-appearances';
import { lastAppearances } from './career-history';
import { followedIds } from './followed-ids';
import { isInRing } from '../../domain/rules/roster';
import { requireGame } from '../game';

/** A wrestler a career can start with (active, in the ring). */
export interface CareerCandidate {
  id: number;
  name: string;
  brandNames: string[];
  /** Read capped at 100. */
  points: number;
  followed: boolean;
}

/** One followed career on `/careers`. */
export interface CareerSummary {
  wrestlerId: number;
  /** null when the wrestler is no longer in this game (deleted, or an import renumbered them). */
  name: string | null;
  brandNames: string[];
  wins: number;
  losses: number;
  draws: number;
  streak: number;
  /** Championships held now. */
  titles: Named[];
  /** The newest completed segment, or null before the first one. */
  last: CareerAppearance | null;
  retired: boolean;
}

export interface CareerList {
  date: IsoDate;
  /** In the order they were started. */
  careers: CareerSummary[];
  /** Every active in-ring wrestler, by name. */
  candidates: CareerCandidate[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** `/careers` and `/career-mode/start`: the followed careers, and who a new one could follow. */
export function createCareerList({ repos }: { repos: Repositories }) {
  return async (): Promise<CareerList> => {
    const game = await requireGame(repos);
    const ids = followedIds(game);
    const [wrestlers, brands, championships, last] = await Promise.all([
      repos.Wrestler.all(),
      repos.Brand.all(),
      repos.Championship.all(),
      lastAppearances(repos, game, ids),
    ]);
    const brandName = new Map(brands.map((b) => [b.id, b.name]));
    const brandNames = (w: Wrestler) => w.brandIds.flatMap((id) => brandName.get(id) ?? []);
    const wrestlerById = new Map(wrestlers.map((w) => [w.id, w]));
    const followed = new Set(ids);

    const careers = ids.map((id): CareerSummary => {
      const w: Stored<Wrestler> | undefined = wrestlerById.get(id);
      // Records left pointing at a wrestler who is gone describe nobody the player can follow.
      const titles = w ? championships.filter((c) => c.wrestlerIds.includes(id)).map((c) => ({ id: c.id, name: c.name })) : [];
      return {
        wrestlerId: id,
        name: w?.name ?? null,
        brandNames: w ? brandNames(w) : [],
        wins: w?.wins ?? 0,
        losses: w?.losses ?? 0,
        draws: w?.draws ?? 0,
        streak: w?.streak ?? 0,
        titles: titles.sort(byName),
        last: (w && last.get(id)) || null,
        retired: w?.retired ?? false,
      };
    });
    const candidates = wrestlers
      .filter(isInRing)
      .map((w): CareerCandidate => ({ id: w.id, name: w.name, brandNames: brandNames(w), points: readStat(w, 'points'), followed: followed.has(w.id) }))
      .sort(byName);
    return { date: game.date, careers, candidates };
  };
}
