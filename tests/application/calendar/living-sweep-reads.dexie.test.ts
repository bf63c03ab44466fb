import { vi } from 'vitest';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

// Issue 18's season with rivals: the living booker looks at the title matches of the days around
// each card (titleBusy). In a week's batch those days are read from storage once for the whole
// sweep (warmTitleWeeks), not once per card: each read outside the batch's memory is its own
// IndexedDB transaction, and they cost about as much as drawing the cards.
describe("a living week's sweep reads the days around its cards once", () => {
  it('asks storage for productions by date a fixed number of times, however many cards the week has', async () => {
    const container = createContainer({ databaseName: uniqueDatabaseName('living-sweep-reads'), seed: 7, logger: silentLogger() });
    const services = resolveAppServices(container);
    await services.game.load();
    await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules: 'living' });
    const repos = container.get(TOKENS.Repositories);
    // A first week, so the days before the second week's cards hold title matches to look at.
    await services.calendar.simulateEmptyProductions();
    await services.calendar.forward();

    const byDate = vi.spyOn(repos.Production, 'findBetween');
    const summary = await services.calendar.simulateEmptyProductions();

    expect(summary.total).toBeGreaterThan(4);
    expect(summary.completions.completed).toBe(summary.total);
    // The schedule's own read of the window, and the one read of the days around it.
    expect(byDate.mock.calls.length).toBeLessThanOrEqual(2);
  }, 60_000);
});
