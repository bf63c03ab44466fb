import Dexie from 'dexie';
import { createAppearance } from '../../domain/entities/appearance';
import { createSegment } from '../../domain/entities/segment';
import { createWrestler } from '../../domain/entities/wrestler';
import { createKayfabeDatabase, KAYFABE_SCHEMA, SCHEMA_VERSION } from './kayfabe-database';
import { readsStoredRows } from './sparse-rows-middleware';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';
import { exportPlainSave } from '../saves/save-export';

// Issue 36: the weekly tables store rows without the fields at their defaults; every read fills them.

/** The rows as IndexedDB holds them, read by a Dexie without the game's middleware. */
async function rawRows(name: string, table: string): Promise<Record<string, unknown>[]> {
  const raw = new Dexie(name);
  raw.version(SCHEMA_VERSION).stores(KAYFABE_SCHEMA);
  const rows = await raw.table(table).toArray();
  raw.close();
  return rows as Record<string, unknown>[];
}

describe('rows stored without their defaults (issue 36)', () => {
  it('stores an appearance without its default fields and reads it back whole, by every kind of read', async () => {
    const name = uniqueDatabaseName('sparse');
    const { db, repos } = createDexieTestStorage(name);
    const written = createAppearance({ wrestlerId: 7, groupId: 2, winner: true, cost: 1500 });
    const [stored] = await repos.Appearance.bulkCreate([written]);

    expect(await rawRows(name, 'Appearance')).toEqual([{ id: stored.id, wrestlerId: 7, groupId: 2, winner: true, cost: 1500 }]);
    const whole = { ...written, id: stored.id };
    expect(await repos.Appearance.get(stored.id)).toEqual(whole);
    expect(await repos.Appearance.getMany([stored.id])).toEqual([whole]);
    expect(await repos.Appearance.all()).toEqual([whole]);
    // A filter walks a cursor.
    expect(await repos.Appearance.findBy('wrestlerId', 7)).toEqual([whole]);
    // Lists come back as fresh lists: changing one read never changes another.
    const first = await repos.Appearance.get(stored.id);
    first!.images.push('x');
    expect((await repos.Appearance.get(stored.id))!.images).toEqual([]);
    db.close();
  });

  it('reads a row an earlier build stored whole exactly as before, and an update stores it sparse', async () => {
    const name = uniqueDatabaseName('sparse-old');
    const old = new Dexie(name);
    old.version(SCHEMA_VERSION).stores(KAYFABE_SCHEMA);
    const segment = { ...createSegment({ duration: 600, complete: true, storyline: 'A clean win.' }), id: 3 };
    await old.table('Segment').add(segment);
    old.close();

    const { db, repos } = createDexieTestStorage(name);
    expect(await repos.Segment.get(3)).toEqual(segment);
    await repos.Segment.update(3, { rating: 2.5 });
    expect(await repos.Segment.get(3)).toEqual({ ...segment, rating: 2.5 });
    const [raw] = await rawRows(name, 'Segment');
    expect(raw).not.toHaveProperty('name');
    expect(raw).not.toHaveProperty('images');
    expect(raw).toMatchObject({ id: 3, duration: 600, complete: true, storyline: 'A clean win.', rating: 2.5 });
    db.close();
  });

  it('leaves the other tables whole, and a transaction marked as reading stored rows gets them sparse', async () => {
    const name = uniqueDatabaseName('sparse-tables');
    const db = createKayfabeDatabase(name);
    await db.Wrestler.add(createWrestler({ name: 'Ace' }));
    const appearanceId = await db.Appearance.add(createAppearance({ wrestlerId: 1 }));
    expect(Object.keys((await rawRows(name, 'Wrestler'))[0])).toContain('desc');
    const stored = await db.transaction('r', db.Appearance, async () => {
      readsStoredRows(Dexie.currentTransaction?.idbtrans);
      return db.Appearance.get(appearanceId);
    });
    expect(stored).toEqual({ id: appearanceId, wrestlerId: 1 });
    expect(await db.Appearance.get(appearanceId)).toEqual({ ...createAppearance({ wrestlerId: 1 }), id: appearanceId });
    db.close();
  });

  it('writes the backup with the rows as stored (smaller), and the game reads them whole again', async () => {
    const name = uniqueDatabaseName('sparse-backup');
    const { db } = createDexieTestStorage(name);
    await db.Appearance.bulkAdd([createAppearance({ wrestlerId: 1 }), createAppearance({ wrestlerId: 2, loser: true })]);
    const blob = await exportPlainSave(db, { rowsPerChunk: 2000, pretty: false });
    const file = JSON.parse(await blob!.text()) as { data: { data: { tableName: string; rows: unknown[] }[] } };
    const appearances = file.data.data.find((table) => table.tableName === 'Appearance')!.rows;
    expect(appearances).toEqual([{ id: 1, wrestlerId: 1 }, { id: 2, wrestlerId: 2, loser: true }]);
    db.close();
  });
});

describe('fields kept as text (issue 36)', () => {
  it('stores a segment\'s id lists as JSON text (an empty one left out) and reads them back as lists', async () => {
    const name = uniqueDatabaseName('id-lists');
    const { db, repos } = createDexieTestStorage(name);
    const written = createSegment({ type: 'SINGLES', appearanceIds: [18062, 18063], brandIds: [7] });
    const [stored] = await repos.Segment.bulkCreate([written]);
    const [raw] = await rawRows(name, 'Segment');
    expect(raw).toMatchObject({ appearanceIds: '[18062,18063]', brandIds: '[7]' });
    expect(raw).not.toHaveProperty('championshipIds');
    expect(await repos.Segment.get(stored.id)).toEqual({ ...written, id: stored.id });
    db.close();
  });

  it('stores a production\'s played card and finance as lines, its war as JSON text, reads them as written, and derives the lookup keys from the card', async () => {
    const name = uniqueDatabaseName('text-fields');
    const { db, repos } = createDexieTestStorage(name);
    const played = [{ segmentId: 1, type: 'SINGLES', rating: 2, duration: 600, complete: true, championshipIds: [], cast: [{ wrestlerId: 4, groupId: 1, manager: false, result: 'WIN', momentum: 1, popularity: 50 }], rivalry: null }];
    const finance = { lines: [{ label: 'Tickets', amount: 1000, reason: '10 seats × $100' }] };
    const [stored] = await repos.Production.bulkCreate([{ name: 'Blitz', date: '2027-01-04', complete: true, played, finance } as never]);
    const [raw] = await rawRows(name, 'Production');
    expect(raw.played).toBe('PC1\n1 SINGLES 2 600 1 - - 4,1,0,W,1,50');
    expect(raw.finance).toBe('FL1\nTickets\t1000\t10 seats × $100');
    expect(raw).not.toHaveProperty('war');
    expect(raw.lookupKeys).toContain('wrestler:4:2027-01-04');
    const read = await repos.Production.get(stored.id);
    expect(read).toMatchObject({ played, finance, war: null });

    // A row put back as stored (a safety copy) reads the same and keeps its lookup keys.
    await db.Production.put({ ...raw, lookupKeys: [] } as never);
    expect(await repos.Production.get(stored.id)).toEqual(read);
    expect((await rawRows(name, 'Production'))[0].lookupKeys).toEqual(raw.lookupKeys);
    db.close();
  });
});
