import { longInjuredChampions, type InjuredChampion } from '../../domain/rules/living/injured-champions';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';

export type { InjuredChampion } from '../../domain/rules/living/injured-champions';

/** Issue 15: the game's champions out for more than four weeks on the game date (Backstage asks about them). */
export function createInjuredChampions({ repos }: { repos: Pick<Repositories, 'Game' | 'Championship' | 'Wrestler'> }) {
  return async (): Promise<InjuredChampion[]> => {
    const game = await requireGame(repos);
    const [championships, wrestlers] = await Promise.all([repos.Championship.all(), repos.Wrestler.all()]);
    return longInjuredChampions(forGameBrands(championships, game), wrestlers, game.date);
  };
}
