import { createRivalryServices } from '../../../src/application/rivalries';
import { GAME_ID } from '../../../src/domain/entities/game';
import { dexieDeps, putGame } from '../support';
import { rivalryWorld } from './rivalry-world';

async function setUp() {
  const deps = dexieDeps('book-step');
  await putGame(deps, { rules: 'living' });
  const world = await rivalryWorld(deps.repos);
  return { deps, world, rivalries: createRivalryServices(deps) };
}

async function castOf(deps: Awaited<ReturnType<typeof setUp>>['deps'], segmentId: number) {
  const segment = (await deps.repos.Segment.get(segmentId))!;
  const appearances = await deps.repos.Appearance.getMany(segment.appearanceIds);
  return { segment, cast: appearances.map((a) => [a.wrestlerId, a.groupId]) };
}

describe('booking the next step of a rivalry', () => {
  it("creates the next show's production and turns its last empty segment into a match between the sides", async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);

    const step = await rivalries.bookNextStep(id);

    expect(step).toMatchObject({ showName: 'North Weekly', date: '2026-03-12', kind: 'Singles', booked: true });
    const production = (await deps.repos.Production.get(step.productionId))!;
    expect(production).toMatchObject({ showId: world.weekly.id, date: '2026-03-12' });
    // A living card starts with the segments its slot needs, as many as its few fit wrestlers fill
    // (issue 35): here two matches and two promos by their wrestlers, one more than the show's three.
    expect(production.segmentIds).toHaveLength(4);
    expect(production.segmentIds.at(-1)).toBe(step.segmentId);
    const { segment, cast } = await castOf(deps, step.segmentId);
    expect(segment).toMatchObject({ type: 'SINGLES', category: 'Competition', complete: false });
    expect(cast).toEqual([[world.crane.id, 1], [world.vale.id, 2]]);
  });

  it('books a promo after a match, on the next show not yet complete, and a team stands together', async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id, world.reed.id], [world.vale.id]);
    const first = await rivalries.bookNextStep(id);
    expect(first.kind).toBe('Tag Team');
    await deps.repos.Production.update(first.productionId, { complete: true });
    await deps.repos.Segment.update(first.segmentId, { complete: true, rating: 3 });

    const second = await rivalries.bookNextStep(id);

    expect(second).toMatchObject({ date: '2026-03-19', kind: 'Promo', booked: true });
    const { cast } = await castOf(deps, second.segmentId);
    expect(cast).toEqual([[world.crane.id, 1], [world.reed.id, 1], [world.vale.id, 2]]);
  });

  it('leaves a card that already has them as it is, and adds a segment when the card has no empty one', async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    const step = await rivalries.bookNextStep(id);
    expect(await rivalries.bookNextStep(id)).toMatchObject({ segmentId: step.segmentId, booked: false });
    const production = (await deps.repos.Production.get(step.productionId))!;
    // Fill every other slot, then start another rivalry: its step needs a new segment.
    for (const segmentId of production.segmentIds.slice(0, -1)) await deps.repos.Segment.update(segmentId, { type: 'PROMO' });
    const other = await rivalries.start([world.moss.id], [world.reed.id]);
    const next = await rivalries.bookNextStep(other.id);
    expect(next.productionId).toBe(step.productionId);
    expect((await deps.repos.Production.get(step.productionId))!.segmentIds).toEqual([...production.segmentIds, next.segmentId]);
  });

  it('says so when no show of their brand comes up, and refuses an ended rivalry', async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    // Their brand's shows move to the other brand: none of theirs comes up.
    await deps.repos.Show.update(world.weekly.id, { brandIds: [world.south.id] });
    await deps.repos.Show.update(world.ppv.id, { brandIds: [world.south.id] });
    await expect(rivalries.bookNextStep(id)).rejects.toThrow('No show of their brand is coming up in the next weeks to book Crane vs. Vale on.');
    await rivalries.end(id);
    await expect(rivalries.bookNextStep(id)).rejects.toThrow(`No active rivalry has the id ${id}.`);
    expect((await deps.repos.Game.get(GAME_ID))!.rivalries).toHaveLength(1);
  });

  it('books the payoff: their match as the main event of their brand\'s next PPV, even after a match', async () => {
    const { deps, world, rivalries } = await setUp();
    const { id } = await rivalries.start([world.crane.id], [world.vale.id]);
    const weekly = await rivalries.bookNextStep(id);
    await deps.repos.Production.update(weekly.productionId, { complete: true });
    await deps.repos.Segment.update(weekly.segmentId, { complete: true, rating: 3 });

    const payoff = await rivalries.bookNextStep(id, { payoff: true });

    expect(payoff).toMatchObject({ showName: 'North Clash', date: '2026-03-29', kind: 'Singles', booked: true });
    const production = (await deps.repos.Production.get(payoff.productionId))!;
    expect(production).toMatchObject({ showId: world.ppv.id, date: '2026-03-29' });
    expect(production.segmentIds.at(-1)).toBe(payoff.segmentId);
    expect((await castOf(deps, payoff.segmentId)).cast).toEqual([[world.crane.id, 1], [world.vale.id, 2]]);
  });
});
