import { createCareerServices } from '../../../src/application/careers';
import { GAME_ID } from '../../../src/domain/entities/game';
import { dexieDeps, putGame, TODAY } from '../support';
import { careerWorld } from './career-world';

async function setUp(followed: number[] = []) {
  const deps = dexieDeps('careers');
  await putGame(deps);
  const world = await careerWorld(deps.repos);
  if (followed.length) await deps.repos.Game.update(GAME_ID, { careerWrestlerIds: followed });
  return { deps, world, careers: createCareerServices(deps) };
}

describe('following a career', () => {
  it('adds the wrestler to the Game record once, and stopping removes only that one', async () => {
    const { deps, world, careers } = await setUp();

    expect(await careers.start(world.ada.id)).toEqual([world.ada.id]);
    expect(await careers.start(world.cy.id)).toEqual([world.ada.id, world.cy.id]);
    expect(await careers.start(world.ada.id)).toEqual([world.ada.id, world.cy.id]);
    expect((await deps.repos.Game.get(GAME_ID))?.careerWrestlerIds).toEqual([world.ada.id, world.cy.id]);

    expect(await careers.stop(world.ada.id)).toEqual([world.cy.id]);
    expect((await deps.repos.Game.get(GAME_ID))?.careerWrestlerIds).toEqual([world.cy.id]);
    // The wrestler is untouched.
    expect(await deps.repos.Wrestler.get(world.ada.id)).toMatchObject({ wins: 12, active: true });
  });

  it('refuses a wrestler who does not wrestle (retired, staff) or does not exist, and changes nothing', async () => {
    const { deps, world, careers } = await setUp();

    await expect(careers.start(world.di.id)).rejects.toThrow('Di is not an active in-ring wrestler');
    await expect(careers.start(world.ref.id)).rejects.toThrow('Ref Rita is not an active in-ring wrestler');
    await expect(careers.start(999)).rejects.toThrow('Record with id 999 not found in table Wrestler');
    expect((await deps.repos.Game.get(GAME_ID))?.careerWrestlerIds).toEqual([]);
  });

  it('reads a Game record saved before careers existed as following nobody, and can start one on it', async () => {
    const { deps, world, careers } = await setUp();
    const { careerWrestlerIds: _dropped, ...old } = (await deps.repos.Game.get(GAME_ID))!;
    await deps.repos.Game.bulkPut([old as never]);

    expect((await careers.list()).careers).toEqual([]);
    expect(await careers.start(world.cy.id)).toEqual([world.cy.id]);
  });
});

describe('the careers list', () => {
  it('summarises each followed career: brand, record, titles held now and the last completed segment', async () => {
    const { world, careers } = await setUp();
    await careers.start(world.ada.id);

    const list = await careers.list();

    expect(list.date).toBe(TODAY);
    expect(list.careers).toHaveLength(1);
    expect(list.careers[0]).toMatchObject({
      wrestlerId: world.ada.id, name: 'Ada', brandNames: ['North'], wins: 12, losses: 3, draws: 1, streak: 2,
      titles: [{ id: world.world.id, name: 'World Title' }],
    });
    expect(list.careers[0].last).toMatchObject({
      segmentId: world.segments.tag.id, productionId: world.productions.second.id, showName: 'Monday Clash',
      date: '2026-03-09', kindName: 'Tag Team', result: 'LOSS',
    });
  });

  it('offers every active in-ring wrestler by name, marking the followed ones', async () => {
    const { world, careers } = await setUp([]);
    await careers.start(world.cy.id);

    const { candidates } = await careers.list();

    expect(candidates.map((c) => [c.name, c.followed])).toEqual([['Ada', false], ['Bo', false], ['Cy', true]]);
    // Points are read capped at 100.
    expect(candidates[0]).toMatchObject({ points: 100, brandNames: ['North'] });
  });

  it('keeps a followed wrestler who is gone as a nameless row, so the player can stop following it', async () => {
    const { deps, world, careers } = await setUp();
    await careers.start(world.bo.id);
    await deps.repos.Wrestler.delete(world.bo.id);

    expect((await careers.list()).careers).toEqual([expect.objectContaining({ wrestlerId: world.bo.id, name: null, last: null })]);
    expect(await careers.stop(world.bo.id)).toEqual([]);
  });
});

describe('one career', () => {
  it('is null for an id no wrestler has', async () => {
    const { careers } = await setUp();
    expect(await careers.view(4242)).toBeNull();
    expect(await careers.view(Number.NaN)).toBeNull();
  });

  it('shows the profile with stats capped at 100, the record, titles, goal choices and whether it is followed', async () => {
    const { world, careers } = await setUp([]);
    await careers.start(world.ada.id);

    const view = (await careers.view(world.ada.id))!;

    expect(view.followed).toBe(true);
    expect(view.profile).toMatchObject({
      name: 'Ada', class: 'CRUISER', alignment: 'GOOD', brandNames: ['North'], inRing: true, contractType: 'FULL',
    });
    expect(view.profile.stats).toMatchObject({ points: 100, morale: 30 });
    expect(view.record).toEqual({ wins: 12, losses: 3, draws: 1, streak: 2 });
    expect(view.titles).toEqual([{ id: world.world.id, name: 'World Title' }]);
    expect(view.goal).toBeNull();
    // Her division's titles and the intergender one; not the men's title.
    expect(view.goalOptions.map((c) => c.name)).toEqual(["Women's Tag Titles", 'World Title']);
  });

  it('builds the history from completed segments, newest first, with opponents, partners, result and rating', async () => {
    const { world, careers } = await setUp();

    const { history } = (await careers.view(world.ada.id))!;

    expect(history.map((h) => [h.date, h.kindName, h.result])).toEqual([
      ['2026-03-09', 'Tag Team', 'LOSS'],
      ['2026-03-02', 'Promo', 'NONE'],
      ['2026-03-02', 'Singles', 'WIN'],
    ]);
    expect(history[0]).toMatchObject({
      partners: [{ id: world.cy.id, name: 'Cy' }],
      opponents: [{ id: world.bo.id, name: 'Bo' }, { id: world.di.id, name: 'Di' }],
      rating: 2, duration: 900, competition: true,
    });
    expect(history[2]).toMatchObject({ opponents: [{ name: 'Bo' }], rating: 3.5, championships: [{ id: world.world.id, name: 'World Title' }], productionId: world.productions.first.id });
    expect(history[1]).toMatchObject({ competition: false, opponents: [], partners: [] });
  });

  it('lists what is booked from the game date on, not the past production that was never simulated', async () => {
    const { world, careers } = await setUp();

    const { upcoming } = (await careers.view(world.ada.id))!;

    expect(upcoming).toEqual([
      expect.objectContaining({ date: '2026-03-16', productionId: world.productions.next.id, opponents: [{ id: world.cy.id, name: 'Cy' }], result: 'NONE' }),
    ]);
  });

  it('lists championship reigns newest first with co-holders, days and defenses', async () => {
    const { world, careers } = await setUp();

    const { reigns } = (await careers.view(world.ada.id))!;

    expect(reigns).toEqual([
      expect.objectContaining({ championship: { id: world.world.id, name: 'World Title' }, partners: [], endDate: null, days: 10, defenses: 1 }),
      expect.objectContaining({ championship: { id: world.women.id, name: "Women's Tag Titles" }, partners: [{ id: world.cy.id, name: 'Cy' }], days: 31, defenses: 3 }),
    ]);
  });

  it('names the goal set through the roster, and a retired wrestler cannot wrestle on', async () => {
    const { deps, world, careers } = await setUp();
    await deps.repos.Wrestler.update(world.ada.id, { goalIds: [world.women.id] });

    expect((await careers.view(world.ada.id))!.goal).toEqual({ id: world.women.id, name: "Women's Tag Titles" });
    expect((await careers.view(world.di.id))!.profile).toMatchObject({ inRing: false, retired: true });
  });
});
