import { TABLE_NAMES } from '../../domain/entities/tables';
import { vi } from 'vitest';
import type { GameChange } from '../../application/ports/change-feed.port';
import type { DexieBatchSource } from './dexie-batch-source';
import { watchDatabase, type WatchFeed } from './database-watch';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';
import { CARRIED_MEMORY_ROWS } from '../write-behind/write-behind';

describe('the Dexie batch source', () => {
  it('reads the tables asked for and the next ids, and writes nothing', async () => {
    const { repos, batchSource } = createDexieTestStorage(uniqueDatabaseName('batch-source'));
    const wrestlers = await repos.Wrestler.bulkCreate([{ name: 'Ace' }, { name: 'Bolt' }]);
    await repos.Segment.bulkCreate([{}, {}, {}]);
    await repos.Segment.delete(3); // the generator does not go back: the next segment is still 4

    const start = await batchSource.start(['Wrestler']);

    expect(start.rows).toEqual({ Wrestler: wrestlers });
    expect(start.nextIds.Segment).toBe(4);
    expect(start.nextIds.Wrestler).toBe(3);
    expect(Object.keys(start.nextIds).sort()).toEqual([...TABLE_NAMES].sort());
    for (const table of TABLE_NAMES) expect(await repos[table].count()).toBe({ Wrestler: 2, Segment: 2 }[table as string] ?? 0);
    // The next rows get those ids (or later ones: a browser may not roll its generator back).
    expect((await repos.Segment.create({})).id).toBeGreaterThanOrEqual(4);
    expect((await repos.Wrestler.create({ name: 'Kip' })).id).toBeGreaterThanOrEqual(3);
  });
});

/** Test storage whose database is watched (as the app's is), with a feed whose "other tab" the test plays. */
function watchedStorage(name: string) {
  const storage = createDexieTestStorage(uniqueDatabaseName(name));
  const listeners = new Set<(change: GameChange) => void>();
  const feed: WatchFeed = {
    publish: () => undefined,
    announce: (change) => listeners.forEach((listener) => listener(change)),
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  watchDatabase(storage.db, feed);
  const reads = vi.spyOn(storage.db, 'tableOf');
  return { ...storage, otherTabWrote: () => feed.announce({ kind: 'changed', tables: ['Wrestler'] }), reads };
}

/** One batch: renames wrestler 1, adds a wrestler and a segment, commits. */
async function renameAndAdd(batchSource: DexieBatchSource, name: string) {
  const batch = await batchSource.open(['Wrestler']);
  await batch.unitOfWork.run(async (tx) => {
    await tx.Wrestler.update(1, { name });
    await tx.Wrestler.create({ name: `${name} II` });
    await tx.Segment.create({});
  });
  await batch.commit();
}

describe('a batch opened right after another one committed (issue 18: a week with rivals opens two)', () => {
  it('starts from what that commit left, without reading storage, when nothing else wrote since', async () => {
    const { repos, batchSource, reads } = watchedStorage('batch-carried');
    await repos.Wrestler.bulkCreate([{ name: 'Ace' }, { name: 'Bolt' }]);
    await renameAndAdd(batchSource, 'Crane');
    reads.mockClear();

    const start = await batchSource.start(['Wrestler']);

    expect(reads).not.toHaveBeenCalled();
    expect(start.rows.Wrestler).toEqual(await repos.Wrestler.all());
    expect(start.nextIds.Wrestler).toBe(4);
    expect(start.nextIds.Segment).toBe(2);
    expect(start.nextIds.Reign).toBe(1);
  });

  it('leaves storage exactly as batches that each read afresh leave it', async () => {
    const carried = watchedStorage('batch-carried-chain');
    const fresh = createDexieTestStorage(uniqueDatabaseName('batch-fresh-chain'));
    for (const { repos, batchSource } of [carried, fresh]) {
      await repos.Wrestler.bulkCreate([{ name: 'Ace' }, { name: 'Bolt' }]);
      for (const name of ['Crane', 'Dane', 'Eve']) await renameAndAdd(batchSource, name);
    }
    expect(carried.reads.mock.calls.filter(([table]) => table === 'Wrestler')).toHaveLength(1);
    for (const table of TABLE_NAMES) expect(await carried.repos[table].all()).toEqual(await fresh.repos[table].all());
  });

  it('reads afresh after a write of this tab outside the batch', async () => {
    const { repos, batchSource, reads } = watchedStorage('batch-after-write');
    await repos.Wrestler.bulkCreate([{ name: 'Ace' }]);
    await renameAndAdd(batchSource, 'Crane');
    await repos.Wrestler.update(2, { name: 'Changed here' });
    reads.mockClear();

    const start = await batchSource.start(['Wrestler']);

    expect(reads).toHaveBeenCalledWith('Wrestler');
    expect(start.rows.Wrestler!.map((w) => w.name)).toEqual(['Crane', 'Changed here']);
  });

  it('reads afresh once another tab says it wrote', async () => {
    const { repos, batchSource, reads, otherTabWrote } = watchedStorage('batch-other-tab');
    await repos.Wrestler.bulkCreate([{ name: 'Ace' }]);
    await renameAndAdd(batchSource, 'Crane');
    otherTabWrote();
    reads.mockClear();

    await batchSource.start(['Wrestler']);

    expect(reads).toHaveBeenCalledWith('Wrestler');
  });

  it('reads afresh after a commit that was refused, and after a batch that needs another table whole', async () => {
    const { repos, batchSource, reads } = watchedStorage('batch-refused');
    await repos.Wrestler.bulkCreate([{ name: 'Ace' }]);
    const batch = await batchSource.open(['Wrestler']);
    await batch.unitOfWork.run((tx) => tx.Wrestler.update(1, { name: 'Crane' }));
    await repos.Wrestler.update(1, { name: 'Changed elsewhere' });
    await expect(batch.commit()).rejects.toThrow(/changed while this was being simulated/);
    reads.mockClear();
    await batchSource.start(['Wrestler']);
    expect(reads).toHaveBeenCalledWith('Wrestler');

    await renameAndAdd(batchSource, 'Dane');
    reads.mockClear();
    await batchSource.start(['Wrestler', 'Show']);
    expect(reads).toHaveBeenCalledWith('Show');
  });
});

describe('a batch carried on from the last commit also starts from what that batch read (issue 18, the rivals\' week)', () => {
  /** Productions on the 1st to the 20th, one a day. */
  async function season(name: string) {
    const storage = watchedStorage(name);
    await storage.repos.Production.bulkCreate(Array.from({ length: 20 }, (_, i) => ({ name: `Day ${i + 1}`, date: `2026-01-${String(i + 1).padStart(2, '0')}` })));
    const findBetween = vi.spyOn(storage.repos.Production, 'findBetween');
    const getMany = vi.spyOn(storage.repos.Segment, 'getMany');
    return { ...storage, findBetween, getMany };
  }

  it('answers ranges it read, and the segments it loaded, from memory; ranges that overlap read as one', async () => {
    const { repos, batchSource, findBetween, getMany } = await season('batch-memory');
    const [segment] = await repos.Segment.bulkCreate([{ type: 'PROMO' }]);
    const first = await batchSource.open(['Wrestler']);
    await first.repos.Production.findBetween('date', '2026-01-03', '2026-01-09');
    await first.repos.Production.findBetween('date', '2026-01-08', '2026-01-12');
    await first.repos.Segment.getMany([segment.id]);
    await first.unitOfWork.run((tx) => tx.Production.update(5, { name: 'Changed' }));
    await first.commit();
    findBetween.mockClear();
    getMany.mockClear();

    const next = await batchSource.open(['Wrestler']);
    const days = await next.repos.Production.findBetween('date', '2026-01-04', '2026-01-11');

    expect(findBetween).not.toHaveBeenCalled();
    expect(days.map((p) => p.id)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(days[1].name).toBe('Changed');
    expect(await next.repos.Segment.getMany([segment.id])).toEqual([segment]);
    expect(getMany).not.toHaveBeenCalled();
    // Past what was read, storage is asked.
    expect((await next.repos.Production.findBetween('date', '2026-01-10', '2026-01-14')).map((p) => p.id)).toEqual([10, 11, 12, 13, 14]);
    expect(findBetween).toHaveBeenCalledTimes(1);
  });

  it('reads afresh once another tab says it wrote', async () => {
    const { batchSource, findBetween, otherTabWrote } = await season('batch-memory-other-tab');
    const first = await batchSource.open(['Wrestler']);
    await first.repos.Production.findBetween('date', '2026-01-03', '2026-01-09');
    await first.unitOfWork.run((tx) => tx.Production.update(5, { name: 'Changed' }));
    await first.commit();
    otherTabWrote();
    findBetween.mockClear();

    const next = await batchSource.open(['Wrestler']);
    await next.repos.Production.findBetween('date', '2026-01-04', '2026-01-08');

    expect(findBetween).toHaveBeenCalledTimes(1);
  });

  it(`hands on no more than ${CARRIED_MEMORY_ROWS} rows: past them, the next batch reads afresh`, async () => {
    const { repos, batchSource, getMany } = await season('batch-memory-bound');
    const segments = await repos.Segment.bulkCreate(Array.from({ length: CARRIED_MEMORY_ROWS + 1 }, () => ({ type: 'PROMO' })));
    const first = await batchSource.open(['Wrestler']);
    await first.repos.Segment.getMany(segments.map((s) => s.id));
    await first.unitOfWork.run((tx) => tx.Production.update(1, { name: 'Changed' }));
    await first.commit();
    getMany.mockClear();

    const next = await batchSource.open(['Wrestler']);
    await next.repos.Segment.getMany([segments[0].id]);

    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('leaves storage exactly as batches that each read afresh leave it', async () => {
    const carried = await season('batch-memory-chain');
    const fresh = createDexieTestStorage(uniqueDatabaseName('batch-memory-fresh'));
    await fresh.repos.Production.bulkCreate(Array.from({ length: 20 }, (_, i) => ({ name: `Day ${i + 1}`, date: `2026-01-${String(i + 1).padStart(2, '0')}` })));
    for (const { batchSource } of [carried, fresh]) {
      for (const week of [0, 1, 2]) {
        const batch = await batchSource.open(['Wrestler']);
        const days = await batch.repos.Production.findBetween('date', `2026-01-0${week * 3 + 1}`, `2026-01-${String(week * 3 + 9).padStart(2, '0')}`);
        await batch.unitOfWork.run(async (tx) => {
          for (const day of days) await tx.Production.update(day.id, { name: `${day.name}+` });
          const added = await tx.Production.create({ name: `New ${week}`, date: `2026-01-0${week * 3 + 2}` });
          const [segment] = await tx.Segment.bulkCreate([{ type: 'PROMO' }]);
          await tx.Production.update(added.id, { segmentIds: [segment.id] });
        });
        await batch.commit();
      }
    }
    // Each week reaches past the days read before, so storage is asked (and memory keeps what it changed).
    expect(carried.findBetween).toHaveBeenCalledTimes(3);
    for (const table of TABLE_NAMES) expect(await carried.repos[table].all()).toEqual(await fresh.repos[table].all());
  });
});
