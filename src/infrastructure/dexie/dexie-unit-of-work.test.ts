import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createInMemoryStorage } from './in-memory-unit-of-work';
import { createDexieTestStorage } from './test-support';

const implementations: [string, () => { repos: Repositories; unitOfWork: UnitOfWork }][] = [
  ['DexieUnitOfWork', () => createDexieTestStorage()],
  ['InMemoryUnitOfWork', () => createInMemoryStorage()],
];

/** Every table's rows, to compare the whole database before and after. */
async function dump(repos: Repositories) {
  const tables = await Promise.all(Object.values(repos).map(async (repo) => [repo.table, await repo.all()]));
  return Object.fromEntries(tables);
}

describe.each(implementations)('%s', (_name, makeStorage) => {
  it('commits every write when the work succeeds', async () => {
    const { repos, unitOfWork } = makeStorage();
    const result = await unitOfWork.run(async (tx) => {
      const brand = await tx.Brand.create({ name: 'Raw' });
      await tx.Show.create({ name: 'Monday', brandIds: [brand.id] });
      return brand.id;
    });
    expect(await repos.Brand.get(result)).toMatchObject({ name: 'Raw' });
    expect(await repos.Show.count()).toBe(1);
  });

  it('leaves every table unchanged when the work throws after several writes', async () => {
    const { repos, unitOfWork } = makeStorage();
    const brand = await repos.Brand.create({ name: 'Raw', balance: 100 });
    await repos.Wrestler.bulkCreate([{ name: 'A' }, { name: 'B' }]);
    const before = await dump(repos);

    const failing = unitOfWork.run(async (tx) => {
      await tx.Brand.update(brand.id, { balance: 999 });
      await tx.Wrestler.clear();
      await tx.Production.create({ name: 'p', complete: true });
      await tx.Reign.bulkCreate([{ championshipId: 1 }]);
      await tx.Game.bulkPut([{ ...(await tx.Game.get(1)), id: 1 } as never]);
      throw new Error('boom');
    });

    await expect(failing).rejects.toThrow('boom');
    expect(await dump(repos)).toEqual(before);
  });

  it('also rolls back when a catalogue error rejects midway', async () => {
    const { repos, unitOfWork } = makeStorage();
    await expect(
      unitOfWork.run(async (tx) => {
        await tx.Venue.create({ name: 'Arena' });
        await tx.Venue.update(77, { name: 'missing' });
      }),
    ).rejects.toThrow('Record with id 77 not found in table Venue');
    expect(await repos.Venue.count()).toBe(0);
  });
});
