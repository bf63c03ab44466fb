import { createRivalryServices } from '../../../src/application/rivalries';
import { GAME_ID } from '../../../src/domain/entities/game';
import { readRivalries } from '../../../src/domain/entities/rivalry';
import { START_HEAT } from '../../../src/domain/rules/living/rivalry-heat';
import { dexieDeps, putGame, TODAY } from '../support';
import { rivalryWorld } from './rivalry-world';

async function setUp() {
  const deps = dexieDeps('rivalries');
  await putGame(deps, { rules: 'living' });
  const world = await rivalryWorld(deps.repos);
  const stored = async () => readRivalries((await deps.repos.Game.get(GAME_ID))?.rivalries);
  return { deps, world, rivalries: createRivalryServices(deps), stored };
}

describe('starting a rivalry', () => {
  it('adds an active player rivalry with its start heat and a start beat on the game date', async () => {
    const { world, rivalries, stored } = await setUp();

    const started = await rivalries.start([world.vale.id], [world.crane.id]);

    expect(started).toMatchObject({
      id: 1, origin: 'player', startedOn: TODAY, endedOn: null, endReason: '', heat: START_HEAT.player, heatOn: TODAY,
      sides: [[world.crane.id], [world.vale.id]], payoffShowId: null,
      beats: [{ date: TODAY, kind: 'start', heat: START_HEAT.player, gain: 0, productionId: null, segmentId: null }],
    });
    expect(await stored()).toEqual([started]);
  });

  it('refuses the same wrestler on both sides, the same pair again, a wrestler already in a rivalry and the unsigned, writing nothing', async () => {
    const { world, rivalries, stored } = await setUp();
    await expect(rivalries.start([world.crane.id], [world.crane.id])).rejects.toThrow('Crane cannot be on both sides of a rivalry.');
    await expect(rivalries.start([], [world.crane.id])).rejects.toThrow('Pick a wrestler for each side');
    await expect(rivalries.start([world.crane.id], [world.ulla.id])).rejects.toThrow('Ulla is not a signed, active in-ring wrestler');
    await expect(rivalries.start([world.crane.id], [999])).rejects.toThrow('No wrestler has the id 999');
    expect(await stored()).toEqual([]);

    await rivalries.start([world.crane.id], [world.vale.id]);
    await expect(rivalries.start([world.vale.id], [world.crane.id])).rejects.toThrow('Crane vs. Vale is already an active rivalry.');
    await expect(rivalries.start([world.moss.id], [world.vale.id])).rejects.toThrow('Vale is already in a rivalry (Crane vs. Vale)');
    expect(await stored()).toHaveLength(1);
  });

  it('keeps a rivalry another writer added meanwhile (the Game record is read inside the unit of work)', async () => {
    const { deps, world, rivalries, stored } = await setUp();
    await Promise.all([rivalries.start([world.crane.id], [world.vale.id]), rivalries.start([world.moss.id], [world.reed.id])]);
    expect((await stored()).map((r) => r.id).sort()).toEqual([1, 2]);
    // The rest of the Game record is untouched.
    expect((await deps.repos.Game.get(GAME_ID))?.rules).toBe('living');
  });
});

describe('ending a rivalry and choosing its payoff show', () => {
  it("ends it as the player's decision with its faded heat and an end beat; it cannot be ended twice", async () => {
    const { deps, world, rivalries, stored } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    await deps.repos.Game.update(GAME_ID, { date: '2026-03-25' });

    const ended = await rivalries.end(id);

    expect(ended).toMatchObject({ endedOn: '2026-03-25', endReason: 'player', heatOn: '2026-03-25' });
    expect(ended.heat).toBe(14.5); // 20 × 0.85², one decimal
    expect(ended.beats.at(-1)).toMatchObject({ kind: 'end', date: '2026-03-25' });
    expect((await stored())[0]).toEqual(ended);
    await expect(rivalries.end(id)).rejects.toThrow(`No active rivalry has the id ${id}.`);
    // Once ended, the pair may start again.
    await expect(rivalries.start([world.crane.id], [world.vale.id])).resolves.toMatchObject({ id: 2 });
  });

  it('sets a PPV as the payoff show, refuses a weekly show, and null goes back to the suggestion', async () => {
    const { world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    await expect(rivalries.setPayoffShow(id, world.weekly.id)).rejects.toThrow('North Weekly is not a PPV, major PPV or world show');
    expect((await rivalries.setPayoffShow(id, world.ppv.id)).payoffShowId).toBe(world.ppv.id);
    expect((await rivalries.board()).active[0].payoff).toMatchObject({ showId: world.ppv.id, chosen: true, date: '2026-03-29' });
    expect((await rivalries.setPayoffShow(id, null)).payoffShowId).toBeNull();
    expect((await rivalries.board()).active[0].payoff).toMatchObject({ showId: world.ppv.id, showName: 'North Clash', chosen: false, date: '2026-03-29' });
  });
});
