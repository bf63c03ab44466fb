import Dexie from 'dexie';
import { TABLE_NAMES } from '../../domain/entities/tables';
import { createSaveService } from '../../application/saves';
import { FixedClock } from '../clock/system-clock';
import { createDexieTestStorage, type DexieTestStorage } from '../dexie/test-support';
import { DexieSaveFiles } from './dexie-save-files';

/** Issue 14: the id bound, as every id refusal states it. */
const BOUND = 'ids must be whole numbers from 1 to 2,147,483,647';
const clock = new FixedClock('2026-11-21T09:00:00.000Z');
const jsonBlob = (value: unknown) => new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);

async function seed({ repos }: DexieTestStorage) {
  await repos.Game.bulkPut([{ ...(await repos.Game.create({ date: '2026-01-04' })), id: 1 }]);
  await repos.Brand.bulkCreate([{ name: 'Raw', balance: 10 }, { name: 'SmackDown' }]);
  await repos.Wrestler.bulkCreate(Array.from({ length: 30 }, (_, index) => ({ name: `W${index}` })));
}

async function dump({ repos }: DexieTestStorage) {
  const rows = await Promise.all(TABLE_NAMES.map(async (table) => [table, await repos[table].all()]));
  return Object.fromEntries(rows);
}

describe('save backup', () => {
  let storage: DexieTestStorage;
  beforeEach(() => {
    storage = createDexieTestStorage('kayfabe');
  });
  afterEach(async () => {
    storage.db.close();
    await Dexie.delete('kayfabe');
  });

  it('exports a pretty dexie-format JSON naming database kayfabe, version 11, with all 16 tables', async () => {
    await seed(storage);
    const progress = vi.fn();
    const saves = createSaveService({ saveFiles: new DexieSaveFiles(storage.db, storage.logger), clock });

    const { blob, fileName } = await saves.backup(progress);

    expect(fileName).toBe('kayfabe-save-v11-2026-11-21.json');
    const text = await blob.text();
    // Pretty, as the library writes with prettyJson (SPEC §7, issue 32): two spaces a level.
    expect(text).toMatch(/^\{\n  "formatName": "dexie",\n/);
    const file = JSON.parse(text);
    expect(file).toMatchObject({ formatName: 'dexie', formatVersion: 1 });
    expect(file.data.databaseName).toBe('kayfabe');
    expect(file.data.databaseVersion).toBe(11);
    expect(file.data.tables.map((t: { name: string }) => t.name).sort()).toEqual([...TABLE_NAMES].sort());
    expect(file.data.tables.find((t: { name: string }) => t.name === 'Wrestler')).toMatchObject({ rowCount: 30, schema: '++id' });
    expect(progress).toHaveBeenLastCalledWith({ done: 33, total: 33 });
    expect(storage.logger.info).toHaveBeenCalledWith('Export progress: 33 of 33 rows');
  });

  it('is stored by IndexedDB itself as version 110 (Dexie multiplies by ten)', async () => {
    await storage.db.open();
    expect(storage.db.verno).toBe(11);
    expect(storage.db.backendDB().version).toBe(110);
  });
});

describe('save import', () => {
  it('replaces every table with the file, the Game record included (issue 34: a save is the whole game), reporting progress', async () => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const files = new DexieSaveFiles(storage.db, storage.logger);
    const exported = await files.exportSave();
    const before = await dump(storage);

    await storage.repos.Brand.update(1, { name: 'Changed' });
    await storage.repos.Wrestler.clear();
    await storage.repos.Venue.create({ name: 'New arena' });
    await storage.repos.Game.update(1, { dark: false });
    const progress = vi.fn();
    await files.importSave(exported, progress);

    expect(await dump(storage)).toEqual(before);
    expect(progress).toHaveBeenLastCalledWith({ done: 33, total: 33 });
  });

  it('brings back the living game on its Game record: rules, promotion, date, rivalries, awards (issue 34)', async () => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const living = {
      rules: 'living' as const, playerCompanyId: null, date: '2026-12-13',
      rivalries: [{ id: 1, sides: [[1], [2]], heat: 40, startedOn: '2026-11-01', origin: 'a betrayal', beats: [] }],
      awards: [{ year: 2026, items: [] }],
    };
    await storage.repos.Game.update(1, living as never);
    const saved = await storage.repos.Game.get(1);
    const exported = await new DexieSaveFiles(storage.db, storage.logger).exportSave();

    // Another game is running when the file comes in: classic, another date, no rivalries.
    await storage.repos.Game.update(1, { rules: 'classic', date: '2026-11-22', rivalries: [], awards: [] } as never);
    await new DexieSaveFiles(storage.db, storage.logger).importSave(exported);
    expect(await storage.repos.Game.get(1)).toEqual(saved);
  });

  it('refuses a Game row that is not the game record 1, before writing anything', async () => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const before = await dump(storage);
    const file = JSON.parse(await (await new DexieSaveFiles(storage.db, storage.logger).exportSave()).text());
    const game = file.data.data.find((t: { tableName: string }) => t.tableName === 'Game');
    game.rows[0].id = 2;
    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(new Blob([JSON.stringify(file)]))).rejects.toThrow(/Game: row 1 has id 2, and the game's record is id 1/);
    expect(await dump(storage)).toEqual(before);
  });

  it.each(['pretty', 'compact'] as const)('imports a %s backup as the same game (issue 32: both texts import)', async (text) => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const files = new DexieSaveFiles(storage.db, storage.logger);
    const exported = await files.exportSave(undefined, text);
    expect((await exported.text()).includes('\n')).toBe(text === 'pretty');
    const before = await dump(storage);

    await storage.repos.Brand.update(1, { name: 'Changed' });
    await storage.repos.Wrestler.clear();
    await files.importSave(exported);

    expect(await dump(storage)).toEqual(before);
  });

  it('round-trips a file larger than one read chunk with several export chunks and non-ASCII text', async () => {
    const storage = createDexieTestStorage();
    await storage.repos.Wrestler.bulkCreate(Array.from({ length: 2500 }, (_, index) => ({ name: `Ñandú ${index} 🐍` })));
    const files = new DexieSaveFiles(storage.db, storage.logger);
    const exported = await files.exportSave();
    expect(exported.size).toBeGreaterThan(1024 * 1024);
    const before = await dump(storage);
    await storage.repos.Wrestler.clear();
    await files.importSave(exported);
    expect(await dump(storage)).toEqual(before);
  });

  async function attempt(file: (name: string) => unknown) {
    const storage = createDexieTestStorage();
    await seed(storage);
    const before = await dump(storage);
    const result = new DexieSaveFiles(storage.db, storage.logger).importSave(jsonBlob(file(storage.db.name)));
    await expect(result).rejects.toThrow();
    expect(await dump(storage)).toEqual(before);
    expect(storage.logger.error).toHaveBeenCalledWith('Save import failed', expect.any(Error));
    return result.catch((error: Error) => error.message);
  }

  const header = (name: string, patch: object = {}, dataPatch: object = {}) => ({
    formatName: 'dexie',
    formatVersion: 1,
    data: { databaseName: name, databaseVersion: 11, tables: [{ name: 'Brand', schema: '++id', rowCount: 0 }], data: [], ...dataPatch },
    ...patch,
  });

  it.each([
    ['not JSON', () => 'hello', 'Given file is not a dexie export'],
    ['another format', (name: string) => header(name, { formatName: 'other' }), 'Given file is not a dexie export'],
    ['a newer format', (name: string) => header(name, { formatVersion: 2 }), 'Format version 2 not supported'],
    ['no data', (name: string) => header(name, { data: undefined }), 'No data in export file'],
    ['no name', (name: string) => header(name, {}, { databaseName: '' }), 'Missing databaseName in export file'],
    ['no version', (name: string) => header(name, {}, { databaseVersion: undefined }), 'Missing databaseVersion in export file'],
    ['no tables', (name: string) => header(name, {}, { tables: undefined }), 'Missing tables in export file'],
    ['another database', () => header('other-game'), 'Name differs...'],
    ['another version', (name: string) => header(name, {}, { databaseVersion: 10 }), 'Database version differs...'],
    ['an unknown table', (name: string) => header(name, {}, { tables: [{ name: 'Ghost', schema: '++id', rowCount: 0 }] }), 'Exported table Ghost is missing in installed database'],
    ['another primary key', (name: string) => header(name, {}, { tables: [{ name: 'Show', schema: 'id', rowCount: 0 }] }), 'Primary key differs for table Show'],
  ])('refuses %s with the catalogue message and changes nothing', async (_case, file, message) => {
    expect(await attempt(file)).toBe(message);
  });

  it('rolls the clearing back when writing the rows fails midway', async () => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const file = await new DexieSaveFiles(storage.db, storage.logger).exportSave();
    await storage.repos.Wrestler.create({ name: 'Signed after the backup' });
    const expected = await dump(storage);
    // The chunk write of Brand goes through; Wrestler's then fails inside the same transaction.
    const wrestlers = storage.db.table('Wrestler');
    vi.spyOn(wrestlers, 'bulkAdd').mockRejectedValueOnce(new Error('Disk full'));

    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(file)).rejects.toThrow('Disk full');
    expect(await dump(storage)).toEqual(expected);
    expect(expected.Wrestler).toHaveLength(31);
  });

  it('rolls everything back when an exception is thrown part-way through the import', async () => {
    const storage = createDexieTestStorage();
    await seed(storage);
    const file = await new DexieSaveFiles(storage.db, storage.logger).exportSave();
    await storage.repos.Brand.update(1, { name: 'Renamed after the backup' });
    const expected = await dump(storage);
    let calls = 0;
    const failOnSecondChunk = () => {
      calls += 1;
      if (calls === 3) throw new Error('Tab closed');
    };

    await expect(new DexieSaveFiles(storage.db, storage.logger).importSave(file, failOnSecondChunk)).rejects.toThrow('Tab closed');
    expect(calls).toBe(3);
    expect(await dump(storage)).toEqual(expected);
  });

  it('imports rows that carry an `incomplete` field (dexie-export-import would silently skip them)', async () => {
    const storage = createDexieTestStorage();
    const file = jsonBlob(
      header(storage.db.name, {}, {
        tables: [{ name: 'Brand', schema: '++id', rowCount: 2 }],
        data: [{ tableName: 'Brand', inbound: true, rows: [{ id: 1, name: 'A', incomplete: true }, { id: 2, name: 'B' }] }],
      }),
    );
    await new DexieSaveFiles(storage.db, storage.logger).importSave(file);
    expect((await storage.repos.Brand.all()).map((brand) => brand.name)).toEqual(['A', 'B']);
  });

  it.each([
    ['a row that is not an object', [5], 'Given file is not a dexie export'],
    ['a row without an id', [{ name: 'No key' }], `Primary key differs for table Brand: row 1 has no id, ${BOUND}`],
    ['a row with a text id', [{ id: 'first' }], `Primary key differs for table Brand: row 1 has id "first", ${BOUND}`],
    // Issue 34: never "[object Object]".
    ['a row whose id is an object', [{ id: { x: 1 } }], `Primary key differs for table Brand: row 1 has id (an object), ${BOUND}`],
    ['a row whose id is a list', [{ id: [1, 2] }], `Primary key differs for table Brand: row 1 has id (a list of 2), ${BOUND}`],
    ['two rows with one id', [{ id: 1, name: 'A' }, { id: 1, name: 'B' }], 'Primary key differs for table Brand: row 2 repeats id 1'],
    ['an id at the key generator ceiling', [{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 2 ** 53 - 1, name: 'C' }], `Primary key differs for table Brand: row 3 has id 9007199254740991, ${BOUND}`],
    ['an id one past the bound', [{ id: 2_147_483_648 }], `Primary key differs for table Brand: row 1 has id 2147483648, ${BOUND}`],
    ['a fractional id', [{ id: 1.5 }], `Primary key differs for table Brand: row 1 has id 1.5, ${BOUND}`],
    // Issue 34: an id at the bound imported, then nothing could be created after it.
    ['an id at the bound, with no room to play', [{ id: 2_147_483_647, name: 'A' }], 'Primary key differs for table Brand: row 1 has id 2147483647, past 2,137,483,647: a game needs room for new records after an import'],
    ['a blank brand name', [{ id: 4, name: '  ' }], 'Brand 4: name must not be blank (it is "  ").'],
    ['a number out of its limits', [{ id: 4, name: 'A', balance: 1e308 }], 'Brand 4: balance must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000 (it is 1e+308).'],
  ])('refuses %s before writing anything', async (_case, rows, message) => {
    expect(
      await attempt((name) =>
        header(name, {}, {
          tables: [{ name: 'Brand', schema: '++id', rowCount: rows.length }],
          data: [{ tableName: 'Brand', inbound: true, rows }],
        }),
      ),
    ).toBe(message);
  });
});
