import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import type { Rivalry } from '../entities/rivalry';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { starsOfSum } from '../rules/living/star-rating';
import { sequenceRng } from '../rules/test-rng';
import { rateSegments } from './completion-steps';
import { ruledStep } from './living-steps';
import { storedRatingExplanation } from './rating-explanation';
import { RIVALRY_HEAT_RULE } from './rivalry-steps';
import { emptyWork } from './test-work';

// Issue 35 item 2: under living rules a wrestler can cut a promo alone, and it is rated by the
// presentation rule; classic keeps the spec (one wrestler alone rates 0).
const DATE = '2027-03-07';
const rivalry = (): Rivalry => ({
  id: 4, sides: [[1], [2]], origin: 'player', startedOn: '2027-02-21', endedOn: null, endReason: '', heat: 40, heatOn: DATE,
  beats: [], segments: 2, payoffShowId: null,
});
const star = (id: number, name: string, alignment: 'GOOD' | 'BAD') =>
  ({ ...createWrestler({ name, gender: 'MALE', points: 70, popularity: 80, charisma: 90, alignment }), id });

function work(rules: 'living' | 'classic', withRivalry = false) {
  const appear = (id: number, wrestlerId: number) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId }), id });
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules, rivalries: withRivalry ? [rivalry()] : [] }), id: 1 },
    show: { ...createShow({ name: 'Show', type: 'TV', avgViewers: 2_000_000 }), id: 3 },
    segments: [
      { ...createSegment({ type: 'PROMO', appearanceIds: [11] }), id: 1 },
      { ...createSegment({ type: 'FACE_TO_FACE', appearanceIds: [12, 13] }), id: 2 },
      { ...createSegment({ type: 'PROMO', appearanceIds: [] }), id: 3 },
    ],
    appearances: [appear(11, 1), appear(12, 1), appear(13, 2)],
    wrestlers: [star(1, 'Crane', 'GOOD'), star(2, 'Vale', 'BAD')],
  });
}
const rate = (w: ReturnType<typeof work>) => ruledStep('rateSegments', rateSegments)(w, sequenceRng([0.99]));

describe('talking segments (issue 35, living rules)', () => {
  it('rates a solo promo by the microphone, with its lines in "Why this rating"', () => {
    const [promo, faceOff, empty] = rate(work('living')).segments;
    const explained = storedRatingExplanation(promo)!;
    expect(explained.fired.map((line) => line.id)).toEqual(['PRESENTATION_MIC', 'PRESENTATION_CHARISMA', 'PRESENTATION_STAR']);
    expect(promo.rating).toBe(starsOfSum(explained.total));
    expect(promo.rating).toBeGreaterThan(3);
    // A face and a heel: the crowd picks a side.
    expect(storedRatingExplanation(faceOff)!.fired.map((line) => line.id)).toContain('PRESENTATION_CONTRAST');
    expect(faceOff.rating).toBeGreaterThan(promo.rating);
    // Nobody on the microphone: nothing to rate.
    expect(empty.rating).toBe(0);
  });

  it('adds a rivalry’s heat to a face to face between the rivals', () => {
    const [, faceOff] = rate(work('living', true)).segments;
    expect(storedRatingExplanation(faceOff)!.fired.map((line) => line.id)).toEqual(expect.arrayContaining(['PRESENTATION_MIC', RIVALRY_HEAT_RULE]));
  });

  it('leaves classic rules as the spec has them: one wrestler alone rates 0', () => {
    const [promo, faceOff] = rate(work('classic')).segments;
    expect(promo.rating).toBe(0);
    expect(storedRatingExplanation(faceOff)!.fired.some((line) => line.id.startsWith('PRESENTATION_'))).toBe(false);
  });
});
