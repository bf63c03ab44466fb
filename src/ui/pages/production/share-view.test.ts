import type { TestAppServices } from '../../../../tests/support/app-services';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { seedTestWorld, type TestWorld } from './production-test-world';
import { shareView } from './share-view';

type Edit = (services: TestAppServices, world: TestWorld) => Promise<unknown>;

/** The card read, the edit made, the card read again; and what the screen would keep of the two. */
async function readAround(edit: Edit) {
  const services = createTestAppServices();
  const world = await seedTestWorld(services);
  const before = (await services.production.view(world.production.id))!;
  await edit(services, world);
  const after = (await services.production.view(world.production.id))!;
  return { before, after, shared: shareView(before, after)!, world };
}

describe('when the production is read again after an edit', () => {
  it('keeps the card on screen as it is when nothing changed', async () => {
    const { before, after, shared } = await readAround(async () => {});
    expect(after).not.toBe(before);
    expect(shared).toBe(before);
  });

  it('takes the edited segment as read and keeps every other part of the card', async () => {
    const { before, after, shared } = await readAround((s, w) => s.segments.setType(w.production.segmentIds[0], 'SINGLES'));
    expect(shared).not.toBe(before);
    expect(shared.segments[0]).toEqual(after.segments[0]);
    expect(shared.segments[0].segment).toBe(after.segments[0].segment);
    expect(shared.segments[0].segment.type).toBe('SINGLES');
    // A new type leaves who is in the segment alone: the appearances on screen are kept (issue 19).
    expect(shared.segments[0].appearances).toBe(before.segments[0].appearances);
    expect(shared.segments.slice(1)).toHaveLength(before.segments.length - 1);
    shared.segments.slice(1).forEach((details, index) => expect(details).toBe(before.segments[index + 1]));
    for (const key of ['production', 'show', 'venue', 'wrestlers', 'championships', 'factions', 'venues', 'brands'] as const) {
      expect(shared[key]).toBe(before[key]);
    }
  });

  it('takes a changed wrestler as read, keeping the rest of the roster', async () => {
    const { before, shared, world } = await readAround((s, w) => s.repos.Wrestler.update(w.wrestlers.ace.id, { morale: 12 }));
    expect(shared.wrestlers).not.toBe(before.wrestlers);
    for (const [index, wrestler] of shared.wrestlers.entries()) {
      if (wrestler.id === world.wrestlers.ace.id) expect(wrestler.morale).toBe(12);
      else expect(wrestler).toBe(before.wrestlers[index]);
    }
  });

  it('follows a new running order with the segment objects already on screen', async () => {
    const { before, shared } = await readAround((s, w) =>
      s.segments.moveSegment({ productionId: w.production.id, segmentId: w.production.segmentIds[2], toIndex: 0 }),
    );
    expect(shared.segments).not.toBe(before.segments);
    expect(shared.segments).toEqual([before.segments[2], before.segments[0], before.segments[1]]);
    expect(shared.segments[0]).toBe(before.segments[2]);
    expect(shared.segments[1]).toBe(before.segments[0]);
  });
});
