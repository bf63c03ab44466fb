import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { createRandomiseProduction, createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import type { ShowTypeKey } from '../../../src/domain/entities/enums';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { readAirtime } from '../../../src/domain/production/airtime-steps';
import { lengthRange } from '../../../src/domain/rules/living/segment-length';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 35 item 1 on the application's use cases: a living booker fills the show's slot with
// lengths in their kinds' ranges, and the completion keeps the booked length.

async function setUp(deps: TestDeps, rules: 'living' | 'classic' = 'living') {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED' };
  await deps.repos.Wrestler.bulkCreate(Array.from({ length: 16 }, (_, i) => ({ ...base, name: `W${i}`, points: 40 + 3 * i, popularity: 40 + 3 * i })));
  const card = async (type: ShowTypeKey, maxDuration: number, segments = 4) => {
    const show = await deps.repos.Show.create({ name: type, type, brandIds: [raw.id], minPoints: 40, maxPoints: 100, maxDuration });
    const made = await deps.repos.Segment.bulkCreate(Array.from({ length: segments }, () => ({ type: 'DEFAULT' })));
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date: TODAY, segmentIds: made.map((s) => s.id) });
  };
  return { card };
}

const segmentsOf = async (deps: TestDeps, productionId: number) =>
  deps.repos.Segment.getMany((await deps.repos.Production.get(productionId))!.segmentIds);

describe('airtime on a living card (issue 35 item 1)', () => {
  it.each([1, 2, 3])('fills a one-hour show to 85–100% with lengths in their kinds\' ranges (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { card } = await setUp(deps);
    const show = await card('CABLE', 3600);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(seed) });
    const segments = await segmentsOf(deps, show.id);
    const total = segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total / 3600).toBeGreaterThanOrEqual(0.85);
    expect(total / 3600).toBeLessThanOrEqual(1);
    for (const s of segments) {
      expect(s.duration).toBeGreaterThanOrEqual(lengthRange(s.type).min);
      expect(s.duration).toBeLessThanOrEqual(lengthRange(s.type).max);
    }
  });

  it('books one segment drawn by itself its share of the slot, and keeps a typed length', async () => {
    const deps = inMemoryDeps(4);
    const { card } = await setUp(deps);
    const show = await card('CABLE', 3600);
    const [first, second] = show.segmentIds;
    await deps.repos.Segment.update(second, { type: 'SINGLES', duration: 900 });
    await createRandomiseSegment(deps)({ segmentId: first, productionId: show.id, rng: seededRng(4) });
    await createRandomiseSegment(deps)({ segmentId: second, productionId: show.id, rng: seededRng(5) });
    const [drawn, typed] = await deps.repos.Segment.getMany([first, second]);
    expect(drawn.duration).toBeGreaterThan(300);
    expect(typed.duration).toBe(900);
  });

  it('keeps a booked 15:00 match at 15:00 through the completion, and notes what it ran', async () => {
    const deps = inMemoryDeps(6);
    const { card } = await setUp(deps);
    const show = await card('TV', 5400, 2);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(6) });
    await deps.repos.Segment.update(show.segmentIds[0], { duration: 900 });
    await createCompleteProduction(deps)(show.id, { seed: 7 });
    const [match] = await segmentsOf(deps, show.id);
    expect(match.complete).toBe(true);
    expect(match.duration).toBe(900);
    const airtime = readAirtime(match)!;
    expect(airtime.booked).toBe(900);
    expect(Math.abs(airtime.ran - 900)).toBeLessThanOrEqual(120);
  });

  it('leaves a classic card to the spec: no lengths booked, the default drawn again at completion', async () => {
    const deps = inMemoryDeps(8);
    const { card } = await setUp(deps, 'classic');
    const show = await card('CABLE', 3600);
    await createRandomiseProduction(deps)({ production: show, rng: seededRng(8) });
    const booked = await segmentsOf(deps, show.id);
    expect(booked.every((s) => s.duration === 300)).toBe(true);
    await createCompleteProduction(deps)(show.id, { seed: 9 });
    const done = await segmentsOf(deps, show.id);
    expect(done.every((s) => readAirtime(s) === null && s.duration % 60 === 0 && s.duration >= 60 && s.duration <= 1200)).toBe(true);
  });
});
