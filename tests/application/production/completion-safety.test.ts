import type { UnitOfWork } from '../../../src/application/ports/unit-of-work.port';
import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { buildCompletionMachine } from '../../../src/domain/machines/production-completion.machine';
import { COMPLETION_PIPELINE, pureSteps, type CompletionPipeline } from '../../../src/domain/production/completion-pipeline';
import { ErrorMessages } from '../../../src/domain/errors';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { constantRandom, dumpTables, seedScriptedProduction } from './scripted-production';

async function setUp(name?: string) {
  const storage = createDexieTestStorage(name);
  const card = await seedScriptedProduction(storage.repos);
  return { ...storage, card, before: await dumpTables(storage.repos) };
}

const boom = () => new Error('injected fault');
const PURE_STEPS = pureSteps(COMPLETION_PIPELINE).map((step) => step.actor);

describe('when a completion step fails', () => {
  it('fails at step 1 (loading) and leaves every table as it was', async () => {
    const { repos, unitOfWork, logger, card, before } = await setUp();
    vi.spyOn(repos.Appearance, 'getMany').mockRejectedValueOnce(boom());
    const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id);
    expect(result.status).toBe('failed');
    expect(logger.error).toHaveBeenCalledWith(ErrorMessages.errorCompletingProduction, expect.objectContaining({ message: 'injected fault' }));
    expect(await dumpTables(repos)).toEqual(before);
  });

  it.each(PURE_STEPS.map((name, i) => [i + 2, name] as const))('fails at step %i (%s) and leaves every table as it was', async (_, failing) => {
    const { repos, unitOfWork, logger, card, before } = await setUp();
    const ran: string[] = [];
    // The real table with every pure step logged and the failing one throwing.
    const table = COMPLETION_PIPELINE.map((step) => 'run' in step ? { ...step, run: (work: never, rng: () => number) => {
      ran.push(step.actor);
      if (step.actor === failing) throw boom();
      return step.run(work, rng);
    } } : step) as unknown as CompletionPipeline;
    const machine = buildCompletionMachine(table);
    const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom, machine })(card.production.id);
    expect(result).toMatchObject({ status: 'failed', error: { message: 'injected fault' } });
    expect(ran.at(-1)).toBe(failing);
    expect(logger.error).toHaveBeenCalledWith(ErrorMessages.errorCompletingProduction, expect.any(Error));
    expect(await dumpTables(repos)).toEqual(before);
  });

  it.each([
    ['the show, its last write', 'Show'],
    ['the brands, after production, segments, wrestlers and reigns', 'Brand'],
    ['the new reign', 'Reign'],
  ] as const)('rolls back the commit when writing %s fails', async (_, table) => {
    const { repos, unitOfWork, logger, card, before } = await setUp();
    const production = vi.spyOn(repos.Production, 'bulkPut');
    const write = table === 'Reign' ? vi.spyOn(repos.Reign, 'bulkCreate') : vi.spyOn(repos[table], 'bulkPut');
    write.mockRejectedValueOnce(boom());
    const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id);
    expect(result.status).toBe('failed');
    expect(production).toHaveBeenCalledTimes(1); // the production was written before the fault
    expect(await dumpTables(repos)).toEqual(before);
    // And the production can still be completed afterwards.
    const retry = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id);
    expect(retry.status).toBe('completed');
  });

  it('fails, logged, for a production that does not exist', async () => {
    const { repos, unitOfWork, logger, before } = await setUp();
    const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(999);
    expect(result.status).toBe('failed');
    expect((result.error as Error).message).toBe('Production not found');
    expect(logger.error).toHaveBeenCalledWith(ErrorMessages.errorCompletingProduction, result.error);
    expect(await dumpTables(repos)).toEqual(before);
  });
});

describe('when a production is completed more than once', () => {
  const balances = async (s: Awaited<ReturnType<typeof setUp>>) =>
    (await s.repos.Brand.getMany([s.card.brandA.id, s.card.brandB.id])).map((b) => b.balance);
  const CREDITED = [1000 + 1_313_550, 1_313_550];

  it('changes nothing the second time', async () => {
    const s = await setUp();
    const complete = createCompleteProduction({ ...s, random: constantRandom });
    expect((await complete(s.card.production.id)).status).toBe('completed');
    const after = await dumpTables(s.repos);
    const again = await complete(s.card.production.id, { seed: 123 });
    expect(again.status).toBe('alreadyComplete');
    expect(again.production).toEqual(after.Production[0]);
    expect(await dumpTables(s.repos)).toEqual(after);
    expect(await balances(s)).toEqual(CREDITED);
  });

  it('credits the brands once when two completions start at the same time', async () => {
    const s = await setUp();
    const complete = createCompleteProduction({ ...s, random: constantRandom });
    const results = await Promise.all([complete(s.card.production.id), complete(s.card.production.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['alreadyComplete', 'completed']);
    expect(await balances(s)).toEqual(CREDITED);
  });

  /** A unit of work whose transactions wait until `open()`: the tab has loaded and computed, not committed. */
  function gated(unitOfWork: UnitOfWork) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waiting!: () => void;
    const reached = new Promise<void>((resolve) => (waiting = resolve));
    const held: UnitOfWork = { run: async (work) => { waiting(); await gate; return unitOfWork.run(work); } };
    return { unitOfWork: held, reached, open };
  }

  it('credits the brands once when another tab completes it between this tab\'s load and commit', async () => {
    const name = uniqueDatabaseName();
    const s = await setUp(name);
    const otherTab = createDexieTestStorage(name);
    const slow = gated(s.unitOfWork);
    const first = createCompleteProduction({ ...s, unitOfWork: slow.unitOfWork, random: constantRandom })(s.card.production.id);
    await slow.reached; // this tab has loaded the incomplete production and is about to commit
    const second = await createCompleteProduction({ ...otherTab, random: constantRandom })(s.card.production.id);
    slow.open();
    expect(second.status).toBe('completed');
    expect((await first).status).toBe('alreadyComplete');
    expect(await balances(s)).toEqual(CREDITED);
    expect(await s.repos.Reign.findBy('championshipId', s.card.title.id)).toHaveLength(3);
  });

  it('keeps both credits when two productions of the same brands complete in two tabs at once', async () => {
    const name = uniqueDatabaseName();
    const s = await setUp(name);
    const second = await s.repos.Production.create({ ...s.card.production, id: undefined, segmentIds: [] });
    const otherTab = createDexieTestStorage(name);
    const slow = gated(s.unitOfWork);
    const first = createCompleteProduction({ ...s, unitOfWork: slow.unitOfWork, random: constantRandom })(s.card.production.id);
    await slow.reached; // loaded the balances 1000 and 0, not yet credited
    expect((await createCompleteProduction({ ...otherTab, random: constantRandom })(second.id)).status).toBe('completed');
    slow.open();
    expect((await first).status).toBe('completed');
    // The empty production earns the show's income minus 300, shared by the two brands.
    const emptyShare = (2_690_000 - 300) / 2;
    expect(await balances(s)).toEqual([CREDITED[0] + emptyShare, CREDITED[1] + emptyShare]);
  });
});
