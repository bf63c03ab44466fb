import { createWarServices } from '../../../src/application/war';
import { scoreWarNights } from '../../../src/application/war/score-nights';
import { GAME_ID } from '../../../src/domain/entities/game';
import { inMemoryDeps } from '../support';
import { NIGHT, putCard, putWarWorld, SHOW } from './war-fixture';

// Issue 18 item 3: the war's read models for the office and /ratings.

describe('the ratings war board', () => {
  it('lists every contested night with its shows and winner, the year so far and the chart', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    await putCard(deps, SHOW.player, 80, 4);
    await putCard(deps, SHOW.rival, 30, 1);
    await scoreWarNights(deps);
    // A week later, the player's show is not played: the rival wins by forfeit.
    await deps.repos.Game.update(GAME_ID, { date: '2026-11-30' });
    await putCard(deps, SHOW.rival, 30, 1, '2026-12-02');
    await scoreWarNights(deps);

    const board = await createWarServices(deps).board(4);

    expect(board.rivals).toBe(true);
    expect(board.nights.map((n) => [n.night, n.winner, n.forfeit])).toEqual([
      ['2026-12-02', 'Rival Co', true],
      [NIGHT, 'Player Co', false],
    ]);
    expect(board.nights[1].shows.map((s) => [s.show, s.promotion, s.won])).toEqual([
      ['Home Weekly', 'Player Co', true],
      ['Away Weekly', 'Rival Co', false],
    ]);
    expect(board.nights[0].shows.find((s) => s.show === 'Home Weekly')).toMatchObject({ share: null, viewers: null, player: true });
    expect(board.season).toMatchObject({ year: 2026, nights: 2 });
    expect(board.season.standings.map((s) => [s.promotion, s.nights, s.share])).toEqual([['Player Co', 1, 0.5], ['Rival Co', 1, 0.5]]);
    expect(board.chart.map((s) => s.points.map((p) => p.won))).toEqual([[1, 1], [0, 1]]);

    const card = await createWarServices(deps).officeCard();
    expect(card.nights.map((n) => n.night)).toEqual(['2026-12-02']);
  });

  it('has nothing to show when the player runs every promotion', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps, { playerCompanyId: null, brandIds: [] });
    expect(await createWarServices(deps).board()).toMatchObject({ rivals: false, nights: [], chart: [] });
  });
});
