import { baseDefaults, withDefaults, type BaseRecord } from './base';

export type Company = BaseRecord;

export const createCompany = (partial?: Partial<Company>): Company =>
  withDefaults<Company>(baseDefaults(), partial);
