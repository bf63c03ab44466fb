// @vitest-environment jsdom
import { createAppearance } from '../../domain/entities/appearance';
import { createWrestler } from '../../domain/entities/wrestler';
import type { DexieTestStorage } from '../dexie/test-support';
import { DexieSaveFiles } from './dexie-save-files';
import { exportPlainSave } from './save-export';
import { freshStorage, libraryExport, seedSmallGame } from './save-test-support';
import Dexie from 'dexie';
import { KAYFABE_SCHEMA, SCHEMA_VERSION } from '../dexie/kayfabe-database';
import { deriveFieldsOnWrite } from '../dexie/derived-fields-middleware';

// Issue 8: our backup writer must write dexie-export-import's own text, byte for byte, for the
// plain-JSON rows the game stores, and hand anything else back to the library.

const PREVIOUS_WRITER_SAMPLE = { size: 37091, digest: '0f65ed599568ba5bfbb953bb078059353e835cf67ed9ad8c0bc19d79abfc172a' };

const libraryText = async (storage: DexieTestStorage, rowsPerChunk: number, pretty = true) =>
  (await libraryExport(storage.db, { prettyJson: pretty, numRowsPerChunk: rowsPerChunk })).text();

async function ourText(storage: DexieTestStorage, rowsPerChunk: number, pretty = true) {
  const blob = await exportPlainSave(storage.db, { rowsPerChunk, pretty });
  expect(blob?.type).toBe('text/json');
  return blob!.text();
}

/** Every shape typeson sees in our data: nested lists, objects in lists, odd keys and text. */
async function seedAwkwardRows({ db }: DexieTestStorage) {
  await db.table('Tournament').add({ id: 53, name: 'Cup', rounds: [[1, 2], [], [[3]]], meta: { 'a.b': [1], 'c~d': { e: [[]] } } });
  await db.table('Rumble').add({ id: 51, eliminatedByIds: [[2], [3, 4]], entries: [{ id: 1, list: [5] }], note: null });
  await db.table('Venue').add({ id: 58, name: 'Line\u2028separator, "quotes", \\ and \n newline, Ñandú 🐍', images: [] });
  await db.table('Company').add({ id: 52, name: 'No arrays at all', balance: -0, ratio: 1e21, small: 5e-7 });
}

/**
 * Rows shaped like a decade's (issue 19): JSON kept inside strings, lists of objects holding lists,
 * the minus and times signs of the finance lines, keys with gaps, tables of one, exact and ragged
 * chunks, empty tables between full ones (the reads run ahead across tables).
 */
async function seedDecadeShapedRows({ db }: DexieTestStorage) {
  const replay = (i: number) => JSON.stringify({ production: { name: `Show "${i}"`, lookupKeys: [`show:1:${i}`] }, note: 'a\\b\n' });
  await db.table('Segment').bulkAdd(Array.from({ length: 23 }, (_, i) => ({
    id: 3 * i + 2,
    name: '',
    images: [],
    appearanceIds: [2 * i, 2 * i + 1],
    rating: i / 7,
    meta: { replay: replay(i), rating: { fired: [{ label: 'Hot crowd ×1.1', points: 0.25 }, { label: 'Botch', points: -0.5 }] }, ...(i % 4 ? {} : { rivalry: { sides: [[1, 2], [3]] } }) },
  })));
  await db.table('Production').bulkAdd(Array.from({ length: 9 }, (_, i) => ({
    id: i + 1,
    name: `AWE ${i}`,
    finance: { lines: [{ label: 'Venue', amount: -1400000.5, reason: `7,046 seats × $100 − ${i}` }] },
    played: [{ cast: [{ wrestlerId: i, winner: i % 2 === 0 }], championshipIds: [] }, { cast: [], championshipIds: [i] }],
    lookupKeys: [`open:${i}`],
    payout: -363173.34,
    war: i % 3 ? undefined : { absentShowIds: [] },
  })).map(({ war, ...row }) => (war ? { ...row, war } : row)));
  await db.table('Show').add({ id: 40, name: 'Only one', brandIds: [1], meta: { '★': 'star' } });
  await db.table('Appearance').bulkAdd(Array.from({ length: 8 }, (_, i) => ({ id: 100 + i * 10, wrestlerId: i, images: [], groupId: i % 2 })));
}

describe('exportPlainSave', () => {
  let storage: ReturnType<typeof freshStorage>;
  beforeEach(() => {
    storage = freshStorage();
  });
  afterEach(() => storage.dispose());

  it('writes the same text as dexie-export-import, for one chunk and for many, pretty or compact', async () => {
    await seedSmallGame(storage);
    await seedAwkwardRows(storage);
    for (const rowsPerChunk of [2000, 2, 1]) {
      expect(await ourText(storage, rowsPerChunk)).toBe(await libraryText(storage, rowsPerChunk));
      expect(await ourText(storage, rowsPerChunk, false)).toBe(await libraryText(storage, rowsPerChunk, false));
    }
    const text = await ourText(storage, 2000);
    for (const keypath of ['rounds.2.0', 'meta.a~1b', 'meta.c~0d.e.0', 'entries.0.list']) {
      expect(text).toContain(`"${keypath}": "arrayNonindexKeys"`);
    }
  });

  it.each([1, 4, 8, 23, 2000])('writes the same text as the library for rows shaped like a decade, %i rows a chunk', async (rowsPerChunk) => {
    await seedDecadeShapedRows(storage);
    expect(await ourText(storage, rowsPerChunk)).toBe(await libraryText(storage, rowsPerChunk));
    expect(await ourText(storage, rowsPerChunk, false)).toBe(await libraryText(storage, rowsPerChunk, false));
  });

  it('writes the same bytes as the writer before issue 19 (reads by key ranges, ahead, rows nested three deep)', async () => {
    // The writer before (reads after the last key, one chunk ahead, JSON re-indented after) gave this
    // file for the sample at 4 rows a chunk, the database named SAMPLE: its size and SHA-256.
    // Issue 36: the rows stored whole, as before (the game's own connection leaves their defaults out),
    // their lookup keys derived as the game derives them.
    const stored = new Dexie(storage.db.name);
    stored.version(SCHEMA_VERSION).stores(KAYFABE_SCHEMA);
    deriveFieldsOnWrite(stored);
    await seedDecadeShapedRows({ ...storage, db: stored as DexieTestStorage['db'] });
    stored.close();
    const text = (await ourText(storage, 4)).replace(JSON.stringify(storage.db.name), '"SAMPLE"');
    const bytes = new TextEncoder().encode(text);
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect({ size: bytes.length, digest }).toEqual(PREVIOUS_WRITER_SAMPLE);
  });

  it('writes the same bytes as the library for text of every UTF-8 length, a long chunk before short ones', async () => {
    // Issue 19: chunks are encoded through one reused buffer. A long chunk first, then shorter ones,
    // shows the buffer's old bytes never reach the file; the characters take 1 to 4 bytes of UTF-8.
    const texts = ['plain', 'Ñandú ×', 'minus − and 日本', 'snake 🐍', 'lone \ud800 high', 'lone \udc00 low', '\u2028'];
    await storage.db.table('Wrestler').bulkAdd([
      { id: 1, name: 'long '.repeat(5_000) + texts.join(' | '), brandIds: [] },
      ...texts.map((name, i) => ({ id: i + 2, name, brandIds: [i] })),
    ]);
    for (const pretty of [true, false]) {
      const ours = new Uint8Array(await (await exportPlainSave(storage.db, { rowsPerChunk: 1, pretty }))!.arrayBuffer());
      const library = new Uint8Array(await (await libraryExport(storage.db, { prettyJson: pretty, numRowsPerChunk: 1 })).arrayBuffer());
      expect(ours.length).toBe(library.length);
      expect(Buffer.compare(ours, library)).toBe(0);
    }
  });

  it('writes the same text with tables that fill their last chunk exactly, run over it, or are empty', async () => {
    await storage.db.table('Wrestler').bulkAdd(Array.from({ length: 40 }, (_, i) => ({ ...createWrestler({ name: `W${i}`, brandIds: [i] }), id: i + 1 })));
    await storage.db.table('Appearance').bulkAdd(Array.from({ length: 41 }, (_, i) => ({ ...createAppearance({ wrestlerId: i }), id: 2 * i + 1 })));
    const ours = await ourText(storage, 20);
    expect(ours).toBe(await libraryText(storage, 20));
    expect(await ourText(storage, 20, false)).toBe(await libraryText(storage, 20, false));
    expect(JSON.parse(ours).data.data.find((table: { tableName: string }) => table.tableName === 'Appearance').rows).toHaveLength(41);
  });

  it('reports progress from none to every row', async () => {
    await seedSmallGame(storage);
    const progress = vi.fn();
    await exportPlainSave(storage.db, { rowsPerChunk: 2, onProgress: progress });
    const total = (await Promise.all(storage.db.tables.map((table) => table.count()))).reduce((a, b) => a + b, 0);
    expect(progress).toHaveBeenNthCalledWith(1, { done: 0, total });
    expect(progress).toHaveBeenLastCalledWith({ done: total, total });
  });

  it.each([
    ['a Date', { when: new Date(0) }],
    ['undefined', { gone: undefined }],
    ['NaN', { rating: Number.NaN }],
    ['Infinity', { rating: Number.POSITIVE_INFINITY }],
    ['a list with a hole', { ids: [1, , 3] }], // eslint-disable-line no-sparse-arrays
    ['its own $types key', { $types: { ids: 'arrayNonindexKeys' } }],
    ['a Map', { lookup: new Map([[1, 2]]) }],
    ['a list under an empty key', { '': [1] }],
    ['an object under an empty key, deeper', { meta: { '': { ids: [] } } }],
  ])('leaves a row holding %s to the library', async (_case, fields) => {
    await storage.db.table('Brand').add({ id: 1, name: 'Plain', brandIds: [1] });
    await storage.db.table('Brand').add({ id: 2, name: 'Odd', ...fields });
    expect(await exportPlainSave(storage.db, { rowsPerChunk: 2000 })).toBeNull();
  });

  it('leaves a list stored twice in one row (typeson writes "#keypath") to the library', async () => {
    const ids = [1, 2];
    await storage.db.table('Rumble').add({ id: 1, entryIds: ids, enteredIds: ids });
    expect(await exportPlainSave(storage.db, { rowsPerChunk: 2000 })).toBeNull();
  });
});

describe('DexieSaveFiles backup', () => {
  // Issue 32: SPEC §7's backup is the library's pretty text; compact (its text without prettyJson) on request.
  it('writes pretty text by default, byte for byte the library\'s with prettyJson', async () => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    await seedAwkwardRows(storage);
    const text = await (await new DexieSaveFiles(storage.db, storage.logger).exportSave()).text();
    expect(text).toBe(await libraryText(storage, 2000, true));
    expect(text).toMatch(/^\{\n  "formatName": "dexie",\n  "formatVersion": 1,\n/);
    expect(text).toContain('\n      {\n        "');
    await storage.dispose();
  });

  it('writes compact text when asked, byte for byte the library\'s without prettyJson', async () => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    await seedAwkwardRows(storage);
    const text = await (await new DexieSaveFiles(storage.db, storage.logger).exportSave(undefined, 'compact')).text();
    expect(text).toBe(await libraryText(storage, 2000, false));
    expect(text).not.toContain('\n');
    await storage.dispose();
  });

  it.each([
    ['pretty', true],
    ['compact', false],
  ] as const)('falls back to dexie-export-import when a row is not plain JSON, with its exact %s output', async (text, pretty) => {
    const storage = freshStorage();
    await seedSmallGame(storage);
    await storage.db.table('Bet').add({ id: 1, placedAt: new Date(Date.UTC(2026, 0, 4)) });
    const blob = await new DexieSaveFiles(storage.db, storage.logger).exportSave(undefined, text);
    expect(await blob.text()).toBe(await libraryText(storage, 2000, pretty));
    expect(await blob.text()).toContain(pretty ? '"placedAt": "date"' : '"placedAt":"date"');
    expect(storage.logger.info).toHaveBeenCalledWith('Backup written by dexie-export-import: a row holds values other than plain JSON');
    await storage.dispose();
  });
});
