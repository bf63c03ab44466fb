import type { Alignment, Gender, WrestlerClass } from '../../domain/entities/enums';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { isInRing, namesOf } from '../../domain/rules/roster';

/** One wrestler the quick-match picker offers. */
export interface QuickMatchCandidate {
  id: number;
  name: string;
  gender: Gender;
  class: WrestlerClass;
  alignment: Alignment;
  points: number;
  brandNames: string[];
  /** Issue 33: an injured wrestler's return date and injury ('' when fit), for the picker's warning. */
  injuredUntil: string;
  injury: string;
}

/** Active wrestlers of the game's brands who step into the ring, by name. */
export function createQuickMatchCandidates({ repos }: { repos: Pick<Repositories, 'Game' | 'Brand' | 'Wrestler'> }) {
  return async (): Promise<QuickMatchCandidate[]> => {
    const game = await requireGame(repos);
    const [brands, wrestlers] = await Promise.all([repos.Brand.all(), repos.Wrestler.all()]);
    const brandNames = namesOf(brands);
    return forGameBrands(wrestlers.filter(isInRing), game)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((w) => ({
        id: w.id,
        name: w.name,
        gender: w.gender,
        class: w.class,
        alignment: w.alignment,
        points: w.points,
        brandNames: brandNames(w.brandIds),
        injuredUntil: w.injuredUntil ?? '',
        injury: w.injury ?? '',
      }));
  };
}
