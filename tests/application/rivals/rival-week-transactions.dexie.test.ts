import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { COMPANY } from '../../../src/infrastructure/seed/ids';

// Issue 18, season-simulation-rivals: a week as AWE with rivals is the player's sweep (a batch) and
// the forward move with the rivals' shows (another batch). The forward's batch starts from the
// sweep's commit with what the sweep read of the week (productions by date, their segments and
// appearances), so it reads nothing itself; the next sweep reads only the days it had not seen.
// Before, the forward opened six read transactions of its own each week and the sweep four.
describe("a rival week's IndexedDB transactions", () => {
  it('are the two commits and one read of the new days, however many rival shows the week has', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName('rival-week-transactions'), seed: 11, logger: silentLogger() });
    const services = resolveAppServices(container);
    const db = container.get(TOKENS.Database);
    const opened: string[] = [];
    db.use({
      stack: 'dbcore',
      name: 'count-transactions',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          opened.push(mode);
          return down.transaction(stores, mode, options);
        },
      }),
    });
    await services.game.load();
    await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules: 'living', companyId: COMPANY.AWE });
    // A first week: the batches then start from each other's commits.
    await services.calendar.simulateEmptyProductions();
    await services.calendar.forward();

    for (let week = 0; week < 2; week += 1) {
      opened.length = 0;
      const sweep = await services.calendar.simulateEmptyProductions();
      expect(sweep.completions.completed).toBeGreaterThan(0);
      // The days of the week not read yet, then the commit.
      expect(opened).toEqual(['readonly', 'readwrite']);

      opened.length = 0;
      let rivals = 0;
      await services.calendar.forward({ onRivalShows: (summary) => (rivals = summary.completed) });
      expect(rivals).toBeGreaterThan(2);
      // The rivals' shows, the war, the living week and the owner's week read nothing: one commit.
      expect(opened).toEqual(['readwrite']);
    }
  }, 120_000);
});
