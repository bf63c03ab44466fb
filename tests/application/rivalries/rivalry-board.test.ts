import { createRivalryServices } from '../../../src/application/rivalries';
import { heatSeries } from '../../../src/application/rivalries/heat-series';
import { GAME_ID } from '../../../src/domain/entities/game';
import { readRivalries, type Rivalry } from '../../../src/domain/entities/rivalry';
import { dexieDeps, putGame, TODAY } from '../support';
import { rivalryWorld } from './rivalry-world';

async function setUp(rules: 'living' | 'classic' = 'living') {
  const deps = dexieDeps('rivalry-board');
  await putGame(deps, { rules });
  const world = await rivalryWorld(deps.repos);
  return { deps, world, rivalries: createRivalryServices(deps) };
}

const beat = (date: string, heat: number, kind: Rivalry['beats'][number]['kind'] = 'match') =>
  ({ date, kind, heat, gain: 0, productionId: null, segmentId: null });

describe('the heat series', () => {
  it('has a point a week from the start to today, one on each beat, and fades between beats', () => {
    const rivalry = { startedOn: '2026-03-01', heat: 40, heatOn: '2026-03-10', beats: [beat('2026-03-01', 20, 'start'), beat('2026-03-10', 40)] };
    const series = heatSeries(rivalry, '2026-03-29');
    expect(series.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-08', '2026-03-10', '2026-03-15', '2026-03-22', '2026-03-29']);
    expect(series[0].heat).toBe(20);
    expect(series[1].heat).toBe(17); // a week of fade: 20 × 0.85
    expect(series[2].heat).toBe(40);
    expect(series[3].heat).toBeLessThan(40);
    expect(series.at(-1)!.heat).toBeLessThan(series[3].heat);
  });

  it('runs on to the newest beat when a show ahead of the calendar was already played', () => {
    const rivalry = { startedOn: '2026-03-01', heat: 45, heatOn: '2026-03-11', beats: [beat('2026-03-01', 20, 'start'), beat('2026-03-02', 35), beat('2026-03-11', 45, 'promo')] };
    const series = heatSeries(rivalry, '2026-03-01');
    expect(series.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-08', '2026-03-11']);
    expect(series.at(-1)!.heat).toBe(45);
  });

  it('keeps at most the newest 26 weeks', () => {
    const series = heatSeries({ startedOn: '2024-01-07', heat: 50, heatOn: '2024-01-07', beats: [] }, '2026-03-29');
    expect(series.length).toBeLessThanOrEqual(27);
    expect(series.at(-1)!.date).toBe('2026-03-29');
  });
});

describe('the rivalries board', () => {
  it('lists an active rivalry: names, heat now, its chart, its segments (played and booked) and the next PPV as payoff', async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    const step = await rivalries.bookNextStep(id);
    // The segment is played (what the completion would record; heat is the engine's to move).
    await deps.repos.Segment.update(step.segmentId, { complete: true, rating: 3.5 });

    const board = await rivalries.board();

    expect(board).toMatchObject({ date: TODAY, living: true, ended: [] });
    expect(board.active).toHaveLength(1);
    expect(board.active[0]).toMatchObject({
      id, title: 'Crane vs. Vale', origin: 'player', startedOn: TODAY, heat: 20,
      sides: [{ wrestlerIds: [world.crane.id], name: 'Crane' }, { wrestlerIds: [world.vale.id], name: 'Vale' }],
      payoff: { showId: world.ppv.id, showName: 'North Clash', type: 'PPV', date: '2026-03-29', chosen: false },
      segments: [{ segmentId: step.segmentId, productionId: step.productionId, date: '2026-03-12', showName: 'North Weekly', kind: 'Singles', rating: 3.5, complete: true, heatGain: null }],
    });
    expect(board.active[0].series).toEqual([{ date: TODAY, heat: 20 }]);
    expect(board.wrestlers.find((w) => w.id === world.crane.id)).toMatchObject({ inRivalry: true });
    expect(board.wrestlers.find((w) => w.id === world.moss.id)).toMatchObject({ inRivalry: false });
    expect(board.wrestlers.some((w) => w.id === world.ulla.id)).toBe(false);
    expect(board.payoffShows.map((s) => s.name)).toEqual(['North Clash']);
  });

  it('lists ended rivalries newest first with their reason, and a wrestler profile lists active then ended', async () => {
    const { deps, world, rivalries } = await setUp();
    const first = await rivalries.start([world.crane.id], [world.vale.id]);
    await rivalries.end(first.id);
    await deps.repos.Game.update(GAME_ID, { date: '2026-03-18' });
    const second = await rivalries.start([world.moss.id], [world.crane.id, world.reed.id]);
    await rivalries.end(second.id);
    await rivalries.start([world.crane.id], [world.vale.id]);

    const board = await rivalries.board();
    expect(board.ended.map((r) => [r.title, r.endReason, r.endedOn])).toEqual([
      ['Crane & Reed vs. Moss', 'player', '2026-03-18'],
      ['Crane vs. Vale', 'player', TODAY],
    ]);
    const profile = await rivalries.ofWrestler(world.crane.id);
    expect(profile.map((r) => [r.opponent, r.partners, r.active])).toEqual([
      ['Vale', '', true], ['Moss', 'Reed', false], ['Vale', '', false],
    ]);
    // Issue 35: the same people by id, for the profile's links.
    expect(profile[1]).toMatchObject({ opponentPeople: [{ id: world.moss.id, name: 'Moss' }], partnerPeople: [{ id: world.reed.id, name: 'Reed' }] });
    expect(await rivalries.ofWrestler(world.pike.id)).toEqual([]);
  });

  it('reads an old Game record with no rivalries, and leaves a malformed entry out', async () => {
    const { deps, rivalries } = await setUp('classic');
    await deps.repos.Game.update(GAME_ID, { rivalries: [{ id: 'x' } as never] });
    expect(await rivalries.board()).toMatchObject({ living: false, active: [], ended: [] });
    expect(readRivalries((await deps.repos.Game.get(GAME_ID))?.rivalries)).toEqual([]);
  });
});
