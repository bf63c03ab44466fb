import { createRankingsServices } from '../../../src/application/rankings';
import { dexieDeps, inMemoryDeps, putGame } from '../support';

describe('the ranking roster', () => {
  it("reads the game's active in-ring wrestlers with stats capped and the game's brands", async () => {
    const deps = inMemoryDeps();
    const [north, south, west] = await deps.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }, { name: 'West' }]);
    await putGame(deps, { brandIds: [north.id, south.id] });
    await deps.repos.Wrestler.bulkCreate([
      { name: 'Zara', brandIds: [north.id], points: 130, popularity: -4, charisma: 101, followers: 9000, wins: 3, losses: 1, draws: 2, streak: 2 },
      { name: 'Abe', brandIds: [south.id, north.id], role: 'WRESTLER', alignment: 'BAD' },
      { name: 'Ref Rita', brandIds: [north.id], role: 'REFEREE' },
      { name: 'Gone Gus', brandIds: [north.id], active: false },
      { name: 'Other Otto', brandIds: [west.id] },
    ]);

    const roster = await createRankingsServices(deps).roster();

    expect(roster.brands.map((b) => b.name)).toEqual(['North', 'South']);
    expect(roster.wrestlers.map((w) => w.name)).toEqual(['Abe', 'Zara']);
    expect(roster.wrestlers[0]).toMatchObject({ brandNames: ['South', 'North'], alignment: 'BAD' });
    expect(roster.wrestlers[1]).toMatchObject({
      points: 100, popularity: 0, charisma: 100, followers: 9000, wins: 3, losses: 1, draws: 2, streak: 2, gender: 'MALE',
    });
  });

  it('fails with the catalogue message when there is no game', async () => {
    await expect(createRankingsServices(inMemoryDeps()).roster()).rejects.toThrow('Record with id 1 not found in table Game');
  });
});

describe('changing a wrestler’s alignment', () => {
  it('turns face to heel, heel to face and either to neutral, and stores it', async () => {
    const deps = dexieDeps('rankings-alignment');
    await putGame(deps);
    const ada = await deps.repos.Wrestler.create({ name: 'Ada', alignment: 'GOOD', points: 40 });
    const rankings = createRankingsServices(deps);

    expect(await rankings.setAlignment(ada.id, 'BAD')).toEqual({ wrestlerId: ada.id, name: 'Ada', from: 'GOOD', to: 'BAD' });
    expect((await deps.repos.Wrestler.get(ada.id))?.alignment).toBe('BAD');
    await rankings.setAlignment(ada.id, 'GOOD');
    expect((await deps.repos.Wrestler.get(ada.id))?.alignment).toBe('GOOD');
    await rankings.setAlignment(ada.id, 'NEUTRAL');
    const stored = await deps.repos.Wrestler.get(ada.id);
    // Nothing else about the wrestler changes.
    expect(stored).toMatchObject({ alignment: 'NEUTRAL', points: 40, name: 'Ada' });
    expect((await rankings.roster()).wrestlers[0].alignment).toBe('NEUTRAL');
  });

  it('refuses a missing wrestler or an unknown alignment and writes nothing', async () => {
    const deps = dexieDeps('rankings-alignment-bad');
    const bo = await deps.repos.Wrestler.create({ name: 'Bo', alignment: 'BAD' });
    const { setAlignment } = createRankingsServices(deps);
    await expect(setAlignment(999, 'GOOD')).rejects.toThrow('Record with id 999 not found in table Wrestler');
    await expect(setAlignment(bo.id, 'EVIL' as never)).rejects.toThrow('Unknown alignment: EVIL');
    expect((await deps.repos.Wrestler.get(bo.id))?.alignment).toBe('BAD');
  });
});
