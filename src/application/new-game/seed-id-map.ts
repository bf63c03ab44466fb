import type { TableName } from '../../domain/entities/tables';
import type { Repository } from '../ports/repository.port';
import type { SeedTables } from '../ports/seed-source.port';
import type { Repositories } from '../ports/unit-of-work.port';

export type Row = { id: number; name?: string } & Record<string, unknown>;

/** Names match loosely: the same record re-typed with other spacing or case is still the same. */
export const nameKey = (name: unknown): string => String(name ?? '').trim().toLowerCase();

export const repositoryOf = (tx: Repositories, table: TableName) =>
  tx[table] as unknown as Repository<Row>;

export const seedRowsOf = (world: SeedTables, table: TableName): Row[] =>
  (world[table] ?? []) as unknown as Row[];

/**
 * Where each seed id lives in the current game: the same-named record that is there, or the copy
 * just added. Tables are read lazily, once, and only when a reference needs them.
 */
export class SeedIdMap {
  // Promises, so references resolved side by side read each table only once.
  private readonly maps = new Map<TableName, Promise<Map<number, number>>>();

  constructor(
    private readonly world: SeedTables,
    private readonly tx: Repositories,
  ) {}

  /** The current id for a seed id, or undefined when the game has no such record. */
  async resolve(table: TableName, seedId: number): Promise<number | undefined> {
    return (await this.mapOf(table)).get(seedId);
  }

  /** Records what an import decided for one table (existing matches and new copies). */
  set(table: TableName, map: Map<number, number>): void {
    this.maps.set(table, Promise.resolve(map));
  }

  private mapOf(table: TableName): Promise<Map<number, number>> {
    let map = this.maps.get(table);
    if (!map) {
      map = repositoryOf(this.tx, table)
        .all()
        .then((current) => matchByName(seedRowsOf(this.world, table), current));
      this.maps.set(table, map);
    }
    return map;
  }
}

/** Seed id → id of the first current record with the same (non-empty) name. */
export function matchByName(seedRows: readonly Row[], current: readonly Row[]): Map<number, number> {
  const byName = new Map<string, number>();
  for (const row of current) {
    const key = nameKey(row.name);
    if (key && !byName.has(key)) byName.set(key, row.id);
  }
  const map = new Map<number, number>();
  for (const row of seedRows) {
    // A record without a name cannot be told apart from its neighbours: it never matches.
    const id = nameKey(row.name) ? byName.get(nameKey(row.name)) : undefined;
    if (id !== undefined) map.set(row.id, id);
  }
  return map;
}
