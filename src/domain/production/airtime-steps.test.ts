import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { starsOfSum } from '../rules/living/star-rating';
import { sequenceRng } from '../rules/test-rng';
import { MATCH_LENGTH_RULE, airtimeNote, readAirtime, sumForStarDelta, sumOfStars } from './airtime-steps';
import { rateSegments, simulateSegments } from './completion-steps';
import { ruledStep } from './living-steps';
import { storedRatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';

const wrestler = (id: number, level: number) => ({ ...createWrestler({ name: `W${id}`, gender: 'MALE', points: level, popularity: level, charisma: level, morale: 80, stamina: 80, alignment: id % 2 === 0 ? 'BAD' : 'GOOD' }), id });

/** Two singles matches (1 v 2, then the main event 3 v 4), both booked at `duration` seconds. */
function work(rules: 'living' | 'classic', duration: number, level = 90) {
  const appear = (id: number, wrestlerId: number) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId }), id });
  return emptyWork({ date: '2027-03-07' }, {
    game: { ...createGame({ rules }), id: 1 },
    show: { ...createShow({ name: 'Show', type: 'TV', avgViewers: 2_000_000, maxDuration: 3600 }), id: 3 },
    segments: [
      { ...createSegment({ type: 'SINGLES', duration, appearanceIds: [11, 12] }), id: 1 },
      { ...createSegment({ type: 'SINGLES', duration, appearanceIds: [13, 14] }), id: 2 },
    ],
    appearances: [appear(11, 1), appear(12, 2), appear(13, 3), appear(14, 4)],
    wrestlers: [wrestler(1, level), wrestler(2, level), wrestler(3, level), wrestler(4, level)],
  });
}
const simulate = (w: ReturnType<typeof work>, rng = sequenceRng([0.3, 0.6, 0.9, 0.1, 0.5, 0.5])) => ruledStep('simulateSegments', simulateSegments)(w, rng);
const rate = (w: ReturnType<typeof work>) => ruledStep('rateSegments', rateSegments)(w, sequenceRng([0.99]));

describe('the booked length (issue 35 item 1)', () => {
  it('is kept under living rules: the segment runs a little long or short and says so', () => {
    const done = simulate(work('living', 480));
    for (const segment of done.segments) {
      expect(segment.duration).toBe(480);
      const airtime = readAirtime(segment)!;
      expect(airtime.booked).toBe(480);
      expect(Math.abs(airtime.ran - 480)).toBeLessThanOrEqual(60);
      expect(airtimeNote(segment)).toMatch(/^Ran (its booked 8:00|\d+:\d\d of its booked 8:00)$/);
    }
    expect(done.appearances.filter((a) => a.winner)).toHaveLength(2);
  });

  it('is left to the spec under classic rules: the default 5:00 is drawn again, exactly as SPEC §4 does, with no note', () => {
    const rng = [0.3, 0.6, 0.9, 0.1];
    const classic = simulate(work('classic', 300), sequenceRng(rng));
    const spec = simulateSegments(work('classic', 300), sequenceRng(rng));
    expect(classic).toEqual(spec);
    expect(classic.segments.map((s) => s.duration)).toEqual([60 * (1 + Math.floor(0.6 * 20)), 60 * (1 + Math.floor(0.1 * 20))]);
    expect(classic.segments.every((s) => readAirtime(s) === null)).toBe(true);
    // And the classic rating has no length line.
    const rated = rate(work('classic', 300));
    expect(rated).toEqual(rateSegments(work('classic', 300), sequenceRng([0.99])));
    expect(storedRatingExplanation(rated.segments[1])!.fired.some((r) => r.id === MATCH_LENGTH_RULE)).toBe(false);
  });
});

describe("the length's rating line (issue 35 item 1, living rules)", () => {
  it('caps a five-minute main event between stars, with its own line, and lets a long one rate higher', () => {
    const short = rate(work('living', 300));
    const long = rate(work('living', 1080));
    const line = storedRatingExplanation(short.segments[1])!.fired.find((r) => r.id === MATCH_LENGTH_RULE)!;
    expect(line.label).toMatch(/^Length: 5:00 is short for a main event between stars −\d/);
    expect(line.amount).toBeLessThan(0);
    expect(short.segments[1].rating).toBeLessThan(4);
    expect(long.segments[1].rating).toBeGreaterThan(short.segments[1].rating);
    const explanation = storedRatingExplanation(long.segments[1])!;
    expect(explanation.stars).toBe(starsOfSum(explanation.total));
    expect(long.segments[1].rating).toBe(explanation.stars);
  });

  it('lets a twenty-minute match between green wrestlers drag', () => {
    const rated = rate(work('living', 1200, 34));
    const line = storedRatingExplanation(rated.segments[0])!.fired.find((r) => r.id === MATCH_LENGTH_RULE)!;
    expect(line.label).toMatch(/^Length: 20:00 drags for a match between green wrestlers −/);
  });

  it('turns a change of stars into a change of the sum along the star curve', () => {
    expect(sumOfStars(2.5)).toBe(350);
    expect(sumOfStars(5)).toBe(750);
    expect(starsOfSum(400 + sumForStarDelta(400, -1))).toBeCloseTo(starsOfSum(400) - 1, 1);
    expect(sumForStarDelta(900, 0.2)).toBe(0);
    expect(sumForStarDelta(900, -1)).toBe(sumOfStars(4) - 750);
  });
});
