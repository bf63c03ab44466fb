import { isLiving } from '../../domain/entities/game';
import { titlesDue, type TitleDue } from '../../domain/rules/living/title-holders';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { readOpenReigns } from '../segments/living-title-scope';

export type { TitleDue } from '../../domain/rules/living/title-holders';

/**
 * Issue 36 (living rules): the player's titles to put on the line soon, for Backstage's suggestion:
 * vacant ones and those long off the line (title-holders.ts titlesDue). A classic game has none.
 */
export function createTitlesDue({ repos }: { repos: Repositories }) {
  return async (): Promise<TitleDue[]> => {
    const game = await requireGame(repos);
    if (!isLiving(game)) return [];
    const [championships, reigns] = await Promise.all([repos.Championship.all(), readOpenReigns(repos)]);
    return titlesDue(forGameBrands(championships, game), reigns, game.date);
  };
}
