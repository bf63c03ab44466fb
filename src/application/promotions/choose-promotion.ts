import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import { brandIdsOfCompany } from '../../domain/entities/promotion';
import { CatalogueError, PromotionMessages } from '../../domain/errors';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/**
 * Issue 18, Settings' "Your promotion": the player runs one promotion (its brands become the game's
 * brands; the others become rivals under living rules) or, with null, every promotion with no
 * rivals (what an old save does). One unit of work writes both fields, so they never disagree.
 */
export const createChoosePromotion =
  ({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) =>
  (companyId: number | null): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      if (companyId === null) return tx.Game.update(game.id, { playerCompanyId: null, brandIds: [] });
      const brandIds = brandIdsOfCompany(companyId, await tx.Brand.all());
      if (brandIds.length === 0) throw new CatalogueError(PromotionMessages.promotionWithoutBrands(companyId));
      return tx.Game.update(game.id, { playerCompanyId: companyId, brandIds });
    });
