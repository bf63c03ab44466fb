import { UnknownSeedGroupError } from './new-game-steps';
import type { TableName } from '../../domain/entities/tables';
import type { SeedSource, SeedTables } from '../ports/seed-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { SEED_OWNERS, SEED_REFERENCES } from './seed-references';
import { matchByName, repositoryOf, SeedIdMap, seedRowsOf, type Row } from './seed-id-map';

export interface ImportedTable {
  table: TableName;
  /** Seed records copied in under new ids. */
  added: number;
  /** Seed records the game already holds (kept as they are). */
  existing: number;
  /** Names of the added records, in seed order (empty names left out). */
  addedNames: string[];
}

export interface ImportSummary {
  group: string;
  tables: ImportedTable[];
  added: number;
  existing: number;
}


/** A seed row with its references pointed at the current game; missing targets are dropped. */
async function remap(table: TableName, row: Row, ids: SeedIdMap): Promise<Row> {
  const copy: Row = { ...row };
  for (const { field, table: target } of SEED_REFERENCES[table] ?? []) {
    const value = row[field];
    if (Array.isArray(value)) {
      const mapped = await Promise.all(value.map((id: number) => ids.resolve(target, id)));
      copy[field] = mapped.filter((id): id is number => id !== undefined);
    } else if (typeof value === 'number') {
      copy[field] = (await ids.resolve(target, value)) ?? null;
    }
  }
  return copy;
}

async function importTable(
  tx: Repositories,
  world: SeedTables,
  table: TableName,
  ids: SeedIdMap,
  addedByTable: Map<TableName, Set<number>>,
): Promise<ImportedTable> {
  const seedRows = seedRowsOf(world, table);
  const repo = repositoryOf(tx, table);
  const owner = SEED_OWNERS[table];
  // Owned rows follow their parent; named rows are there when a record of that name is.
  const map = owner ? new Map<number, number>() : matchByName(seedRows, await repo.all());
  const missing = owner
    ? seedRows.filter((row) => addedByTable.get(owner.table)?.has(row[owner.field] as number))
    : seedRows.filter((row) => !map.has(row.id));

  const copies = await Promise.all(missing.map((row) => remap(table, row, ids)));
  const stored = await repo.bulkCreate(copies.map(({ id: _seedId, ...fields }) => fields));
  stored.forEach((row, i) => map.set(missing[i].id, row.id));
  ids.set(table, map);
  addedByTable.set(table, new Set(missing.map((row) => row.id)));
  return {
    table,
    added: missing.length,
    existing: seedRows.length - missing.length,
    addedNames: missing.map((row) => String(row.name ?? '')).filter(Boolean),
  };
}

/**
 * `/import/:group`: brings one group of the seed back into the current game in one unit of work.
 * Records matched by name stay as they are; the others are added under new ids, their references
 * pointed at the same-named records of the game (or at the copies just added), and references to
 * records the game does not have are dropped.
 */
export function createImportSeedGroup({ unitOfWork, seed }: { unitOfWork: UnitOfWork; seed: SeedSource }) {
  return async (group: string): Promise<ImportSummary> => {
    const [groups, world] = await Promise.all([seed.groups(), seed.world()]);
    const tables = Object.hasOwn(groups, group) ? groups[group] : undefined;
    if (!tables) throw new UnknownSeedGroupError(group);
    return unitOfWork.run(async (tx) => {
      const ids = new SeedIdMap(world, tx);
      const addedByTable = new Map<TableName, Set<number>>();
      const results: ImportedTable[] = [];
      for (const table of tables) results.push(await importTable(tx, world, table, ids, addedByTable));
      return {
        group,
        tables: results,
        added: results.reduce((sum, t) => sum + t.added, 0),
        existing: results.reduce((sum, t) => sum + t.existing, 0),
      };
    });
  };
}

export type ImportSeedGroup = ReturnType<typeof createImportSeedGroup>;

export { UnknownSeedGroupError } from './new-game-steps';
