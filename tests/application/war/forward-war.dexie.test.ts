import { createCalendarServices } from '../../../src/application/calendar';
import { GAME_ID } from '../../../src/domain/entities/game';
import { dexieDeps } from '../support';
import { putCard, putWarWorld, SHOW } from './war-fixture';

// Issue 18 item 3 through the forward move: the night is scored in the week's batch, before the date moves.

describe('the forward move of a game with rivals', () => {
  it('scores the window\'s contested night and counts it, then moves the date', async () => {
    const deps = dexieDeps('war-forward');
    await putWarWorld(deps);
    const [home, away] = [await putCard(deps, SHOW.player, 75, 3), await putCard(deps, SHOW.rival, 45, 2.5)];

    const game = await createCalendarServices(deps).forward();

    expect(game.date).toBe('2026-11-30');
    const [mine, theirs] = await deps.repos.Production.getMany([home, away]);
    expect(mine.war!.share + theirs.war!.share).toBeCloseTo(1, 9);
    expect([mine.war!.won, theirs.war!.won]).toEqual([true, false]);
    expect((await deps.repos.Game.get(GAME_ID))?.warTally).toEqual([{ year: 2026, nights: 1, wonBy: { '1': 1 } }]);
  });
});
