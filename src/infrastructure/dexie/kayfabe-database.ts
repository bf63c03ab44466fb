import Dexie, { type Table } from 'dexie';
import type { Stored } from '../../domain/entities/base';
import { TABLE_NAMES, type EntityByTable, type TableName } from '../../domain/entities/tables';
import { deriveFieldsOnWrite } from './derived-fields-middleware';
import { CommittedWriteLog, recordWrites } from './committed-write-log';
import { ReplaceGate } from './replace-gate';
import { storeRowsWithoutDefaults } from './sparse-rows-middleware';

/** DESIGN §2: the database name and schema version are contracts (raw IndexedDB shows 110). */
export const DATABASE_NAME = 'kayfabe';
export const SCHEMA_VERSION = 11;

export type KayfabeTable<K extends TableName> = Table<Stored<EntityByTable[K]>, number, EntityByTable[K]>;

/**
 * Every table keeps an auto-increment `id`; secondary indexes only where a query uses them: every
 * index makes each write of its table dearer (in Chromium the value is read back to find its keys;
 * ~25% more per put measured here, and a season writes ~20,000 rows: issue 8). Used today: the
 * productions of a date range (schedule, creation) and the reigns of a title (completion, rumble),
 * and (issue 19) the productions' lookup keys: a multi-entry index of dated keys derived on every
 * write (entities/production-lookup.ts; derived-fields-middleware.ts), completed or still booking,
 * by show, by brand and by each wrestler on a played card, so history screens read a page or a
 * window, never the table. It costs Production writes only (a few per production), not the
 * appearances and segments that make up most of a season's writes.
 * Booleans (`complete`, `active`) are not valid IndexedDB keys, so records would never enter such an
 * index and `where(...).equals(false)` throws: those lookups filter instead (see DexieRepository).
 *
 * Dropping an index keeps version 11: Dexie only patches an installed database whose schema lacks
 * something declared, so a database made by an earlier build keeps its extra indexes (and works);
 * new ones are made without. Adding one does too: Dexie patches the installed database with it, and
 * the rows written before are found by it once rewritten (Game.historyIndex says when that is done). Save files carry each table's schema, but import compares primary
 * keys only (SPEC §5), so files from either build import into either.
 */
export const KAYFABE_SCHEMA: { [K in TableName]: string } = {
  Appearance: '++id',
  Bet: '++id',
  Brand: '++id',
  Championship: '++id',
  Company: '++id',
  Draft: '++id',
  Faction: '++id',
  Game: '++id',
  Production: '++id,date,*lookupKeys',
  Reign: '++id,championshipId',
  Rumble: '++id',
  Segment: '++id',
  Show: '++id',
  Venue: '++id',
  Wrestler: '++id',
  Tournament: '++id',
};

export class KayfabeDatabase extends Dexie {
  declare Appearance: KayfabeTable<'Appearance'>;
  declare Bet: KayfabeTable<'Bet'>;
  declare Brand: KayfabeTable<'Brand'>;
  declare Championship: KayfabeTable<'Championship'>;
  declare Company: KayfabeTable<'Company'>;
  declare Draft: KayfabeTable<'Draft'>;
  declare Faction: KayfabeTable<'Faction'>;
  declare Game: KayfabeTable<'Game'>;
  declare Production: KayfabeTable<'Production'>;
  declare Reign: KayfabeTable<'Reign'>;
  declare Rumble: KayfabeTable<'Rumble'>;
  declare Segment: KayfabeTable<'Segment'>;
  declare Show: KayfabeTable<'Show'>;
  declare Venue: KayfabeTable<'Venue'>;
  declare Wrestler: KayfabeTable<'Wrestler'>;
  declare Tournament: KayfabeTable<'Tournament'>;

  /** Issue 19: the rows this app's committed transactions wrote (CommittedWrites). */
  readonly writes = new CommittedWriteLog();
  /** Holds units of work back while the whole game is replaced (replace-gate.ts). */
  readonly gate = new ReplaceGate();

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(SCHEMA_VERSION).stores(KAYFABE_SCHEMA);
    deriveFieldsOnWrite(this);
    recordWrites(this, this.writes);
    // Issue 36: the weekly tables' rows are stored without their defaults (sparse-rows-middleware.ts).
    storeRowsWithoutDefaults(this);
  }

  /** Typed access by table name, for the generic repository. */
  tableOf<K extends TableName>(name: K): KayfabeTable<K> {
    return this.table(name) as KayfabeTable<K>;
  }

  /** All sixteen tables in TABLE_NAMES order (the scope of a unit of work). */
  allTables(): Table[] {
    return TABLE_NAMES.map((name) => this.table(name));
  }
}

/** Tests pass a unique name so each gets a fresh database. */
export const createKayfabeDatabase = (name: string = DATABASE_NAME): KayfabeDatabase => new KayfabeDatabase(name);
