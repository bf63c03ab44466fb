import fc from 'fast-check';
import { starsOfSum } from './star-rating';
import { isTalkingType, PRESENTATION_WEIGHTS, ratePresentation, type Speaker } from './presentation-rating';

// Issue 35 item 2: a promo is rated by what its speakers bring to the microphone, not by the match
// rules (which rate one wrestler alone at 0 and score a promo by wins and streaks).
const speaker = (name: string, level: number, alignment: Speaker['alignment'] = 'GOOD'): Speaker => ({ name, mic: level, charisma: level, popularity: level, alignment });

describe('the presentation rule', () => {
  it('rates one wrestler alone: a top star near a good match, a green wrestler near one star', () => {
    const top = ratePresentation([{ name: 'Crane', mic: 85, charisma: 85, popularity: 90, alignment: 'GOOD' }]);
    expect(top.total).toBe(562.5);
    expect(starsOfSum(top.total)).toBeCloseTo(3.78, 2);
    expect(top.fired.map((line) => line.label)).toEqual([
      'Microphone skill: Crane, 85 of 100',
      'Charisma: 85 of 100',
      'Drawing power: Crane, popularity 90',
    ]);
    const green = ratePresentation([speaker('Kip', 25)]);
    expect(starsOfSum(green.total)).toBeLessThan(1.3);
    expect(starsOfSum(green.total)).toBeGreaterThan(0.75);
  });

  it('adds a line when a face and a heel share the microphone, and takes one away when too many do', () => {
    const faceOff = ratePresentation([speaker('Crane', 60, 'GOOD'), speaker('Vale', 60, 'BAD')]);
    expect(faceOff.fired).toContainEqual({ id: 'PRESENTATION_CONTRAST', family: 'alignment', label: 'A face and a heel face off: the crowd picks a side', amount: 40 });
    const crowd = ratePresentation(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => speaker(name, 60)));
    expect(crowd.fired).toContainEqual(expect.objectContaining({ id: 'PRESENTATION_CROWDED', amount: -2 * PRESENTATION_WEIGHTS.crowded }));
  });

  it('rates nobody at 0, and knows the talking kinds', () => {
    expect(ratePresentation([])).toMatchObject({ total: 0, fired: [] });
    expect(['PROMO', 'INTERVIEW', 'FACE_TO_FACE', 'CONTRACT_SIGNING'].every(isTalkingType)).toBe(true);
    expect(['SINGLES', 'PYRO', 'RECAP', 'DEFAULT'].some(isTalkingType)).toBe(false);
  });

  const figure = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(Number.NaN, Infinity, -Infinity));
  const anySpeaker = fc.record({ name: fc.string({ maxLength: 8 }), mic: figure, charisma: figure, popularity: figure, alignment: fc.constantFrom('GOOD' as const, 'BAD' as const, 'NEUTRAL' as const) });

  it('property: the sum stays finite and within what four perfect speakers and a face-off earn, whatever the figures', () => {
    const most = 100 * (PRESENTATION_WEIGHTS.mic + PRESENTATION_WEIGHTS.charisma + PRESENTATION_WEIGHTS.star) + PRESENTATION_WEIGHTS.contrast;
    fc.assert(
      fc.property(fc.array(anySpeaker, { maxLength: 8 }), (speakers) => {
        const { total } = ratePresentation(speakers);
        expect(Number.isFinite(total)).toBe(true);
        expect(total).toBeLessThanOrEqual(most);
        expect(total).toBeGreaterThanOrEqual(-PRESENTATION_WEIGHTS.crowded * 4);
      }),
    );
  });

  it('property: a better microphone never rates lower (all else equal)', () => {
    fc.assert(
      fc.property(fc.array(anySpeaker, { minLength: 1, maxLength: 5 }), fc.nat({ max: 4 }), fc.double({ min: 0, max: 100, noNaN: true }), (speakers, pick, gain) => {
        const i = pick % speakers.length;
        const better = speakers.map((s, j) => (j === i ? { ...s, mic: Math.min(100, Math.max(0, Number.isFinite(s.mic) ? s.mic : 0) + gain) } : s));
        expect(ratePresentation(better).total).toBeGreaterThanOrEqual(ratePresentation(speakers).total - 0.2);
      }),
    );
  });
});
