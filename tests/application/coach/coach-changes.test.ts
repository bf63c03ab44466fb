import { createCoachServices } from '../../../src/application/coach';
import { createSegmentServices } from '../../../src/application/segments';
import { kindOrDefault } from '../../../src/domain/catalog/segment-kinds';
import type { Rivalry } from '../../../src/domain/entities/rivalry';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { inMemoryDeps, putGame, TODAY } from '../support';

const mid = (alignment: 'GOOD' | 'BAD'): Partial<Wrestler> => ({ points: 60, popularity: 60, charisma: 60, morale: 60, alignment });

async function setUp(type: string, showType = 'PPV', duration = 900) {
  const deps = inMemoryDeps();
  const coach = createCoachServices(deps);
  const segments = createSegmentServices(deps);
  const [crane, vale] = await deps.repos.Wrestler.bulkCreate([{ name: 'Crane', ...mid('GOOD') }, { name: 'Vale', ...mid('BAD') }]);
  const feud: Rivalry = {
    id: 1, sides: [[crane.id], [vale.id]], origin: 'player', startedOn: TODAY, endedOn: null, endReason: '',
    heat: 60, heatOn: TODAY, beats: [], segments: 2, payoffShowId: null,
  };
  await putGame(deps, { rules: 'living', rivalries: [feud] });
  const show = await deps.repos.Show.create({ name: 'Collision', type: showType as never });
  // Issue 35: booked for 15:00, a length a singles match between these two fills (the coach reads the length line too).
  const segment = await deps.repos.Segment.create({ type, date: TODAY, duration });
  await deps.repos.Production.create({ date: TODAY, showId: show.id, segmentIds: [segment.id] });
  await segments.toggleAppearance({ segmentId: segment.id, wrestlerId: crane.id });
  await segments.toggleAppearance({ segmentId: segment.id, wrestlerId: vale.id });
  return { deps, coach, segment };
}

describe('the coach and a rivalry', () => {
  it('counts the heat in the expected rating, on its own line', async () => {
    const { coach, segment } = await setUp('SINGLES', 'TV');
    const advice = await coach.howToImprove(segment.id);
    expect(advice.before.explanation.fired.find((line) => line.id === 'RIVALRY_HEAT')).toMatchObject({ amount: 36 });
  });

  it('reads the booked length as the show will (issue 35): a 5:00 main event is short, with its line', async () => {
    const { coach, segment } = await setUp('SINGLES', 'TV', 300);
    const advice = await coach.howToImprove(segment.id);
    expect(advice.before.explanation.fired.at(-1)).toMatchObject({ id: 'MATCH_LENGTH', label: expect.stringMatching(/^Length: 5:00 is short for a main event/) });
  });

  it('turns a face to face between rivals into their payoff match on the PPV, and applies it', async () => {
    const { deps, coach, segment } = await setUp('FACE_TO_FACE');
    const advice = await coach.howToImprove(segment.id);
    // A match of some kind (which one depends on how its range fits the booked 15:00, issue 35).
    const change = advice.suggestion?.change;
    expect(change?.kind).toBe('type');
    const type = change?.kind === 'type' ? change.type : '';
    expect(kindOrDefault(type).competition).toBe(true);
    expect(advice.suggestion?.description).toMatch(/^Make it a .+: \+\d\.\d\d★$/);
    expect(advice.suggestion?.after.explanation.fired.find((line) => line.id === 'RIVALRY_HEAT')?.label).toMatch(/payoff/);
    await coach.applyImprovement({ segmentId: segment.id, change: advice.suggestion!.change });
    expect(await deps.repos.Segment.get(segment.id)).toMatchObject({ type, category: 'Competition', complete: false });
    expect((await coach.howToImprove(segment.id)).before.rating).toBe(advice.suggestion!.after.rating);
  });

  it('puts a title on the line and adds a manager through the segment use cases', async () => {
    const { deps, coach, segment } = await setUp('LADDER', 'TV');
    const belt = await deps.repos.Championship.create({ name: 'Crown', wrestlerIds: [], holders: 1 });
    const [aide] = await deps.repos.Wrestler.bulkCreate([{ name: 'Aide' }]);
    await coach.applyImprovement({ segmentId: segment.id, change: { kind: 'title', championshipId: belt.id } });
    const titled = await coach.applyImprovement({ segmentId: segment.id, change: { kind: 'manager', wrestlerId: aide.id, groupId: 1 } });
    expect(titled.championshipIds).toEqual([belt.id]);
    const cast = await deps.repos.Appearance.getMany(titled.appearanceIds);
    expect(cast.find((a) => a.wrestlerId === aide.id)).toMatchObject({ manager: true, groupId: 1 });
  });
});
