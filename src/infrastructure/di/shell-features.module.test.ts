import { silentLogger, uniqueDatabaseName } from '../dexie/test-support';
import { firstDayOfWeekOnOrAfter } from '../../domain/dates';
import { SEED_DATE } from '../seed';
import { createContainer, resolveAppServices, TOKENS } from './index';

describe('when the composition root wires the new game and the office', () => {
  it('starts a game from the seed and reads it back in the office, through the same database', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName(), logger: silentLogger() });
    const services = resolveAppServices(container);
    await services.game.load();

    await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: true });

    expect(await services.game.hasGame()).toBe(true);
    const view = await services.office.view();
    expect(view.date).toBe(firstDayOfWeekOnOrAfter(SEED_DATE));
    expect(view.balances.length).toBe(await container.get(TOKENS.Repositories).Brand.count());
    expect(view.week.length).toBeGreaterThan(0);
  });
});
