import type Dexie from 'dexie';
import { hasDerivedFields, withDerivedFields } from '../../domain/entities/derived-fields';
import type { TableName } from '../../domain/entities/tables';

/**
 * Issue 19: every add and put of a table with derived fields (the Production lookup keys) has them
 * derived on its way into IndexedDB, whoever writes: a repository, a save import
 * (dexie-export-import), a replace. The index over them can then never disagree with the records.
 */
export function deriveFieldsOnWrite(db: Dexie): void {
  db.use({
    stack: 'dbcore',
    name: 'kayfabe-derived-fields',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (!hasDerivedFields(name as TableName)) return table;
        return {
          ...table,
          mutate: (request) =>
            request.type === 'add' || request.type === 'put'
              ? table.mutate({ ...request, values: request.values.map((value: object) => withDerivedFields(name as TableName, value)) })
              : table.mutate(request),
        };
      },
    }),
  });
}
