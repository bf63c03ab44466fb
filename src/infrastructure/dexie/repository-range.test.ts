import type { Repositories } from '../../application/ports/unit-of-work.port';
import { LOOKUP, lookupBounds } from '../../domain/entities/production-lookup';
import { createInMemoryStorage } from './in-memory-unit-of-work';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';

// Issue 19: Repository.range / countRange behave alike on Dexie (through an index, and without
// one), on the in-memory twin and inside a write-behind batch; the lookup keys are derived on write.

const storages: [string, () => Promise<Repositories>][] = [
  ['on Dexie', async () => createDexieTestStorage(uniqueDatabaseName('range')).repos],
  ['in memory', async () => createInMemoryStorage().repos],
  ['in a write-behind batch', async () => (await createDexieTestStorage(uniqueDatabaseName('range-batch')).batchSource.open([])).repos],
];

describe.each(storages)('reading a range of productions (%s)', (_name, open) => {
  async function world() {
    const repos = await open();
    const rows = await repos.Production.bulkCreate([
      { date: '2030-01-07', complete: true, showId: 1, brandIds: [1] },
      { date: '2030-01-14', complete: true, showId: 2, brandIds: [1, 2] },
      { date: '2030-01-14', complete: true, showId: 1, brandIds: [1] },
      { date: '2030-01-21', complete: false, showId: 1, brandIds: [1] },
      { date: '2030-01-28', complete: true, showId: 2, brandIds: [2],
        played: [{ segmentId: 1, type: 'SINGLES', rating: 3, duration: 600, complete: true, championshipIds: [], rivalry: null,
          cast: [{ wrestlerId: 7, groupId: 1, manager: false, result: 'WIN' }, { wrestlerId: 70, groupId: 2, manager: false, result: 'LOSS' }] }] },
    ]);
    return { repos, ids: rows.map((r) => r.id) };
  }

  it('derives the lookup keys of every production written', async () => {
    const { repos, ids } = await world();
    const [last] = await repos.Production.getMany([ids[4]]);
    expect([...last.lookupKeys].sort()).toEqual(['brand:2:2030-01-28', 'done:2030-01-28', 'figures:2030-01-28:["",2,[2],0,[[1,"SINGLES",3,1]]]',
      'show:2:2030-01-28', 'wrestler:70:2030-01-28', 'wrestler:7:2030-01-28']);
    const updated = await repos.Production.update(ids[3], { complete: true });
    expect(updated.lookupKeys).toContain('done:2030-01-21');
    expect((await repos.Production.get(ids[3]))?.lookupKeys).not.toContain('open:2030-01-21');
  });

  it('gives the completed ones newest first, a page at a time, ties by the newer record', async () => {
    const { repos, ids } = await world();
    const [lower, upper] = lookupBounds(LOOKUP.done);
    const page = (offset: number) => repos.Production.range('lookupKeys', lower, upper, { reverse: true, offset, limit: 2 });
    expect((await page(0)).map((p) => p.id)).toEqual([ids[4], ids[2]]);
    expect((await page(2)).map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect(await page(4)).toEqual([]);
    expect(await repos.Production.countRange('lookupKeys', lower, upper)).toBe(4);
  });

  it('reads one show, one brand or one wrestler between two dates, oldest first', async () => {
    const { repos, ids } = await world();
    const range = (prefix: string, from?: string, to?: string) =>
      repos.Production.range('lookupKeys', ...lookupBounds(prefix, from, to)).then((rows) => rows.map((p) => p.id));
    expect(await range(LOOKUP.show(1))).toEqual([ids[0], ids[2], ids[3]]);
    expect(await range(LOOKUP.brand(1), '2030-01-14', '2030-01-14')).toEqual([ids[1], ids[2]]);
    expect(await range(LOOKUP.wrestler(7))).toEqual([ids[4]]);
    // wrestler:7: is not a prefix of wrestler:70:
    expect(await repos.Production.countRange('lookupKeys', ...lookupBounds(LOOKUP.wrestler(7)))).toBe(1);
  });

  it('reads the keys of a range without its rows, in index order, each with its id', async () => {
    const { repos, ids } = await world();
    expect(await repos.Production.rangeKeys('lookupKeys', ...lookupBounds(LOOKUP.show(1)))).toEqual([
      { key: 'show:1:2030-01-07', id: ids[0] }, { key: 'show:1:2030-01-14', id: ids[2] }, { key: 'show:1:2030-01-21', id: ids[3] },
    ]);
    expect(await repos.Production.rangeKeys('lookupKeys', ...lookupBounds(LOOKUP.figures))).toEqual([
      { key: 'figures:2030-01-28:["",2,[2],0,[[1,"SINGLES",3,1]]]', id: ids[4] },
    ]);
    expect(await repos.Production.rangeKeys('date', '2030-01-14', '2030-01-14')).toEqual([{ key: '2030-01-14', id: ids[1] }, { key: '2030-01-14', id: ids[2] }]);
    await repos.Wrestler.bulkCreate([{ name: 'A', points: 5 }, { name: 'B', points: 50 }]);
    expect((await repos.Wrestler.rangeKeys('points', 0, 100)).map((entry) => entry.key)).toEqual([5, 50]);
  });

  it('reads the ids of a range in the order of its keys, alike with the keys read', async () => {
    const { repos, ids } = await world();
    expect(await repos.Production.rangeIds('lookupKeys', ...lookupBounds(LOOKUP.show(1)))).toEqual([ids[0], ids[2], ids[3]]);
    for (const bounds of [lookupBounds(LOOKUP.done), lookupBounds(LOOKUP.figures), lookupBounds('')] as const) {
      expect(await repos.Production.rangeIds('lookupKeys', ...bounds)).toEqual((await repos.Production.rangeKeys('lookupKeys', ...bounds)).map((e) => e.id));
    }
    expect(await repos.Production.rangeIds('date', '2030-01-14', '2030-01-14')).toEqual([ids[1], ids[2]]);
    await repos.Wrestler.bulkCreate([{ name: 'A', points: 50 }, { name: 'B', points: 5 }]);
    expect((await repos.Wrestler.rangeIds('points', 0, 100)).length).toBe(2);
  });

  it('reads a range of a plain field, with or without an index', async () => {
    const { repos, ids } = await world();
    expect((await repos.Production.range('date', '2030-01-14', '2030-01-21', { reverse: true })).map((p) => p.id)).toEqual([ids[3], ids[2], ids[1]]);
    await repos.Wrestler.bulkCreate([{ name: 'A', points: 5 }, { name: 'B', points: 50 }, { name: 'C', points: 30 }]);
    expect((await repos.Wrestler.range('points', 10, 100)).map((w) => w.name)).toEqual(['C', 'B']);
    expect(await repos.Wrestler.countRange('points', 0, 40)).toBe(2);
  });

  it('reads a range of ids (the primary key): the newest rows first, as many as asked for', async () => {
    const { repos, ids } = await world();
    expect((await repos.Production.range('id', 0, Number.MAX_SAFE_INTEGER, { reverse: true, limit: 2 })).map((p) => p.id)).toEqual([ids[4], ids[3]]);
    expect((await repos.Production.range('id', ids[1], ids[2])).map((p) => p.id)).toEqual([ids[1], ids[2]]);
    expect(await repos.Production.countRange('id', ids[1], Number.MAX_SAFE_INTEGER)).toBe(4);
    expect(await repos.Production.rangeIds('id', 0, ids[1])).toEqual([ids[0], ids[1]]);
  });
});
