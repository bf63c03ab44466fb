import { createRandomiseProduction } from '../../../src/application/segments/randomise-segment';
import type { ShowTypeKey } from '../../../src/domain/entities/enums';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { seededRng } from '../../../src/domain/rules/test-rng';
import { dexieDeps, inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 15 item 7 on real adapters: a living card's main event is a title match on purpose, its
// challenger from the top of the ranking, and a champion defends at most once a week.

/** Sixteen men (W15 ranked highest), a World title held by W0, and an empty card of four segments. */
async function setUp(deps: TestDeps, rules: 'living' | 'classic' = 'living') {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED' };
  const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 16 }, (_, i) => ({ ...base, name: `W${i}`, points: 40 + 3 * i })));
  const world = await deps.repos.Championship.create({ name: 'World', gender: 'MALE', holders: 1, active: true, wrestlerIds: [roster[0].id], brandIds: [raw.id] });
  const card = async (type: ShowTypeKey, date: string) => {
    const show = await deps.repos.Show.create({ name: type, type, brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
    const segments = await deps.repos.Segment.bulkCreate(Array.from({ length: 4 }, () => ({ type: 'DEFAULT' })));
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date, segmentIds: segments.map((s) => s.id) });
  };
  return { roster, world, card };
}

async function bookedCard(deps: TestDeps, productionId: number) {
  const production = (await deps.repos.Production.get(productionId))!;
  const segments = await deps.repos.Segment.getMany(production.segmentIds);
  const appearances = new Map((await deps.repos.Appearance.all()).map((a) => [a.id, a]));
  return segments.map((s) => ({ ...s, wrestlerIds: s.appearanceIds.map((id) => appearances.get(id)!.wrestlerId) }));
}

describe('a living card: titles on purpose', () => {
  it.each([1, 2, 3, 4, 5])('puts the title on the line in a PPV main event against a top contender (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { roster, world, card } = await setUp(deps);
    const ppv = await card('PPV', TODAY);
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(seed) });
    const segments = await bookedCard(deps, ppv.id);
    const main = segments.at(-1)!;
    expect(main.type).toBe('CHAMPIONSHIP');
    expect(main.championshipIds).toEqual([world.id]);
    expect(main.wrestlerIds[0]).toBe(roster[0].id);
    // The booker books the main event first: its challenger is one of the top three (W15, W14, W13).
    expect(roster.slice(-3).map((w) => w.id)).toContain(main.wrestlerIds[1]);
    expect(segments.slice(0, -1).every((s) => s.championshipIds.length === 0 || s.championshipIds[0] === world.id)).toBe(true);
  });

  it('never books the champion in a second title match within the week, on the Dexie database', async () => {
    const deps = dexieDeps('living-titles', 3);
    const { roster, card } = await setUp(deps);
    const sunday = await card('PPV', TODAY);
    const tuesday = await card('PPV', '2026-03-13');
    await createRandomiseProduction(deps)({ production: sunday, rng: seededRng(1) });
    await createRandomiseProduction(deps)({ production: tuesday, rng: seededRng(2) });
    const titled = [...(await bookedCard(deps, sunday.id)), ...(await bookedCard(deps, tuesday.id))].filter((s) => s.championshipIds.length > 0);
    expect(titled).toHaveLength(1);
    expect(titled[0].wrestlerIds).toContain(roster[0].id);
  });

  it.each([1, 2, 3, 4])('puts an open title on the line once on a card, never in two of its matches (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    const { roster, world, card } = await setUp(deps);
    await deps.repos.Wrestler.update(roster[0].id, { retired: true });
    const ppv = await card('MAJOR_PPV', TODAY);
    await createRandomiseProduction(deps)({ production: ppv, rng: seededRng(seed) });
    const titled = (await bookedCard(deps, ppv.id)).filter((s) => s.championshipIds.includes(world.id));
    expect(titled).toHaveLength(1);
    expect(titled[0].wrestlerIds).not.toContain(roster[0].id);
  });

  it('puts no title on the line by a coin in an ordinary match of weekly TV', async () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const deps = inMemoryDeps(seed);
      const { card } = await setUp(deps);
      const tv = await card('TV', TODAY);
      await createRandomiseProduction(deps)({ production: tv, rng: seededRng(seed) });
      const segments = await bookedCard(deps, tv.id);
      expect(segments.slice(0, -1).every((s) => s.championshipIds.length === 0)).toBe(true);
    }
  });
});
