import { baseDefaults, withDefaults, type BaseRecord } from './base';

export interface Brand extends BaseRecord {
  /** The wrestler who directs the brand. */
  directorId: number | null;
  /** US dollars. */
  balance: number;
  companyId: number | null;
  /** Issue 15 (living rules): consecutive weeks the brand has ended in the red (0 when in the black). */
  redWeeks: number;
}

export const createBrand = (partial?: Partial<Brand>): Brand =>
  withDefaults<Brand>({ ...baseDefaults(), directorId: null, balance: 0, companyId: null, redWeeks: 0 }, partial);
