import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createGame } from '../entities/game';
import { createSegment, type Segment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegmentBreakdown } from '../rules/rating';
import { starsOfSum } from '../rules/living/star-rating';
import { sequenceRng } from '../rules/test-rng';
import { COMPLETION_PIPELINE, withRuleSets } from './completion-pipeline';
import type { CompletionWork } from './completion-work';
import { storedRatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';

const high = sequenceRng([0.95]);
const wrestler = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: `W${id}`, ...fields }), id });
const appearance = (id: number, wrestlerId: number, groupId: number, fields = {}) => ({ ...createAppearance({ wrestlerId, groupId, ...fields }), id });
const segment = (id: number, type: string, appearanceIds: number[], fields: Partial<Segment> = {}): Stored<Segment> =>
  ({ ...createSegment({ type, appearanceIds, ...fields }), id });

const steps = Object.fromEntries(withRuleSets(COMPLETION_PIPELINE).slice(1).map((s) => ['run' in s ? s.actor : '', 'run' in s ? s.run : null]));
const run = (actor: string, work: CompletionWork) => steps[actor]!(work, high);

/** A singles match between a worn-out star (stats past 100, as an old save may hold) and a newcomer. */
function match(rules: 'living' | 'classic', fields: Partial<Segment> = {}) {
  const star = wrestler(1, { points: 99, popularity: 99, morale: 242, charisma: 98, stamina: 10, damage: 99, alignment: 'GOOD', wins: 50 });
  const newcomer = wrestler(2, { points: 10, popularity: 10, morale: 50, charisma: 30, alignment: 'BAD' });
  const show = { ...createShow({ name: 'Weekly', type: 'TV', avgViewers: 2_100_000 }), id: 1 };
  const work = emptyWork({}, {
    game: { ...createGame({ rules }), id: 1 },
    show,
    segments: [segment(1, 'SINGLES', [1, 2], fields)],
    appearances: [appearance(1, 1, 1, { winner: true }), appearance(2, 2, 2, { loser: true })],
    wrestlers: [star, newcomer],
  });
  return work;
}

describe('the living completion steps', () => {
  it('step 3 keeps every stat of a living game within 0–100 (classic stores them raw)', () => {
    const living = run('recordResults', match('living')).wrestlers[0];
    expect(living.morale).toBe(100);
    expect(living.damage).toBeLessThanOrEqual(100);
    expect(living.wins).toBe(51);
    const classic = run('recordResults', match('classic')).wrestlers[0];
    expect(classic.morale).toBeGreaterThan(242);
  });

  it('step 10 rates a living match in stars and keeps the spec\'s sum in the explanation', () => {
    const work = match('living');
    const sum = rateSegmentBreakdown([
      { wrestler: work.wrestlers[0], groupId: 1, winner: true },
      { wrestler: work.wrestlers[1], groupId: 2 },
    ]).total;
    const rated = run('rateSegments', work).segments[0];
    expect(rated.rating).toBe(starsOfSum(sum));
    expect(storedRatingExplanation(rated)).toMatchObject({ total: sum, stars: starsOfSum(sum) });
    const classic = run('rateSegments', match('classic')).segments[0];
    expect(classic.rating).toBe(sum / 100);
    expect(storedRatingExplanation(classic)?.stars).toBeUndefined();
  });

  it('step 11 moves a living show\'s viewers by a factor up after a good card and down after a bad one', () => {
    const good = run('raiseViewers', { ...match('living'), segments: [segment(1, 'SINGLES', [1, 2], { rating: 4.5 })] });
    const bad = run('raiseViewers', { ...match('living'), segments: [segment(1, 'SINGLES', [1, 2], { rating: 0.5 })] });
    expect(good.effects.viewersFactor).toBeGreaterThan(1);
    expect(bad.effects.viewersFactor).toBeLessThan(1);
    expect(bad.show!.avgViewers).toBe(Math.round(2_100_000 * bad.effects.viewersFactor!));
    expect(run('raiseViewers', match('classic')).effects.viewersFactor).toBeUndefined();
  });
});
