import { createRosterServices } from '../../../src/application/roster';
import { inMemoryDeps, putGame } from '../support';

describe('when the player sets a push (issue 35)', () => {
  async function setUp() {
    const deps = inMemoryDeps();
    await putGame(deps);
    return { deps, roster: createRosterServices(deps) };
  }

  it('stores one of the five levels on the wrestler', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'Kip Vale', points: 30, popularity: 20 });
    expect(await roster.setPush(w.id, 'MAIN_EVENT')).toMatchObject({ push: 'MAIN_EVENT', points: 30 });
    expect((await deps.repos.Wrestler.get(w.id))!.push).toBe('MAIN_EVENT');
    await roster.setPush(w.id, 'ENHANCEMENT');
    expect((await deps.repos.Wrestler.get(w.id))!.push).toBe('ENHANCEMENT');
  });

  it('refuses anything else and writes nothing', async () => {
    const { deps, roster } = await setUp();
    const w = await deps.repos.Wrestler.create({ name: 'Kip Vale', push: 'MID_CARD' });
    for (const bad of ['HEADLINER', '', 'main event']) {
      await expect(roster.setPush(w.id, bad)).rejects.toThrow(/is not a push: choose one of main event, upper card, mid card, lower card, enhancement/);
    }
    expect((await deps.repos.Wrestler.get(w.id))!.push).toBe('MID_CARD');
  });

  it('refuses an unknown wrestler', async () => {
    const { roster } = await setUp();
    await expect(roster.setPush(999, 'MID_CARD')).rejects.toThrow(/999/);
  });
});
