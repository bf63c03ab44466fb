import { createCalendarServices } from '../../../src/application/calendar';
import { normaliseSides, type Rivalry } from '../../../src/domain/entities/rivalry';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { inMemoryDeps, putGame, TODAY } from '../support';

// Issue 17 item 5: the week sweep (randomise empty productions) books a living game's rivalries
// through the same plan as Randomise. Window: Sunday 8 to Saturday 14 March 2026.

const rivalry = (a: number, b: number): Rivalry => ({
  id: 1, sides: normaliseSides([a], [b]), origin: 'player', startedOn: TODAY, endedOn: null, endReason: '',
  heat: 50, heatOn: TODAY, beats: [], segments: 0, payoffShowId: null,
});

it('books the rivals against each other on the weekly show it fills', async () => {
  const deps = inMemoryDeps(13);
  await putGame(deps, { gender: 'MALE', rules: 'living' });
  const base: Partial<Wrestler> = { gender: 'MALE', active: true, status: 'SIGNED' };
  const roster = await deps.repos.Wrestler.bulkCreate(Array.from({ length: 12 }, (_, i) => ({ ...base, name: `W${i}`, points: 50 + i })));
  await deps.repos.Game.update(1, { rivalries: [rivalry(roster[4].id, roster[8].id)] });
  await deps.repos.Show.create({ name: 'Monday', type: 'TV', dayIndex: 1, defaultAmountSegments: 4, minPoints: 40, maxPoints: 100 });

  const summary = await createCalendarServices(deps).randomiseEmptyProductions();

  expect(summary.productionIds).toHaveLength(1);
  const production = (await deps.repos.Production.get(summary.productionIds[0]))!;
  const segments = await deps.repos.Segment.getMany(production.segmentIds);
  const appearances = new Map((await deps.repos.Appearance.all()).map((a) => [a.id, a]));
  const groupsOf = (ids: number[]) => new Map(ids.map((id) => [appearances.get(id)!.wrestlerId, appearances.get(id)!.groupId]));
  const rivals = segments.map((s) => groupsOf(s.appearanceIds)).filter((g) => g.has(roster[4].id) && g.has(roster[8].id));
  expect(rivals).toHaveLength(1);
  expect(rivals[0].get(roster[4].id)).not.toBe(rivals[0].get(roster[8].id));
  const everyone = segments.flatMap((s) => s.appearanceIds.map((id) => appearances.get(id)!.wrestlerId));
  expect(new Set(everyone).size).toBe(everyone.length);
});
