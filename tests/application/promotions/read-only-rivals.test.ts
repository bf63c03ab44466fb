import { createCoachServices } from '../../../src/application/coach';
import { createPlayerProductionServices, createProductionServices } from '../../../src/application/production';
import { createPromotionServices } from '../../../src/application/promotions';
import { createSegmentServices } from '../../../src/application/segments';
import { BRAND, COMPANY } from '../../../src/infrastructure/seed/ids';
import { seedGame, showOfBrand } from './support';

const READ_ONLY = 'This show is run by Vanguard Wrestling Union: it is read-only. You book and simulate only your own promotion\'s shows.';

async function rivalProduction(options = {}) {
  const world = await seedGame(options);
  const voltage = await showOfBrand(world.deps, BRAND.VOLTAGE);
  const production = await createProductionServices(world.deps).createProduction({ showId: voltage.id, date: world.game.date });
  return { ...world, production, segmentId: production.segmentIds[0]! };
}

describe('when the player touches a rival promotion\'s show', () => {
  it('refuses every segment edit, randomising included, with who runs it', async () => {
    const { deps, production, segmentId } = await rivalProduction();
    const segments = createSegmentServices(deps);
    await expect(segments.setDuration(segmentId, 600)).rejects.toThrow(READ_ONLY);
    await expect(segments.randomise({ segmentId })).rejects.toThrow(READ_ONLY);
    await expect(segments.toggleAppearance({ segmentId, wrestlerId: 1 })).rejects.toThrow(READ_ONLY);
    await expect(segments.addSegment({ productionId: production.id })).rejects.toThrow(READ_ONLY);
    expect((await segments.load(segmentId)).segment.id).toBe(segmentId);
  });

  it('writes nothing when it refuses an edit, though the guard runs beside the edit in its transaction (issue 19)', async () => {
    const { deps, repos, production, segmentId } = await rivalProduction();
    const segments = createSegmentServices(deps);
    const before = { segments: await repos.Segment.all(), appearances: await repos.Appearance.all(), productions: await repos.Production.all() };
    await expect(segments.setDuration(segmentId, 1234)).rejects.toThrow(READ_ONLY);
    await expect(segments.randomise({ segmentId, productionId: production.id })).rejects.toThrow(READ_ONLY);
    await expect(segments.addSegment({ productionId: production.id })).rejects.toThrow(READ_ONLY);
    await expect(segments.setType(segmentId, 'NO_SUCH_TYPE')).rejects.toThrow(READ_ONLY);
    expect({ segments: await repos.Segment.all(), appearances: await repos.Appearance.all(), productions: await repos.Production.all() }).toEqual(before);
  });

  it('asks the guard inside the edit\'s own unit of work, not in a round of reads before it (issue 19: every booking click)', async () => {
    const { deps, game } = await seedGame();
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const own = await createProductionServices(deps).createProduction({ showId: onslaught.id, date: game.date });
    let inside = 0;
    const run = deps.unitOfWork.run.bind(deps.unitOfWork);
    const counted = { ...deps, unitOfWork: { run: <R,>(work: Parameters<typeof run<R>>[0]) => run<R>(async (tx) => { inside += 1; try { return await work(tx); } finally { inside -= 1; } }) } };
    const gameReads: boolean[] = [];
    const read = deps.repos.Game.get.bind(deps.repos.Game);
    vi.spyOn(deps.repos.Game, 'get').mockImplementation((id) => { gameReads.push(inside > 0); return read(id); });
    const segments = createSegmentServices(counted);
    await segments.setDuration(own.segmentIds[0]!, 300);
    await segments.randomise({ segmentId: own.segmentIds[0]!, productionId: own.id });
    expect(gameReads.length).toBeGreaterThan(0);
    expect(gameReads.every(Boolean)).toBe(true);
  });

  it('refuses to simulate it (returned as a failed completion, as every completion failure is) and writes nothing', async () => {
    const { deps, production, repos } = await rivalProduction();
    const result = await createPlayerProductionServices(deps).completeProduction(production.id);
    expect(result.status).toBe('failed');
    expect((result.error as Error).message).toBe(READ_ONLY);
    expect(await repos.Production.get(production.id)).toEqual(production);
  });

  it('says who runs it, for the production page', async () => {
    const { deps, production } = await rivalProduction();
    expect(await createPromotionServices(deps).ownerOf(production.id)).toEqual({ companyId: COMPANY.VWU, name: 'Vanguard Wrestling Union', rival: true });
  });

  it('lets the rivals\' own week book it through the unguarded production use cases', async () => {
    const { deps, production } = await rivalProduction();
    const booked = await createProductionServices(deps).bookVenue(production.id, null);
    expect(booked.id).toBe(production.id);
    await expect(createPlayerProductionServices(deps).bookVenue(production.id, null)).rejects.toThrow(READ_ONLY);
  });

  it('refuses nothing when the player runs every promotion, or under classic rules', async () => {
    for (const options of [{ companyId: null }, { rules: 'classic' as const }]) {
      const { deps, segmentId } = await rivalProduction(options);
      expect((await createSegmentServices(deps).setDuration(segmentId, 600)).duration).toBe(600);
    }
  });

  it('lets the player edit their own shows', async () => {
    const { deps, game } = await seedGame();
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const own = await createProductionServices(deps).createProduction({ showId: onslaught.id, date: game.date });
    expect((await createSegmentServices(deps).setDuration(own.segmentIds[0]!, 300)).duration).toBe(300);
  });

  it('checks an edit of the player\'s own show without reading the brands or the companies (issue 19: every booking click asks)', async () => {
    const { deps, game } = await seedGame();
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const own = await createProductionServices(deps).createProduction({ showId: onslaught.id, date: game.date });
    const reads = [vi.spyOn(deps.repos.Brand, 'all'), vi.spyOn(deps.repos.Company, 'get')];
    await createSegmentServices(deps).setDuration(own.segmentIds[0]!, 300);
    await createPlayerProductionServices(deps).bookVenue(own.id, null);
    expect(reads.map((read) => read.mock.calls.length)).toEqual([0, 0]);
  });
});

describe('the booking coach on a rival promotion\'s show', () => {
  it('refuses its one-click changes like any other edit', async () => {
    const { deps, production, segmentId } = await rivalProduction();
    const coach = createCoachServices(deps);
    await expect(coach.applyImprovement({ segmentId, change: { kind: 'type', type: 'DEFAULT' } as never })).rejects.toThrow(READ_ONLY);
    await expect(coach.applyCardOrder({ productionId: production.id, order: [...production.segmentIds].reverse() })).rejects.toThrow(READ_ONLY);
  });
});
