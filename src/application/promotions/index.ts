import type { UseCaseDeps } from '../deps';
import { createChoosePromotion } from './choose-promotion';
import { createListPromotions } from './list-promotions';
import { ownerOfProduction } from './player-production';
import { createPromotionPage } from './promotion-page';
import { createOrdersServices } from '../orders/orders-services';

export type { PromotionSummary } from './list-promotions';
export type { PromotionPage } from './promotion-page';
export type { ProductionOwner } from './player-production';
export type { DecideResult, OrdersBrand, OrdersInput, OrdersView } from '../orders/orders-services';
export type { DecisionChoice, DecisionOption, DecisionView } from '../orders/decision-view';

/**
 * Issue 18 items 1–2: the promotions (companies) of the world: which one the player runs (chosen at
 * the new game or in Settings), and each rival's read-only page (brands, money, shows, results).
 */
export const createPromotionServices = (deps: UseCaseDeps) => ({
  list: createListPromotions(deps),
  /** Settings: run one promotion (its id) or every promotion (null); returns the Game record. */
  choose: createChoosePromotion(deps),
  /** `/promotions/:companyId`; null when there is no such promotion. */
  page: createPromotionPage(deps),
  /** Who runs a production (the production page's "Run by …: read-only"); null when unknown. */
  ownerOf: (productionId: number) => ownerOfProduction(deps.repos, { productionId }),
  /** Issue 33: the player's standing orders (`orders`, `saveOrders`) and the decisions outside them (`decisions`, `decide`). */
  ...createOrdersServices(deps),
});

export type PromotionServices = ReturnType<typeof createPromotionServices>;
