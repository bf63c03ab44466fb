import type { UseCaseDeps } from '../deps';
import { createListPromotions } from './list-promotions';

export type { PromotionSummary } from './list-promotions';

/**
 * Issue 18 items 1–2: the promotions (companies) of the world: which one the player runs (chosen at
 * the new game or in Settings), and each rival's read-only page (brands, money, shows, results).
 */
export const createPromotionServices = (deps: UseCaseDeps) => ({
  list: createListPromotions(deps),
});

export type PromotionServices = ReturnType<typeof createPromotionServices>;
