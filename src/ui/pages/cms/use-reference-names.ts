import { useEffect, useState } from 'react';
import { parseInput, type FieldSpec, type FormValue, type NameLookup } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { useServices } from '../../services-context';

const LOOKUP_PAUSE_MS = 300;

/** table → id → name, or null for an id no record has. */
export type KnownNames = Partial<Record<TableName, Record<number, string | null>>>;

const idsIn = (field: FieldSpec, value: FormValue): number[] => {
  const parsed = parseInput(field, value);
  if (!parsed.ok) return [];
  return [parsed.value].flat().filter((id): id is number => typeof id === 'number');
};

/** The names behind the ids typed in the form's id fields, looked up once typing pauses. */
export function useReferenceNames(fields: readonly FieldSpec[], inputs: Readonly<Record<string, FormValue>>): KnownNames {
  const { cms, logger } = useServices();
  const [known, setKnown] = useState<KnownNames>({});
  const asks: NameLookup = {};
  for (const field of fields) {
    if (field.kind !== 'ref' && field.kind !== 'refs') continue;
    asks[field.table] = [...(asks[field.table] ?? []), ...idsIn(field, inputs[field.key] ?? '')];
  }
  const key = JSON.stringify(asks);

  useEffect(() => {
    let live = true;
    const wanted = JSON.parse(key) as Record<TableName, number[]>;
    const wait = setTimeout(() => {
      (async () => cms.names(wanted))().then(
        (found) => {
          if (!live) return;
          const next: KnownNames = {};
          for (const [table, ids] of Object.entries(wanted) as [TableName, number[]][]) {
            next[table] = Object.fromEntries(ids.map((id) => [id, found[table]?.[id] ?? null]));
          }
          setKnown(next);
        },
        (cause: unknown) => logger.warn('Could not look up the names behind the ids', cause),
      );
    }, LOOKUP_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(wait);
    };
  }, [cms, logger, key]);
  return known;
}

/** `Raw, #99 (no such Brand)` for the ids a field holds, once they are looked up. */
export function namesText(field: FieldSpec, value: FormValue, known: KnownNames): string | undefined {
  if (field.kind !== 'ref' && field.kind !== 'refs') return undefined;
  const table = known[field.table];
  const ids = idsIn(field, value);
  if (!table || ids.length === 0 || ids.some((id) => !(id in table))) return undefined;
  return ids.map((id) => table[id] ?? `#${id} (no such ${field.table})`).join(', ');
}
