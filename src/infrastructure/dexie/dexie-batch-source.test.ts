import { TABLE_NAMES } from '../../domain/entities/tables';
import { vi } from 'vitest';
import type { GameChange } from '../../application/ports/change-feed.port';
import type { DexieBatchSource } from './dexie-batch-source';
import { watchDatabase, type WatchFeed } from './database-watch';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';

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
    expect((await repos.Wrestler.create({})).id).toBeGreaterThanOrEqual(3);
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
