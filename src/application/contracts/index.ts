import type { UseCaseDeps } from '../deps';
import { createContractActions } from './contract-actions';
import { createContractReads } from './contract-reads';

export type { OfferRequest, OfferResult, RenewSummary } from './contract-actions';
export type { ContractRow, ExpiringView, FreeAgentsView, SigningBrand } from './contract-reads';
export type { ContractTerms } from '../../domain/rules/living/contract-terms';
/** Issue 33: what a contract costs the brand that signs it, and what is missing when it cannot pay. */
export { billText, contractBill, shortfallOf } from '../../domain/rules/living/brand-payment';

/**
 * Issue 15 (contracts that end): the free agents and expiring contracts, offers to sign or renew
 * answered by the wrestler, and renewing everyone due at their asking terms.
 */
export function createContractServices(deps: UseCaseDeps) {
  return { ...createContractReads(deps), ...createContractActions(deps) };
}

export type ContractServices = ReturnType<typeof createContractServices>;
