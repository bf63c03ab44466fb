import type { BatchSource } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { TableName } from '../../domain/entities/tables';
import { createInMemoryStorage } from '../dexie/in-memory-unit-of-work';
import { createDexieTestStorage, uniqueDatabaseName } from '../dexie/test-support';
import { BatchConflictError } from './write-behind';

interface Storage {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  source: BatchSource;
}

/** Both adapters open their batches through openBatch (./write-behind). */
const openBatch = (storage: Storage, preload: readonly TableName[] = []) => storage.source.open(preload);

const storages: [string, () => Storage][] = [
  ['in memory', () => {
    const { repos, unitOfWork, batchSource } = createInMemoryStorage();
    return { repos, unitOfWork, source: batchSource };
  }],
  ['on Dexie', () => {
    const { repos, unitOfWork, batchSource } = createDexieTestStorage(uniqueDatabaseName('write-behind'));
    return { repos, unitOfWork, source: batchSource };
  }],
];

describe.each(storages)('a batch of writes kept in memory (%s)', (_name, makeStorage) => {
  async function setUp() {
    const storage = makeStorage();
    const wrestlers = await storage.repos.Wrestler.bulkCreate([{ name: 'Ace', points: 70 }, { name: 'Bolt', points: 50 }, { name: 'Cruz', points: 40 }]);
    const [brand] = await storage.repos.Brand.bulkCreate([{ name: 'Raw', balance: 100 }]);
    return { storage, wrestlers, brand };
  }

  it('keeps every write in memory until commit, then writes them with the ids it gave', async () => {
    const { storage, wrestlers, brand } = await setUp();
    const batch = await openBatch(storage, ['Wrestler']);

    const [segment] = await batch.repos.Segment.bulkCreate([{ type: 'SINGLES' }]);
    const appearance = await batch.repos.Appearance.create({ wrestlerId: wrestlers[0].id, groupId: 1 });
    await batch.repos.Segment.update(segment.id, { appearanceIds: [appearance.id] });
    await batch.repos.Brand.update(brand.id, { balance: 250 });
    await batch.repos.Wrestler.delete(wrestlers[2].id);

    expect(await storage.repos.Segment.count()).toBe(0);
    expect((await storage.repos.Brand.get(brand.id))!.balance).toBe(100);
    expect(await batch.repos.Wrestler.count()).toBe(2);
    expect((await batch.repos.Segment.get(segment.id))!.appearanceIds).toEqual([appearance.id]);

    await batch.commit();

    expect(await storage.repos.Segment.all()).toEqual([{ ...segment, appearanceIds: [appearance.id] }]);
    expect(await storage.repos.Appearance.all()).toEqual([appearance]);
    expect((await storage.repos.Brand.get(brand.id))!.balance).toBe(250);
    expect((await storage.repos.Wrestler.all()).map((w) => w.name)).toEqual(['Ace', 'Bolt']);
    // Storage's own numbering carries on after the batch's ids.
    expect((await storage.repos.Segment.create({})).id).toBe(segment.id + 1);
  });

  it('answers scans from memory: new, changed and deleted rows included, in id order', async () => {
    const { storage, wrestlers } = await setUp();
    const batch = await openBatch(storage);

    expect(await batch.repos.Wrestler.count()).toBe(3);
    const added = await batch.repos.Wrestler.create({ name: 'Dash', points: 50 });
    expect((await batch.repos.Wrestler.all()).map((w) => w.name)).toEqual(['Ace', 'Bolt', 'Cruz', 'Dash']);
    await batch.repos.Wrestler.update(wrestlers[0].id, { points: 50 });
    expect((await batch.repos.Wrestler.findBy('points', 50)).map((w) => w.name)).toEqual(['Ace', 'Bolt', 'Dash']);
    await batch.repos.Wrestler.delete(wrestlers[1].id);

    expect((await batch.repos.Wrestler.findBy('points', 50)).map((w) => w.name)).toEqual(['Ace', 'Dash']);
    expect((await batch.repos.Wrestler.all()).map((w) => w.id)).toEqual([wrestlers[0].id, wrestlers[2].id, added.id]);
    expect((await batch.repos.Wrestler.list({ offset: 1, limit: 1 })).map((w) => w.name)).toEqual(['Cruz']);
    expect(await batch.repos.Wrestler.getMany([wrestlers[1].id, added.id, 999])).toEqual([added]);
  });

  it('answers indexed queries of a table it has not read whole from storage and memory together', async () => {
    const { storage } = await setUp();
    const stored = await storage.repos.Production.bulkCreate([
      { showId: 1, date: '2026-03-02' }, { showId: 2, date: '2026-03-09' }, { showId: 1, date: '2026-03-09T20:00:00Z' }, { showId: 1, date: '2026-03-16' },
    ]);
    const batch = await openBatch(storage);

    await batch.repos.Production.update(stored[0].id, { showId: 3 });
    await batch.repos.Production.delete(stored[2].id);
    const made = await batch.repos.Production.create({ showId: 1, date: '2026-03-10' });

    expect((await batch.repos.Production.findBy('showId', 1)).map((p) => p.id)).toEqual([stored[3].id, made.id]);
    expect((await batch.repos.Production.findBetween('date', '2026-03-02', '2026-03-10')).map((p) => p.id)).toEqual([stored[0].id, stored[1].id, made.id]);
    expect(await batch.repos.Production.findBetween('date', '2026-03-11', '2026-03-15')).toEqual([]);
    expect(await storage.repos.Production.findBetween('date', '2026-03-09', '2026-03-09\uffff')).toEqual([stored[1], stored[2]]);
  });

  it('asks storage once for a range and answers queries inside it from memory; a rollback forgets what it read', async () => {
    const { storage, brand } = await setUp();
    const stored = await storage.repos.Production.bulkCreate([{ showId: 1, date: '2026-03-09' }, { showId: 2, date: '2026-03-12' }]);
    const batch = await openBatch(storage);
    const findBetween = vi.spyOn(storage.repos.Production, 'findBetween');

    await expect(
      batch.unitOfWork.run(async (tx) => {
        await tx.Brand.update(brand.id, { balance: 1 });
        await tx.Production.create({ showId: 3, date: '2026-03-10' }); // the table is copied here
        await tx.Production.findBetween('date', '2026-03-08', '2026-03-14'); // read after the copy: undone too
        throw new Error('failed after reading the week');
      }),
    ).rejects.toThrow('failed after reading the week');
    expect(await batch.repos.Production.findBetween('date', '2026-03-08', '2026-03-14')).toEqual(stored);
    expect(await batch.repos.Production.findBetween('date', '2026-03-12', '2026-03-12\uffff')).toEqual([stored[1]]);
    expect((await batch.repos.Brand.get(brand.id))!.balance).toBe(100);

    expect(findBetween.mock.calls.map((call) => call.slice(1))).toEqual([
      ['2026-03-08', '2026-03-14'],
      ['2026-03-08', '2026-03-14'],
    ]);
  });

  it('undoes a unit of work that rejects, and commits only what the others wrote', async () => {
    const { storage, brand } = await setUp();
    const batch = await openBatch(storage, ['Brand']);

    await batch.unitOfWork.run(async (tx) => tx.Brand.update(brand.id, { balance: 150 }));
    await expect(
      batch.unitOfWork.run(async (tx) => {
        await tx.Brand.update(brand.id, { balance: -1 });
        await tx.Segment.create({ type: 'PROMO' });
        throw new Error('step 7 failed');
      }),
    ).rejects.toThrow('step 7 failed');

    expect((await batch.repos.Brand.get(brand.id))!.balance).toBe(150);
    expect(await batch.repos.Segment.count()).toBe(0);
    await batch.commit();
    expect((await storage.repos.Brand.get(brand.id))!.balance).toBe(150);
    expect(await storage.repos.Segment.count()).toBe(0);
  });

  it('writes nothing when a row it changes was changed in storage meanwhile', async () => {
    const { storage, brand, wrestlers } = await setUp();
    const batch = await openBatch(storage, ['Brand']);
    await batch.repos.Segment.create({ type: 'PROMO' });
    await batch.repos.Wrestler.update(wrestlers[0].id, { points: 99 });
    await batch.repos.Brand.update(brand.id, { balance: 500 });

    await storage.repos.Brand.update(brand.id, { balance: 120 }); // another tab

    await expect(batch.commit()).rejects.toBeInstanceOf(BatchConflictError);
    expect((await storage.repos.Brand.get(brand.id))!.balance).toBe(120);
    expect((await storage.repos.Wrestler.get(wrestlers[0].id))!.points).toBe(70);
    expect(await storage.repos.Segment.count()).toBe(0);
  });

  it('writes nothing when another writer took one of its new ids meanwhile', async () => {
    const { storage, brand } = await setUp();
    const batch = await openBatch(storage);
    const mine = await batch.repos.Segment.create({ type: 'PROMO' });
    await batch.repos.Brand.update(brand.id, { balance: 500 });

    const theirs = await storage.repos.Segment.create({ type: 'SINGLES' }); // another tab

    expect(theirs.id).toBe(mine.id);
    await expect(batch.commit()).rejects.toThrow();
    expect(await storage.repos.Segment.all()).toEqual([theirs]);
    expect((await storage.repos.Brand.get(brand.id))!.balance).toBe(100);
  });

  it('reads each row from storage once, and never reads again a table it preloaded', async () => {
    const { storage, wrestlers } = await setUp();
    const batch = await openBatch(storage, ['Brand']);
    const getMany = vi.spyOn(storage.repos.Wrestler, 'getMany');
    const all = vi.spyOn(storage.repos.Brand, 'all');

    await batch.repos.Wrestler.get(wrestlers[0].id);
    await batch.repos.Wrestler.getMany([wrestlers[0].id, wrestlers[1].id]);
    await batch.repos.Wrestler.get(wrestlers[1].id);
    await batch.repos.Brand.findBy('name', 'Raw');

    expect(getMany.mock.calls).toEqual([[[wrestlers[0].id]], [[wrestlers[1].id]]]);
    expect(all).not.toHaveBeenCalled();
  });

  it('hands out frozen rows, so a caller cannot change what it later writes', async () => {
    const { storage, wrestlers } = await setUp();
    const batch = await openBatch(storage);
    const given = { name: 'Dash', brandIds: [1] };

    const ace = (await batch.repos.Wrestler.get(wrestlers[0].id))!;
    const dash = await batch.repos.Wrestler.create(given);
    given.brandIds.push(2);

    expect(() => ((ace as { points: number }).points = 1)).toThrow(TypeError);
    expect(() => (dash.brandIds as number[]).push(3)).toThrow(TypeError);
    expect((await batch.repos.Wrestler.get(dash.id))!.brandIds).toEqual([1]);
  });

  it('adds rows under their own ids, refusing an id that is taken', async () => {
    const { storage, wrestlers } = await setUp();
    const batch = await openBatch(storage);
    const row = { ...wrestlers[0], id: 50, name: 'Copy' };

    await batch.repos.Wrestler.bulkAdd([row]);
    await expect(batch.repos.Wrestler.bulkAdd([{ ...row, id: wrestlers[1].id }])).rejects.toThrow(/already exists/);
    await batch.commit();

    expect((await storage.repos.Wrestler.get(50))!.name).toBe('Copy');
    await expect(storage.repos.Wrestler.bulkAdd([{ ...row, name: 'Again' }])).rejects.toThrow();
    expect((await storage.repos.Wrestler.get(50))!.name).toBe('Copy');
  });
});

describe('a batch commit on Dexie that finds a row changed meanwhile', () => {
  it('undoes the writes it had already asked for, and logs the conflict once', async () => {
    const storage = createDexieTestStorage(uniqueDatabaseName('write-behind-abort'));
    const [wrestler] = await storage.repos.Wrestler.bulkCreate([{ name: 'Ace', points: 70 }]);
    const [brand] = await storage.repos.Brand.bulkCreate([{ name: 'Raw', balance: 100 }]);
    const batch = await storage.batchSource.open(['Brand']);
    await batch.repos.Segment.create({ type: 'PROMO' });
    await batch.repos.Wrestler.update(wrestler.id, { points: 99 });
    await batch.repos.Brand.update(brand.id, { balance: 500 });
    await storage.repos.Brand.update(brand.id, { balance: 120 }); // another tab

    await expect(batch.commit()).rejects.toBeInstanceOf(BatchConflictError);
    expect(await storage.repos.Segment.count()).toBe(0);
    expect((await storage.repos.Wrestler.get(wrestler.id))!.points).toBe(70);
    // The writes asked behind the checks' reads were aborted with the transaction: not failures of their own.
    await vi.waitFor(() => expect(storage.logger.debug.mock.calls.filter(([message]) => String(message).endsWith('undone with its transaction'))).toHaveLength(3));
    expect(storage.logger.error.mock.calls.map(([message, cause]) => [message, (cause as Error).name])).toEqual([['Unit of work rolled back', 'BatchConflictError']]);
  });
});
