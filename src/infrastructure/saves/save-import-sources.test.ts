// @vitest-environment jsdom
import Dexie from 'dexie';
import { exportDB } from 'dexie-export-import';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createBrand } from '../../domain/entities/brand';
import { createGame, STORE_VERSION } from '../../domain/entities/game';
import { createShow } from '../../domain/entities/show';
import { createWrestler } from '../../domain/entities/wrestler';
import { ErrorMessages } from '../../domain/errors';
import { MAX_SAVE_FILE_BYTES, SAVE_PARSER_BUFFER_CHARS } from '../../domain/rules/save-limits';
import { DexieSaveFiles } from './dexie-save-files';
import { dumpTables, freshStorage, jsonBlob, seedSmallGame } from './save-test-support';

/**
 * Another app's database with our schema, written independently of KayfabeDatabase, in its own
 * IndexedDB (a second fake-indexeddb factory), so it may even share the name `kayfabe`.
 */
function foreignDatabase(name: string): Dexie {
  const db = new Dexie(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  db.version(11).stores({
    Appearance: '++id,wrestlerId', Bet: '++id', Brand: '++id', Championship: '++id', Company: '++id',
    Draft: '++id', Faction: '++id', Game: '++id', Production: '++id,showId,date', Reign: '++id,championshipId',
    Rumble: '++id', Segment: '++id,date', Show: '++id,dayIndex', Venue: '++id', Wrestler: '++id,gender', Tournament: '++id',
  });
  return db;
}

describe('when the save was written by dexie-export-import from another Dexie instance', () => {
  it('imports every row of it, its Game record included (issue 34: a save is the whole game)', async () => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    const foreign = foreignDatabase(storage.db.name);
    await foreign.table('Game').add({ id: 1, storeVersion: STORE_VERSION, date: '2030-05-05', dark: false });
    await foreign.table('Brand').add({ id: 4, name: 'Foreign brand', slogan: 'a field only that app stores' });
    await foreign.table('Wrestler').bulkAdd(Array.from({ length: 2500 }, (_, i) => ({ ...createWrestler({ name: `F${i}` }), id: i + 1 })));
    await foreign.table('Show').add({ ...createShow({ name: 'Foreign Night' }), id: 9 });
    const file = await exportDB(foreign); // the library's defaults: compact JSON, its own chunking
    foreign.close();

    await new DexieSaveFiles(storage.db, storage.logger).importSave(file);

    const after = await dumpTables(storage);
    expect(after.Game).toEqual([expect.objectContaining({ id: 1, storeVersion: STORE_VERSION, date: '2030-05-05', dark: false })]);
    expect(after.Wrestler).toHaveLength(2500);
    expect(after.Wrestler[2499]).toEqual({ ...createWrestler({ name: 'F2499' }), id: 2500 });
    expect(after.Show).toEqual([{ ...createShow({ name: 'Foreign Night' }), id: 9 }]);
    expect(after.Brand).toEqual([{ ...createBrand({ name: 'Foreign brand' }), id: 4, slogan: 'a field only that app stores' }]);
    expect(after.Championship).toEqual([]);
    await storage.dispose();
  });
});

describe('when the save comes from an older version of the game', () => {
  // Rows as an older store version wrote them: fields added since are simply absent.
  const oldSave = (name: string) => ({
    formatName: 'dexie',
    formatVersion: 1,
    data: {
      databaseName: name,
      databaseVersion: 11,
      tables: [
        { name: 'Game', schema: '++id', rowCount: 1 },
        { name: 'Wrestler', schema: '++id,gender', rowCount: 1 },
        { name: 'Show', schema: '++id,dayIndex', rowCount: 1 },
        { name: 'Production', schema: '++id,showId,date', rowCount: 1 },
      ],
      data: [
        { tableName: 'Game', inbound: true, rows: [{ id: 1, storeVersion: 9, date: '2024-02-02' }] },
        { tableName: 'Wrestler', inbound: true, rows: [{ id: 12, name: 'Veteran', points: 77, gender: 'FEMALE', wins: 40 }] },
        { tableName: 'Show', inbound: true, rows: [{ id: 3, name: 'Old Monday', dayIndex: 1, brandIds: [1] }] },
        { tableName: 'Production', inbound: true, rows: [{ id: 5, showId: 3, date: '2024-02-05', complete: true, viewers: 900 }] },
      ],
    },
  });

  it('reads every row with the defaults filled in, ids kept, and logs how many fields it filled', async () => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    await new DexieSaveFiles(storage.db, storage.logger).importSave(jsonBlob(oldSave(storage.db.name)));

    expect(await storage.repos.Wrestler.all()).toEqual([
      { ...createWrestler({ name: 'Veteran', points: 77, gender: 'FEMALE', wins: 40 }), id: 12 },
    ]);
    const [show] = await storage.repos.Show.all();
    expect(show).toEqual({ ...createShow({ name: 'Old Monday', dayIndex: 1, brandIds: [1] }), id: 3 });
    expect(await storage.repos.Production.get(5)).toMatchObject({ id: 5, showId: 3, seed: null, cost: 300, complete: true, viewers: 900 });
    // The file's Game record, its later fields at their defaults (issue 34).
    expect(await storage.repos.Game.all()).toEqual([{ ...createGame({ storeVersion: 9, date: '2024-02-02' }), id: 1, historyIndex: 0 }]);
    expect(storage.logger.info).toHaveBeenCalledWith(expect.stringMatching(/^Save import filled \d+ missing fields with defaults$/));
    // Later reads and updates see a record of today's shape.
    expect(await storage.repos.Wrestler.update(12, { morale: 50 })).toMatchObject({ musicUrl: '', class: 'WRESTLER', morale: 50 });
    await storage.dispose();
  });
});

describe('when the file is hostile', () => {
  it('refuses a file over the size limit without reading a byte of it', async () => {
    const storage = freshStorage();
    const slice = vi.fn();
    const huge = { size: MAX_SAVE_FILE_BYTES + 1, slice, text: slice, arrayBuffer: slice, stream: slice } as unknown as Blob;
    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(huge)).rejects.toThrow(
      /^This file is too large to be a save: it is 256\.1 MB and the limit is 256\.0 MB\.$/,
    );
    expect(slice).not.toHaveBeenCalled();
    expect(storage.logger.error).toHaveBeenCalledWith('Save import failed', expect.any(Error));
    await storage.dispose();
  });

  it('refuses a value longer than the 10 MB parser buffer, changing nothing', async () => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    const before = await dumpTables(storage);
    const file = new Blob([
      `{"formatName":"dexie","formatVersion":1,"data":{"databaseName":"${storage.db.name}","databaseVersion":11,"tables":[],"data":[{"tableName":"Brand","inbound":true,"rows":[{"id":1,"name":"`,
      'x'.repeat(SAVE_PARSER_BUFFER_CHARS + 1),
      '"}]}]}}',
    ]);
    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(file)).rejects.toThrow(ErrorMessages.notADexieExport);
    expect(await dumpTables(storage)).toEqual(before);
    await storage.dispose();
  }, 30_000);

  it('refuses bytes that are not UTF-8 text', async () => {
    const storage = freshStorage();
    const file = new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])]);
    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(file)).rejects.toThrow(ErrorMessages.notADexieExport);
    await storage.dispose();
  });

  it('stores script-looking text as plain text and drops unsafe URLs', async () => {
    const storage = freshStorage();
    const name = '<img src=x onerror=alert(1)>';
    const file = jsonBlob({
      formatName: 'dexie',
      formatVersion: 1,
      data: {
        databaseName: storage.db.name,
        databaseVersion: 11,
        tables: [{ name: 'Wrestler', schema: '++id,gender', rowCount: 1 }],
        data: [{ tableName: 'Wrestler', inbound: true, rows: [{ id: 1, name, image: 'javascript:alert(1)', images: ['https://ok.test/a.png', 'data:text/html,x'], musicUrl: 'https://ok.test/theme.mp3' }] }],
      },
    });
    await new DexieSaveFiles(storage.db, storage.logger).importSave(file);
    expect(await storage.repos.Wrestler.get(1)).toMatchObject({ name, image: '', images: ['https://ok.test/a.png'], musicUrl: 'https://ok.test/theme.mp3' });
    expect(storage.logger.warn).toHaveBeenCalledWith('Save import repaired 2 values (wrong type or unsafe URL)');
    await storage.dispose();
  });
});
