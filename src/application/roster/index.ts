import type { CreateProduction } from '../production';
import { createBackstageActions } from './backstage-actions';
import { createBackstageView } from './backstage-view';
import { createCheckContracts } from './contracts';
import { createGenerateEntity } from './generate-entity';
import { createResetEntity } from './reset-entity';
import { createWrestlerActions } from './wrestler-actions';
import type { UseCaseDeps } from '../deps';

export { GenerateMessages, type GeneratableTable, type GenerateContext } from './generators';
export type { ResettableTable } from './reset-entity';
export type { BrandCharge, DamageChange, Modifier, StatChange, TreatmentLine, TreatmentQuote } from './backstage-actions';
export { TreatmentMessages } from './backstage-actions';
export { BACKSTAGE_LIMITS, type BackstageRow, type BackstageView, type BackstageWarning, type ConditionStats, type WarningKind } from './backstage-view';

/**
 * SPEC §7 roster actions: contract checks, boost/penalty, goals, healing, generate and reset.
 * `createProduction` (the production service's) generates productions; built here when absent.
 */
export function createRosterServices(deps: UseCaseDeps & { createProduction?: CreateProduction }) {
  return {
    checkContracts: createCheckContracts(deps),
    ...createWrestlerActions(deps),
    generate: createGenerateEntity(deps),
    reset: createResetEntity(deps),
    /** `/backstage` and `/modifiers`: the roster's condition, and actions that report what they changed. */
    backstage: createBackstageView(deps),
    ...createBackstageActions(deps),
  };
}

export type RosterServices = ReturnType<typeof createRosterServices>;
