import type { Repositories, UnitOfWork } from '../../../src/application/ports/unit-of-work.port';
import { COMPLETION_ATTEMPTS, createCompleteProduction } from '../../../src/application/production/complete-production';
import { CompletionConflictError, completionFailureMessage } from '../../../src/application/production/completion-failure';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { dumpTables, PRODUCTION_DATE, seedScriptedProduction } from './scripted-production';

// Issue 14: the completion writes nothing over a record changed since it read it; it runs again.

/** A unit of work that calls `before(n)` ahead of its n-th run (1: the load, 2: the commit, ...). */
function interposed(unitOfWork: UnitOfWork, before: (run: number) => Promise<void>): UnitOfWork {
  let runs = 0;
  return {
    async run<R>(work: (repos: Repositories) => Promise<R>): Promise<R> {
      runs += 1;
      await before(runs);
      return unitOfWork.run(work);
    },
  };
}

const results = (w: Wrestler | undefined) => (w ? w.wins + w.losses + w.draws : NaN);

/** A second production on the same show and day: Ace against Brute again. */
async function secondCard(repos: Repositories, card: Awaited<ReturnType<typeof seedScriptedProduction>>) {
  const cast = await repos.Appearance.bulkCreate([
    { wrestlerId: card.w.ace.id, groupId: 1 },
    { wrestlerId: card.w.brute.id, groupId: 2 },
  ]);
  const match = await repos.Segment.create({ type: 'SINGLES', date: PRODUCTION_DATE, appearanceIds: cast.map((a) => a.id), duration: 0 });
  return repos.Production.create({ name: 'Rematch', showId: card.show.id, date: PRODUCTION_DATE, brandIds: [card.brandA.id], segmentIds: [match.id] });
}

describe('when another tab writes while a production is being completed', () => {
  it('runs again on fresh data when a wrestler changed between the load and the commit, keeping both changes', async () => {
    const { repos, unitOfWork, logger } = createDexieTestStorage();
    const card = await seedScriptedProduction(repos);
    const renamed = interposed(unitOfWork, async (run) => {
      if (run === 2) await repos.Wrestler.update(card.w.ace.id, { name: 'Ace, renamed elsewhere' });
    });
    const result = await createCompleteProduction({ repos, unitOfWork: renamed, logger, random: new SeededRandomSource(3) })(card.production.id);
    expect(result.status).toBe('completed');
    const ace = await repos.Wrestler.get(card.w.ace.id);
    expect(ace?.name).toBe('Ace, renamed elsewhere');
    expect(results(ace)).toBe(results(card.w.ace) + 1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('trying again (2 of'), expect.anything());
  });

  it('records both results of two completions sharing wrestlers, interleaved as two tabs would', async () => {
    const name = uniqueDatabaseName('two-tabs');
    const tabA = createDexieTestStorage(name);
    const tabB = createDexieTestStorage(name); // a second connection to the same database
    const card = await seedScriptedProduction(tabA.repos);
    const rematch = await secondCard(tabA.repos, card);
    const completeB = createCompleteProduction({ ...tabB, random: new SeededRandomSource(11) });
    // Tab A has read everything when tab B completes its production, then A commits.
    const completeA = createCompleteProduction({
      ...tabA,
      random: new SeededRandomSource(5),
      unitOfWork: interposed(tabA.unitOfWork, async (run) => {
        if (run === 2) expect((await completeB(rematch.id)).status).toBe('completed');
      }),
    });
    expect((await completeA(card.production.id)).status).toBe('completed');
    const after = await tabA.repos.Wrestler.getMany([card.w.ace.id, card.w.brute.id]);
    expect(after.map(results)).toEqual([results(card.w.ace) + 2, results(card.w.brute) + 2]);
    expect((await tabA.repos.Production.getMany([card.production.id, rematch.id])).map((p) => p.complete)).toEqual([true, true]);
  });

  it('gives up after a few tries with a clear message, having written nothing of its own', async () => {
    const { repos, unitOfWork, logger } = createDexieTestStorage();
    const card = await seedScriptedProduction(repos);
    let bumps = 0;
    const busy = interposed(unitOfWork, async (run) => {
      if (run % 2 === 0) await repos.Wrestler.update(card.w.brute.id, { followers: 6000 + ++bumps });
    });
    const before = await dumpTables(repos);
    const result = await createCompleteProduction({ repos, unitOfWork: busy, logger, random: new SeededRandomSource(3) })(card.production.id);
    expect(result.status).toBe('failed');
    expect(result.error).toBeInstanceOf(CompletionConflictError);
    expect(bumps).toBe(COMPLETION_ATTEMPTS);
    expect(completionFailureMessage(result.error)).toMatch(/kept changing in another tab.*nothing was saved/);
    const after = await dumpTables(repos);
    const brute = (rows: unknown[]) => rows.filter((row) => (row as Wrestler).id !== card.w.brute.id);
    expect({ ...after, Wrestler: brute(after.Wrestler) }).toEqual({ ...before, Wrestler: brute(before.Wrestler) });
  });

  it('counts a reign opened elsewhere on a title it defends as a change', async () => {
    const { repos, unitOfWork, logger } = createDexieTestStorage();
    const card = await seedScriptedProduction(repos);
    const crowned = interposed(unitOfWork, async (run) => {
      if (run !== 2) return;
      await repos.Reign.update(card.oldReign.id, { endDate: '2026-06-01' });
      await repos.Reign.create({ championshipId: card.title.id, wrestlerIds: [card.w.goliath.id], startDate: '2026-06-01', endDate: null });
    });
    const result = await createCompleteProduction({ repos, unitOfWork: crowned, logger, random: new SeededRandomSource(3) })(card.production.id);
    expect(result.status).toBe('completed');
    const open = (await repos.Reign.findBy('championshipId', card.title.id)).filter((reign) => reign.endDate === null);
    expect(open).toHaveLength(1); // the title changed hands once more, from the reign opened elsewhere
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('trying again'), expect.anything());
  });
});
