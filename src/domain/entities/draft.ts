import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { ContractType } from './enums';

export const DRAFT_CONTRACT_DAYS = 400;

export interface Draft extends BaseRecord {
  startDate: IsoDate;
  endDate: IsoDate;
  contractType: ContractType;
  amountOfAppearances: number;
  costPerAppearance: number;
  pick: number;
  complete: boolean;
  brandId: number | null;
  wrestlerId: number | null;
}

export const createDraft = (partial?: Partial<Draft>): Draft =>
  withDefaults<Draft>(
    {
      ...baseDefaults(),
      startDate: '',
      endDate: '',
      contractType: 'FULL',
      amountOfAppearances: 52,
      costPerAppearance: 100,
      pick: 1,
      complete: false,
      brandId: null,
      wrestlerId: null,
    },
    partial,
  );
