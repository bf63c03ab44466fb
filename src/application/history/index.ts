import type { UnitOfWork } from '../ports/unit-of-work.port';
import { createUpgradeHistory } from './upgrade-history';

export { isHistoryIndexed, readProductionHistory, type HistoryPage, type HistoryWindow, type KeptFigures, type ProductionHistory, type WindowFigures } from './production-history';

/** Issue 19: the game's history kept readable a page at a time. */
export interface HistoryServices {
  /**
   * Gives a game saved before the lookup index what it needs (once; the screens read such a game
   * whole until then). Resolves true when it upgraded something.
   */
  upgrade(): Promise<boolean>;
}

export const createHistoryServices = (deps: { unitOfWork: UnitOfWork }): HistoryServices => ({ upgrade: createUpgradeHistory(deps) });
