import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import { companyOfShow, hasRivals, playerCompanyOf } from '../../domain/entities/promotion';
import type { Repositories } from '../ports/unit-of-work.port';

/** Issue 18: whose show a recap tells, in a game with rival promotions. */
export interface RecapPromotion {
  companyId: number;
  name: string;
  /** A rival's show (run by the game, read-only to the player). */
  rival: boolean;
}

export type PromotionOf = (production: Stored<Production>, show: Stored<Show> | undefined) => RecapPromotion | null;

/**
 * Labels productions with their promotion when the game has rivals (each show belongs to the
 * company companyOfShow names); without rivals every show is the player's and no label is given.
 */
export async function promotionLabeller(repos: Repositories, known?: Stored<Game> | null): Promise<PromotionOf> {
  const game = known === undefined ? await repos.Game.get(GAME_ID) : known;
  if (!game || !hasRivals(game)) return () => null;
  const [brands, companies] = await Promise.all([repos.Brand.all(), repos.Company.all()]);
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const player = playerCompanyOf(game);
  return (production, show) => {
    const companyId = companyOfShow(show ?? production, game, brands);
    if (companyId === null) return null;
    return { companyId, name: names.get(companyId) || `Promotion #${companyId}`, rival: companyId !== player };
  };
}
