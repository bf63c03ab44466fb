import type { Alignment, Gender, Role, WrestlerClass } from '../../domain/entities/enums';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { IN_RING_ROLES, namesOf } from '../../domain/rules/roster';

/** One line of `/roster`. */
export interface RosterRow {
  id: number;
  name: string;
  brandNames: string[];
  gender: Gender;
  class: WrestlerClass;
  alignment: Alignment;
  role: Role;
  points: number;
  popularity: number;
  active: boolean;
  /** Referees, commentators, owners and the like: people who do not wrestle. */
  staff: boolean;
  /** Issue 15: the return date ('' when fit) and what the injury is. */
  injuredUntil: string;
  injury: string;
}

/** Every wrestler and staff member of the game's brands, by name. */
export function createRosterView({ repos }: { repos: Pick<Repositories, 'Game' | 'Brand' | 'Wrestler'> }) {
  return async (): Promise<RosterRow[]> => {
    const game = await requireGame(repos);
    const [brands, wrestlers] = await Promise.all([repos.Brand.all(), repos.Wrestler.all()]);
    const brandNames = namesOf(brands);
    return forGameBrands(wrestlers, game)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((w) => ({
        id: w.id,
        name: w.name,
        brandNames: brandNames(w.brandIds),
        gender: w.gender,
        class: w.class,
        alignment: w.alignment,
        role: w.role,
        points: w.points,
        popularity: w.popularity,
        active: w.active,
        staff: !IN_RING_ROLES.includes(w.role),
        injuredUntil: w.injuredUntil,
        injury: w.injury,
      }));
  };
}
