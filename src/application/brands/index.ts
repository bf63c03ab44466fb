import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import type { BrandInput } from './brand-input';
import { createBrandsView, type BrandsView } from './brands-view';
import { createSaveBrand, type SavedBrand } from './save-brand';
import { createTransferMoney, type TransferRequest, type TransferResult } from './transfer-money';

export {
  BrandInputError, BrandMessages, checkBrandInput, NAME_MAX,
  type BrandErrors, type BrandField, type BrandInput,
} from './brand-input';
export type { SavedBrand } from './save-brand';
export type { TransferRequest, TransferResult } from './transfer-money';
export type { BrandChampion, BrandRow, BrandsView, DirectorOption, MoneyYearRow } from './brands-view';

/** Driving port of `/brands`: the brands with what they hold, and creating or editing one. */
export interface BrandServices {
  view(): Promise<BrandsView>;
  /** Rejects with BrandInputError (field by field) when the input does not pass. */
  save(input: BrandInput): Promise<SavedBrand>;
  /** Issue 33: money moves between two of the player's brands of one promotion (both ledgers say so). */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

export const createBrandServices = (deps: { repos: Repositories; unitOfWork: UnitOfWork }): BrandServices => ({
  view: createBrandsView(deps),
  save: createSaveBrand(deps),
  transfer: createTransferMoney(deps),
});
