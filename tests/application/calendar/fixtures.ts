import type { ProductionLifecycle, ProductionLifecycleFor } from '../../../src/application/calendar';
import type { UseCaseDeps } from '../../../src/application/deps';

/**
 * Stand-ins for the productions feature: create makes a production with the show's number of
 * empty segments, complete marks it complete. Both record their calls. `productions` builds them
 * over the storage the sweep hands over (the database, or its batch).
 */
export function fakeLifecycle(failFor: string[] = []) {
  const created: { showId: number; date: string }[] = [];
  const completed: number[] = [];
  const productions: ProductionLifecycleFor = (deps: UseCaseDeps): ProductionLifecycle => ({
    async createProduction({ showId, date }) {
      const show = (await deps.repos.Show.get(showId))!;
      if (failFor.includes(show.name)) throw new Error(`cannot create ${show.name}`);
      created.push({ showId, date });
      const segments = await deps.repos.Segment.bulkCreate(Array.from({ length: show.defaultAmountSegments }, () => ({ date })));
      return deps.repos.Production.create({ showId, date, brandIds: show.brandIds, segmentIds: segments.map((s) => s.id) });
    },
    async completeProduction(productionId) {
      completed.push(productionId);
      await deps.repos.Production.update(productionId, { complete: true });
      return { status: 'completed' };
    },
  });
  return { productions, created, completed };
}
