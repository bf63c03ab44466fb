import { createDraftServices } from '../../../src/application/draft';
import { dexieMachineDeps, putGame, type MachineTestDeps } from '../machine-deps';

async function setUp(deps: MachineTestDeps) {
  await putGame(deps, { date: '2026-01-01' });
  const brand = await deps.repos.Brand.create({ name: 'Red', balance: 1_000_000 });
  const [ace, blaze] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Ace', cost: 200, status: 'UNSIGNED', brandIds: [], remainingAppearances: 0 },
    { name: 'Blaze', cost: 150, status: 'UNSIGNED', brandIds: [] },
  ]);
  return { brand, ace, blaze, drafts: createDraftServices(deps) };
}

describe('when a wrestler is drafted', () => {
  it('signs the wrestler to the brand and charges the brand 52 x cost', async () => {
    const deps = dexieMachineDeps('draft-sign');
    const { brand, ace, drafts } = await setUp(deps);
    const run = await drafts.draft([{ wrestlerId: ace.id, brandId: brand.id, pick: 1 }]);

    expect(run.signed).toHaveLength(1);
    expect(await deps.repos.Draft.get(run.created[0].id)).toMatchObject({
      complete: true,
      startDate: '2026-01-01',
      endDate: '2027-02-05',
      costPerAppearance: 200,
      amountOfAppearances: 52,
      brandId: brand.id,
      wrestlerId: ace.id,
    });
    expect(await deps.repos.Wrestler.get(ace.id)).toMatchObject({
      status: 'SIGNED',
      brandIds: [brand.id],
      remainingAppearances: 52,
      contractType: 'FULL',
      contractExpires: '2027-02-05',
    });
    expect((await deps.repos.Brand.get(brand.id))?.balance).toBe(1_000_000 - 52 * 200);
  });

  it('writes the price as a line of the paying brand\'s ledger under living rules, and none under classic (issue 33)', async () => {
    const living = dexieMachineDeps('draft-ledger-living');
    const { brand, ace, drafts } = await setUp(living);
    await living.repos.Game.update(1, { rules: 'living' });
    await drafts.draft([{ wrestlerId: ace.id, brandId: brand.id, pick: 1 }]);
    expect((await living.repos.Brand.get(brand.id))?.ledger).toEqual([
      { date: '2026-01-01', amount: -52 * 200, label: 'Draft', reason: 'Ace drafted for $10,400.' },
    ]);

    const classic = dexieMachineDeps('draft-ledger-classic');
    const other = await setUp(classic);
    await other.drafts.draft([{ wrestlerId: other.ace.id, brandId: other.brand.id, pick: 1 }]);
    expect((await classic.repos.Brand.get(other.brand.id))?.ledger).toEqual([]);
  });

  it('creates incomplete drafts from the form and processes them all later, charging the brand for each', async () => {
    const deps = dexieMachineDeps('draft-later');
    const { brand, ace, blaze, drafts } = await setUp(deps);
    const first = await drafts.create({ wrestlerId: ace.id, brandId: brand.id });
    await drafts.create({ wrestlerId: blaze.id, brandId: brand.id, amountOfAppearances: 10, contractType: 'PART' });
    expect(first.complete).toBe(false);
    expect((await deps.repos.Brand.get(brand.id))?.balance).toBe(1_000_000);

    const run = await drafts.processAll();
    expect(run.signed).toHaveLength(2);
    expect((await deps.repos.Brand.get(brand.id))?.balance).toBe(1_000_000 - 52 * 200 - 10 * 150);
    expect(await deps.repos.Wrestler.get(blaze.id)).toMatchObject({ remainingAppearances: 10, contractType: 'PART' });

    // Processing again finds nothing incomplete and charges nothing.
    expect((await drafts.processAll()).signed).toEqual([]);
    expect((await deps.repos.Brand.get(brand.id))?.balance).toBe(1_000_000 - 52 * 200 - 10 * 150);
  });

  it('writes nothing when a step fails part way', async () => {
    const deps = dexieMachineDeps('draft-atomic');
    const { brand, ace, blaze, drafts } = await setUp(deps);
    const update = deps.repos.Brand.update.bind(deps.repos.Brand);
    let calls = 0;
    vi.spyOn(deps.repos.Brand, 'update').mockImplementation((id, changes) => (++calls === 2 ? Promise.reject(new Error('disk full')) : update(id, changes)));
    await expect(drafts.draft([{ wrestlerId: ace.id, brandId: brand.id }, { wrestlerId: blaze.id, brandId: brand.id }])).rejects.toThrow('disk full');
    expect(await deps.repos.Draft.count()).toBe(0);
    expect((await deps.repos.Brand.get(brand.id))?.balance).toBe(1_000_000);
    expect((await deps.repos.Wrestler.get(ace.id))?.status).toBe('UNSIGNED');
  });

  it('refuses a pick for a wrestler that does not exist', async () => {
    const deps = dexieMachineDeps('draft-missing');
    const { brand, drafts } = await setUp(deps);
    await expect(drafts.create({ wrestlerId: 404, brandId: brand.id })).rejects.toThrow('Record with id 404 not found in table Wrestler');
  });

  it('leaves a draft for a deleted brand incomplete and warns', async () => {
    const deps = dexieMachineDeps('draft-orphan');
    const { ace, drafts } = await setUp(deps);
    const orphan = await deps.repos.Draft.create({ wrestlerId: ace.id, brandId: 77 });
    const run = await drafts.processAll();
    expect(run.skipped.map((d) => d.id)).toEqual([orphan.id]);
    expect(deps.logger.warn).toHaveBeenCalledWith('Drafts left incomplete: wrestler or brand not found', [orphan.id]);
  });
});
