import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import { DEFAULT_LIST_LIMIT, type Repository } from '../ports/repository.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { describeFields, isEditOnly } from './record-fields';

/** A stored record of any table, seen generically. */
export type CmsRecord = { id: number } & Record<string, unknown>;

export interface TableSummary {
  table: TableName;
  count: number;
  /** No create, delete, duplicate or clear (Game). */
  editOnly: boolean;
}

export interface ListQuery {
  /** Default 0. */
  offset?: number;
  /** Default 500 (SPEC §9). */
  limit?: number;
  /** Part of a name, any case; a whole number also finds the record with that id. */
  search?: string;
}

export interface RecordPage {
  rows: CmsRecord[];
  /** Records that match the search (all of the table without one). */
  total: number;
  /** Names of the records the key columns point at: table → id → name. */
  names: Partial<Record<TableName, Record<number, string>>>;
}

/** The columns the record list shows beside id and name, per table. */
export const KEY_FIELDS: Readonly<Record<TableName, readonly string[]>> = {
  Appearance: ['wrestlerId', 'groupId', 'winner'],
  Bet: ['amount', 'type', 'complete'],
  Brand: ['balance', 'directorId'],
  Championship: ['gender', 'wrestlerIds', 'active'],
  Company: ['desc'],
  Draft: ['wrestlerId', 'brandId', 'complete'],
  Faction: ['wrestlerIds', 'startDate'],
  Game: ['date', 'amountOfDays', 'brandIds'],
  Production: ['date', 'showId', 'complete'],
  Reign: ['championshipId', 'wrestlerIds', 'startDate', 'endDate'],
  Rumble: ['date', 'winnerId', 'complete'],
  Segment: ['type', 'duration', 'rating'],
  Show: ['frequency', 'dayIndex', 'type'],
  Venue: ['city', 'capacity', 'cost'],
  Wrestler: ['gender', 'points', 'brandIds'],
  Tournament: ['date', 'winnerId', 'complete'],
};

export const repoOf = (repos: Repositories, table: TableName) => repos[table] as unknown as Repository<Record<string, unknown>>;

/** A record's name for lists and hints; records without one (reigns, appearances) read `#id`. */
export const displayName = (record: { id: number; name?: unknown }): string =>
  typeof record.name === 'string' && record.name.trim() !== '' ? record.name : `#${record.id}`;

export function createListTables({ repos }: { repos: Repositories }) {
  return async (): Promise<TableSummary[]> =>
    Promise.all(TABLE_NAMES.map(async (table) => ({ table, count: await repos[table].count(), editOnly: isEditOnly(table) })));
}

const matches = (term: string) => (record: CmsRecord) =>
  String(record.name ?? '').toLowerCase().includes(term) || String(record.id) === term;

/** Names of records by id, table by table (one read per table); ids with no record are left out. */
export type NameLookup = Partial<Record<TableName, readonly number[]>>;

async function lookupNames(repos: Repositories, asks: NameLookup): Promise<RecordPage['names']> {
  const names: RecordPage['names'] = {};
  for (const [target, ids] of Object.entries(asks) as [TableName, readonly number[]][]) {
    const found = await repoOf(repos, target).getMany([...new Set(ids)]);
    names[target] = Object.fromEntries(found.map((record) => [record.id, displayName(record)]));
  }
  return names;
}

export const createLookupNames = ({ repos }: { repos: Repositories }) => (asks: NameLookup) => lookupNames(repos, asks);

/** The names behind the key columns' ids. */
function namesFor(repos: Repositories, table: TableName, rows: readonly CmsRecord[]): Promise<RecordPage['names']> {
  const asks: Partial<Record<TableName, number[]>> = {};
  for (const field of describeFields(table)) {
    if (!KEY_FIELDS[table].includes(field.key) || (field.kind !== 'ref' && field.kind !== 'refs')) continue;
    const ids = (asks[field.table] ??= []);
    for (const row of rows) for (const id of [row[field.key]].flat()) if (typeof id === 'number') ids.push(id);
  }
  return lookupNames(repos, asks);
}

/** SPEC §7 list (offset and limit, defaults 0 and 500), with an optional search by name. */
export function createListRecords({ repos }: { repos: Repositories }) {
  return async (table: TableName, { offset = 0, limit = DEFAULT_LIST_LIMIT, search = '' }: ListQuery = {}): Promise<RecordPage> => {
    const repo = repoOf(repos, table);
    const term = search.trim().toLowerCase();
    let rows: CmsRecord[];
    let total: number;
    if (term === '') {
      [rows, total] = await Promise.all([repo.list({ offset, limit }), repo.count()]);
    } else {
      // Names are not indexed: a search reads the table once and pages what matched.
      const matched = (await repo.all()).filter(matches(term));
      rows = matched.slice(offset, offset + limit);
      total = matched.length;
    }
    return { rows, total, names: await namesFor(repos, table, rows) };
  };
}
