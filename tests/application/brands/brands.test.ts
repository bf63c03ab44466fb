import { BrandInputError, BrandMessages, createBrandServices, type BrandInput } from '../../../src/application/brands';
import { GAME_ID } from '../../../src/domain/entities/game';
import { dexieDeps, inMemoryDeps, putGame, type TestDeps } from '../support';

const input = (changes: Partial<BrandInput> = {}): BrandInput => ({
  name: 'Midnight', directorId: null, color: '#ffffff', backgroundColor: '#112233', ...changes,
});

/** The rejection's field errors, or a failure when it did not reject with them. */
async function fieldErrors(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(BrandInputError);
  return (error as BrandInputError).errors;
}

async function seeded(deps: TestDeps, brandIds: number[] = []) {
  await putGame(deps, { brandIds });
  const [north, south] = await deps.repos.Brand.bulkCreate([{ name: 'North', balance: 2_500_000 }, { name: 'South' }]);
  const [boss, ada, bo, ref, gone] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Zed Boss', role: 'AUTHORITY', brandIds: [north.id] },
    { name: 'Ada', brandIds: [north.id] },
    { name: 'Bo', brandIds: [north.id, south.id] },
    { name: 'Rita Ref', role: 'REFEREE', brandIds: [north.id] },
    { name: 'Gone', brandIds: [north.id], active: false },
  ]);
  await deps.repos.Brand.update(north.id, { directorId: boss.id });
  await deps.repos.Championship.bulkCreate([
    { name: 'Second', rank: 11, brandIds: [north.id], wrestlerIds: [bo.id] },
    { name: 'First', rank: 10, brandIds: [north.id, south.id], wrestlerIds: [ada.id] },
    { name: 'Retired', rank: 5, brandIds: [north.id], active: false },
  ]);
  return { north, south, boss, ada, bo, ref, gone };
}

describe('the brands view', () => {
  it('gives each brand its balance, director, in-ring roster and active titles, and marks the game brands', async () => {
    const deps = inMemoryDeps();
    const { north, boss } = await seeded(deps, [1]);
    const view = await createBrandsView(deps);
    expect(view.brands.map((b) => [b.name, b.balance, b.director?.name ?? null, b.rosterSize, b.inGame])).toEqual([
      ['North', 2_500_000, 'Zed Boss', 2, true],
      ['South', 0, null, 1, false],
    ]);
    expect(view.brands[0]).toMatchObject({ id: north.id, director: { id: boss.id, name: 'Zed Boss' } });
    expect(view.brands[0].champions).toEqual([
      { championshipId: expect.any(Number), title: 'First', holders: ['Ada'] },
      { championshipId: expect.any(Number), title: 'Second', holders: ['Bo'] },
    ]);
    expect(view.brands[1].champions.map((c) => c.title)).toEqual(['First']);
    expect(view.directors.map((d) => [d.name, d.staff])).toEqual([
      ['Ada', false], ['Bo', false], ['Gone', false], ['Rita Ref', true], ['Zed Boss', true],
    ]);
  });

  it('counts every brand as in the game when the game names none', async () => {
    const deps = inMemoryDeps();
    await seeded(deps, []);
    expect((await createBrandsView(deps)).brands.every((b) => b.inGame)).toBe(true);
  });
});

const createBrandsView = (deps: TestDeps) => createBrandServices(deps).view();

describe('creating and editing a brand', () => {
  it('creates a brand with a director and colours, trimmed, and adds it to the game brands when the game names some', async () => {
    const deps = inMemoryDeps();
    const { ada, north } = await seeded(deps, [1]);
    const { brand, gameBrandIds } = await createBrandServices(deps).save(input({ name: '  Midnight ', directorId: ada.id, color: '#FFF' }));
    expect(gameBrandIds).toEqual([north.id, brand.id]);
    expect(brand).toMatchObject({ name: 'Midnight', directorId: ada.id, color: '#fff', backgroundColor: '#112233', balance: 0 });
    expect((await deps.repos.Game.get(GAME_ID))?.brandIds).toEqual([north.id, brand.id]);
  });

  it('leaves an empty game brand list alone: it already means every brand', async () => {
    const deps = inMemoryDeps();
    await seeded(deps, []);
    expect((await createBrandServices(deps).save(input())).gameBrandIds).toEqual([]);
    expect((await deps.repos.Game.get(GAME_ID))?.brandIds).toEqual([]);
  });

  it('edits name, director and colours, keeping the balance', async () => {
    const deps = inMemoryDeps();
    const { north, bo } = await seeded(deps);
    await createBrandServices(deps).save(input({ id: north.id, name: 'North Star', directorId: bo.id, color: '#000000', backgroundColor: '#abcdef' }));
    expect(await deps.repos.Brand.get(north.id)).toMatchObject({
      name: 'North Star', directorId: bo.id, color: '#000000', backgroundColor: '#abcdef', balance: 2_500_000,
    });
  });

  it('keeps its own name on an edit (any case) without calling it taken', async () => {
    const deps = inMemoryDeps();
    const { north } = await seeded(deps);
    await expect(createBrandServices(deps).save(input({ id: north.id, name: 'NORTH' }))).resolves.toMatchObject({ brand: { name: 'NORTH' } });
  });

  it.each([
    ['no name', input({ name: '   ' }), { name: BrandMessages.nameRequired }],
    ['bad colours', input({ color: 'red', backgroundColor: '#12345' }), { color: BrandMessages.colour, backgroundColor: BrandMessages.colour }],
    ['a taken name', input({ name: ' south ' }), { name: BrandMessages.nameTaken('South') }],
    ['a director who does not exist', input({ directorId: 999 }), { directorId: BrandMessages.directorMissing }],
    // Issue 34: refused in the player's words, never cut short or left to the repository's error.
    ['a name past 60 characters', input({ name: 'N'.repeat(61) }), { name: "A brand's name holds at most 60 characters (this one has 61)." }],
    ['a description past 5,000 characters', input({ desc: 'd'.repeat(5_001) }), { desc: 'A description holds at most 5,000 characters (this one has 5,001).' }],
    ['a director that is no id', input({ directorId: Number.NaN }), { directorId: BrandMessages.directorMissing }],
  ])('refuses %s and writes nothing', async (_, given, errors) => {
    const deps = inMemoryDeps();
    await seeded(deps, [1]);
    expect(await fieldErrors(createBrandServices(deps).save(given))).toEqual(errors);
    expect((await deps.repos.Brand.all()).map((b) => b.name)).toEqual(['North', 'South']);
    expect((await deps.repos.Game.get(GAME_ID))?.brandIds).toEqual([1]);
  });

  it('refuses to edit a brand that does not exist', async () => {
    const deps = inMemoryDeps();
    await seeded(deps);
    await expect(createBrandServices(deps).save(input({ id: 77 }))).rejects.toThrow('Record with id 77 not found in table Brand');
  });
});

describe('on IndexedDB', () => {
  it('writes the new brand and the game brand list in one transaction', async () => {
    const deps = dexieDeps('brands');
    const { north } = await seeded(deps, [1]);
    const { brand } = await createBrandServices(deps).save(input({ name: 'Midnight' }));
    expect((await deps.repos.Brand.get(brand.id))?.name).toBe('Midnight');
    expect((await deps.repos.Game.get(GAME_ID))?.brandIds).toEqual([north.id, brand.id]);
  });
});
