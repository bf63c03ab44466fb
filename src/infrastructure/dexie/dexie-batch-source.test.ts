import { TABLE_NAMES } from '../../domain/entities/tables';
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
