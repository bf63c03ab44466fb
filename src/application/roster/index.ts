import type { UseCaseDeps } from '../segments/deps';
import { createCheckContracts } from './contracts';
import { createGenerateEntity } from './generate-entity';
import { createResetEntity } from './reset-entity';
import { createWrestlerActions } from './wrestler-actions';

export type { GeneratableTable, GenerateContext } from './generators';
export type { ResettableTable } from './reset-entity';

/** SPEC §7 roster actions: contract checks, boost/penalty, goals, healing, generate and reset. */
export function createRosterServices(deps: UseCaseDeps) {
  return {
    checkContracts: createCheckContracts(deps),
    ...createWrestlerActions(deps),
    generate: createGenerateEntity(deps),
    reset: createResetEntity(deps),
  };
}

export type RosterServices = ReturnType<typeof createRosterServices>;
