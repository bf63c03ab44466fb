import { baseDefaults, withDefaults, type BaseRecord } from './base';

export interface Brand extends BaseRecord {
  /** The wrestler who directs the brand. */
  directorId: number | null;
  /** US dollars. */
  balance: number;
  companyId: number | null;
}

export const createBrand = (partial?: Partial<Brand>): Brand =>
  withDefaults<Brand>({ ...baseDefaults(), directorId: null, balance: 0, companyId: null }, partial);
