import { UnknownSeedGroupError } from '../../../src/application/new-game';
import { newGameStorage, startedGame } from './support';

describe('when a seed group is imported into a started game', () => {
  it.each(['wrestlers', 'championships', 'shows', 'venues', 'brands'])(
    'adds nothing to %s when everything is already there',
    async (group) => {
      const { repos, service } = await startedGame('import-none');
      const before = await Promise.all([repos.Wrestler.count(), repos.Reign.count(), repos.Show.count(), repos.Brand.count()]);

      const summary = await service.importSeedGroup(group);

      expect(summary.added).toBe(0);
      expect(summary.existing).toBeGreaterThan(0);
      expect(await Promise.all([repos.Wrestler.count(), repos.Reign.count(), repos.Show.count(), repos.Brand.count()])).toEqual(before);
    },
  );

  it('restores a deleted wrestler under a new id, with brands and goals pointing at what exists', async () => {
    const { repos, service } = await startedGame('import-wrestler');
    const [original] = (await repos.Wrestler.all()).filter((w) => w.goalIds.length > 0);
    await repos.Wrestler.delete(original.id);

    const summary = await service.importSeedGroup('wrestlers');

    expect(summary.tables).toEqual([{ table: 'Wrestler', added: 1, existing: 232, addedNames: [original.name] }]);
    const [restored] = await repos.Wrestler.findBy('name', original.name);
    expect(restored.id).not.toBe(original.id);
    expect({ ...restored, id: original.id }).toEqual(original);
  });

  it('drops references to records the game no longer has', async () => {
    const { repos, service } = await startedGame('import-drop');
    const [wrestler] = await repos.Wrestler.findBy('name', 'Thaddeus Crane');
    await repos.Wrestler.delete(wrestler.id);
    for (const id of wrestler.brandIds) await repos.Brand.delete(id);

    await service.importSeedGroup('wrestlers');

    const [restored] = await repos.Wrestler.findBy('name', 'Thaddeus Crane');
    expect(restored.brandIds).toEqual([]);
  });

  it('brings a deleted title back with its whole reign history, pointing at the new title', async () => {
    const { repos, service } = await startedGame('import-title');
    const title = (await repos.Championship.all())[0];
    const history = await repos.Reign.findBy('championshipId', title.id);
    await repos.Championship.delete(title.id);
    for (const reign of history) await repos.Reign.delete(reign.id);

    const summary = await service.importSeedGroup('championships');

    expect(summary.tables.map(({ table, added }) => [table, added])).toEqual([['Championship', 1], ['Reign', history.length]]);
    const [back] = await repos.Championship.findBy('name', title.name);
    expect(back.wrestlerIds).toEqual(title.wrestlerIds);
    const newHistory = await repos.Reign.findBy('championshipId', back.id);
    expect(newHistory.map((r) => [r.startDate, r.endDate, r.wrestlerIds])).toEqual(
      history.map((r) => [r.startDate, r.endDate, r.wrestlerIds]),
    );
  });

  it('points a re-added brand at the same-named company the game already has', async () => {
    const { repos, service } = await startedGame('import-brand');
    const [brand] = await repos.Brand.findBy('name', 'Northgate Pro');
    await repos.Brand.delete(brand.id);

    await service.importSeedGroup('brands');

    const [back] = await repos.Brand.findBy('name', 'Northgate Pro');
    expect(back.id).not.toBe(brand.id);
    expect(back).toMatchObject({ companyId: brand.companyId, directorId: brand.directorId, balance: brand.balance });
    expect(await repos.Company.count()).toBe(4);
  });

  it('fills an empty game with the group and its internal references', async () => {
    const { repos, service } = newGameStorage('import-empty');

    const summary = await service.importSeedGroup('brands');

    expect(summary).toMatchObject({ added: 11, existing: 0 });
    const companies = new Set((await repos.Company.all()).map((c) => c.id));
    for (const brand of await repos.Brand.all()) {
      expect(companies.has(brand.companyId!)).toBe(true);
      expect(brand.directorId).toBeNull(); // the directors are wrestlers, which this game lacks
    }
  });

  it('rejects a group the seed does not have, writing nothing', async () => {
    const { repos, service } = newGameStorage('import-unknown');
    await expect(service.importSeedGroup('toString')).rejects.toBeInstanceOf(UnknownSeedGroupError);
    await expect(service.importSeedGroup('fans')).rejects.toThrow('There is no group called "fans" to import.');
    expect(await repos.Company.count()).toBe(0);
  });
});
