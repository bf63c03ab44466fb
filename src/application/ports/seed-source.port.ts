import type { IsoDate, Stored } from '../../domain/entities/base';
import type { EntityByTable, TableName } from '../../domain/entities/tables';

/** Rows per table, each with its explicit id (1..n); tables the seed does not fill are absent. */
export type SeedTables = { [K in TableName]?: Stored<EntityByTable[K]>[] };

/** Groups `/import/:group` can re-add, each with its tables in load order. */
export type SeedGroups = Readonly<Record<string, readonly TableName[]>>;

/**
 * The fictional starting world a new game loads (SPEC §1). Asynchronous so an adapter can keep
 * the large seed out of the first download and fetch it only when a game starts.
 */
export interface SeedSource {
  /** The day the world stands on: a new game starts here. */
  readonly date: IsoDate;
  /** A fresh copy of every seeded table (callers may change what they get). No Game rows. */
  world(): Promise<SeedTables>;
  /** A table of a group refers only to tables listed before it in that group, or to other groups. */
  groups(): Promise<SeedGroups>;
}
