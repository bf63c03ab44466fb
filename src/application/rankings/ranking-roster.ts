import type { Alignment, Gender } from '../../domain/entities/enums';
import { readStat } from '../../domain/rules/stats';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { isInRing, namesOf } from '../../domain/rules/roster';

/** One active in-ring wrestler as the ranking screens read them: stats already capped. */
export interface RankingEntry {
  id: number;
  name: string;
  brandIds: number[];
  brandNames: string[];
  gender: Gender;
  alignment: Alignment;
  /** Read capped to 0..100 (DESIGN §3). */
  points: number;
  popularity: number;
  charisma: number;
  /** Not a capped stat: read as stored, never below 0. */
  followers: number;
  wins: number;
  losses: number;
  draws: number;
  /** Straight wins; a loss resets it (SPEC §4 results). */
  streak: number;
  /** Issue 15: the return date ('' or absent when fit) and what the injury is. */
  injuredUntil?: string;
  injury?: string;
}

export interface BrandOption {
  id: number;
  name: string;
}

/** Everyone the ranking screens can show, and the brands they can be filtered by. */
export interface RankingRoster {
  brands: BrandOption[];
  wrestlers: RankingEntry[];
}

const count = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** The game's active in-ring wrestlers (staff and inactive people are not ranked), by name. */
export function createRankingRoster({ repos }: { repos: Pick<Repositories, 'Game' | 'Brand' | 'Wrestler'> }) {
  return async (): Promise<RankingRoster> => {
    const game = await requireGame(repos);
    const [brands, wrestlers] = await Promise.all([repos.Brand.all(), repos.Wrestler.all()]);
    const brandNames = namesOf(brands);
    const ownBrands = game.brandIds.length === 0 ? brands : brands.filter((b) => game.brandIds.includes(b.id));
    return {
      brands: ownBrands.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      wrestlers: forGameBrands(wrestlers, game)
        .filter(isInRing)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((w) => ({
          id: w.id,
          name: w.name,
          brandIds: [...w.brandIds],
          brandNames: brandNames(w.brandIds),
          gender: w.gender,
          alignment: w.alignment,
          points: readStat(w, 'points'),
          popularity: readStat(w, 'popularity'),
          charisma: readStat(w, 'charisma'),
          followers: count(w.followers),
          wins: count(w.wins),
          losses: count(w.losses),
          draws: count(w.draws),
          streak: count(w.streak),
          injuredUntil: w.injuredUntil,
          injury: w.injury,
        })),
    };
  };
}
