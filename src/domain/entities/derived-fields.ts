import { productionLookupKeys, type LookupSource } from './production-lookup';
import type { TableName } from './tables';

/**
 * Fields storage derives from a record's other fields on every write, whoever writes it (a use
 * case, the CMS, a save import): today the Production lookup keys (issue 19, production-lookup.ts).
 * Every repository implementation applies it, so the keys can never disagree with the record.
 */
export function withDerivedFields<R extends object>(table: TableName, row: R): R {
  if (table !== 'Production') return row;
  return { ...row, lookupKeys: productionLookupKeys(row as LookupSource) };
}

/** Tables with derived fields: the others are written as given. */
export const hasDerivedFields = (table: TableName): boolean => table === 'Production';
