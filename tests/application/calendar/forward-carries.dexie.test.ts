import { vi } from 'vitest';
import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

// Issue 19, season-simulation-vs-raw: a week is a sweep's batch, then the forward move. The forward
// move is a batch of its own too, so the next week's sweep starts from its commit (no plain write
// came between) instead of reading the scanned tables (Wrestler, Show, Brand…) whole again.
describe('a forward move and the next week', () => {
  for (const rules of ['classic', 'living'] as const) {
    it(`lets the next sweep start from the forward move's commit (${rules} rules)`, async () => {
      const container = createContainer({ databaseName: uniqueDatabaseName(`forward-carries-${rules}`), seed: 11, logger: silentLogger() });
      const services = resolveAppServices(container);
      await services.game.load();
      await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules });
      await services.calendar.simulateEmptyProductions();
      const before = await services.game.load();
      const moved = await services.calendar.forward();
      expect(moved.date).not.toBe(before?.date);

      const reads = vi.spyOn(container.get(TOKENS.Database), 'tableOf');
      const summary = await services.calendar.simulateEmptyProductions();

      expect(summary.completions.completed).toBe(summary.total);
      expect(summary.total).toBeGreaterThan(0);
      // The sweep's batch asked storage for none of its scanned tables whole.
      expect(reads.mock.calls.map(([table]) => table)).not.toContain('Wrestler');
      expect(reads.mock.calls.map(([table]) => table)).not.toContain('Show');
    }, 60_000);
  }
});
