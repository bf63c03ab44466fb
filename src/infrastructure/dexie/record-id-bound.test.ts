import { MAX_RECORD_ID } from '../../domain/entities/record-ids';
import { createSegment } from '../../domain/entities/segment';
import { WriteBehindTable } from '../write-behind/write-behind-table';
import { createInMemoryStorage } from './in-memory-unit-of-work';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';

// Issue 14: no path writes an id IndexedDB's key generator could choke on, and none repeats one.

const CEILING = 2 ** 53 - 1;
const storages = [
  ['on Dexie', () => createDexieTestStorage(uniqueDatabaseName('id-bound')).repos],
  ['in memory', () => createInMemoryStorage().repos],
] as const;

describe.each(storages)('record ids given with the record (%s)', (_name, makeRepos) => {
  it.each([CEILING, MAX_RECORD_ID + 1, 0, -3, 2.5, Number.NaN])('refuses id %s on bulkPut and bulkAdd, writing nothing', async (id) => {
    const repos = makeRepos();
    const message = /A Segment record cannot have the id .*: ids must be whole numbers from 1 to 2,147,483,647\./;
    await expect(repos.Segment.bulkPut([{ ...createSegment(), id: 1 }, { ...createSegment(), id }])).rejects.toThrow(message);
    await expect(repos.Segment.bulkAdd([{ ...createSegment(), id }])).rejects.toThrow(message);
    expect(await repos.Segment.count()).toBe(0);
  });

  it('accepts the bound itself, then refuses to hand out an id past it', async () => {
    const repos = makeRepos();
    await repos.Segment.bulkAdd([{ ...createSegment(), id: MAX_RECORD_ID }]);
    await expect(repos.Segment.create({ name: 'one too many' })).rejects.toThrow(
      `No id is left for a new Segment record (the next would be ${MAX_RECORD_ID + 1}, past 2,147,483,647): nothing was written.`,
    );
    await expect(repos.Segment.bulkCreate([{ name: 'one too many' }])).rejects.toThrow('No id is left for a new Segment record');
    expect((await repos.Segment.all()).map((segment) => segment.id)).toEqual([MAX_RECORD_ID]);
  });
});

describe('the write-behind batch numbering new rows', () => {
  const table = (nextId: number) => new WriteBehindTable('Segment', createInMemoryStorage().repos.Segment, nextId);

  it('never hands out one id twice, even where `+ 1` stops changing (2^53)', async () => {
    for (const start of [2 ** 53, CEILING, MAX_RECORD_ID + 1]) {
      await expect(table(start).create({ name: 'x' })).rejects.toThrow(`No id is left for a new Segment record (the next would be ${start}`);
    }
  });

  it('numbers up to the bound and stops there', async () => {
    const batch = table(MAX_RECORD_ID - 1);
    const made = await batch.bulkCreate([{ name: 'a' }, { name: 'b' }]);
    expect(made.map((row) => row.id)).toEqual([MAX_RECORD_ID - 1, MAX_RECORD_ID]);
    await expect(batch.create({ name: 'c' })).rejects.toThrow('No id is left');
    expect((await batch.all()).map((row) => row.id)).toEqual([MAX_RECORD_ID - 1, MAX_RECORD_ID]);
  });

  it('refuses a given id out of range', async () => {
    await expect(table(1).bulkPut([{ ...createSegment(), id: CEILING }])).rejects.toThrow('cannot have the id 9007199254740991');
    await expect(table(1).bulkAdd([{ ...createSegment(), id: 0 }])).rejects.toThrow('cannot have the id 0');
  });
});
