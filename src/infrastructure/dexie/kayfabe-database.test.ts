import Dexie from 'dexie';
import { TABLE_NAMES } from '../../domain/entities/tables';
import { createKayfabeDatabase, KAYFABE_SCHEMA, SCHEMA_VERSION } from './kayfabe-database';
import { uniqueDatabaseName } from './test-support';

/** The version-11 schema of the first builds, before unused indexes were dropped (issue 8). */
const FIRST_SCHEMA: Record<string, string> = {
  ...KAYFABE_SCHEMA,
  Appearance: '++id,wrestlerId',
  Production: '++id,showId,date',
  Segment: '++id,date',
  Show: '++id,dayIndex',
  Wrestler: '++id,gender',
};

describe('the kayfabe database schema', () => {
  it('is version 11 (110 in raw IndexedDB) with every table on an auto-increment id', async () => {
    const db = createKayfabeDatabase(uniqueDatabaseName('schema'));
    await db.open();
    expect(db.backendDB().version).toBe(110);
    expect(db.tables.map((t) => t.name).sort()).toEqual([...TABLE_NAMES].sort());
    for (const table of db.tables) expect(table.schema.primKey).toMatchObject({ name: 'id', auto: true });
    db.close();
  });

  // Issue 19 added the productions' lookup-key index: Dexie patches an older database with it in place
  // (raw IndexedDB then says 111: one above, as Dexie does for an index added within a version), keeps
  // every row and every extra index, and the schema stays Dexie's version 11 (docs/decisions-history.md).
  it('opens a database made by an earlier build with more indexes and no lookup index: rows kept, index added, still version 11', async () => {
    const name = uniqueDatabaseName('schema-first');
    const first = new Dexie(name);
    first.version(SCHEMA_VERSION).stores(FIRST_SCHEMA);
    await first.table('Wrestler').bulkAdd([{ name: 'Ace', gender: 'MALE' }, { name: 'Bea', gender: 'FEMALE' }]);
    await first.table('Production').add({ showId: 2, date: '2026-03-09' });
    first.close();

    const db = createKayfabeDatabase(name);
    await db.open();

    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(db.backendDB().version).toBe(111);
    expect(db.Production.schema.indexes.map((index) => index.name)).toContain('lookupKeys');
    expect((await db.Wrestler.toArray()).map((w) => w.name)).toEqual(['Ace', 'Bea']);
    expect(await db.Production.where('date').between('2026-03-08', '2026-03-10').count()).toBe(1);
    await db.Wrestler.put({ ...(await db.Wrestler.get(1))!, name: 'Ace II' });
    expect((await db.Wrestler.get(1))!.name).toBe('Ace II');
    db.close();
  });
});
