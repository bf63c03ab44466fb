import fc from 'fast-check';
import { addDays, diffDays, formatLongDate } from '../../dates';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { seededRng, sequenceRng } from '../test-rng';
import { profileOf } from './aging';
import { answerStay, STAY, stayChance, stayFactors, stayProblem } from './retirement-delay';

const DATE = '2030-06-01';
const born = (age: number): string => addDays(DATE, -Math.round(age * 365.25) - 2);

const veteran = (stats: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: 'Old Timer', gender: 'MALE', dob: born(profileOf(7).declineAge + 4), morale: 60, damage: 20, points: 60, popularity: 60, retiresOn: '2030-07-13', brandIds: [1], status: 'SIGNED', ...stats }),
  id: 7,
});

describe('asking a retiring wrestler to stay (living rule, issue 36)', () => {
  it('answers yes with the day moved whole weeks later, or no with the day kept', () => {
    const w = veteran();
    const yes = answerStay(w, DATE, sequenceRng([0, 0.5]));
    expect(yes.agrees).toBe(true);
    expect(yes.weeks).toBe(STAY.minWeeks + Math.floor(0.5 * (STAY.maxWeeks - STAY.minWeeks + 1)));
    expect(yes.retiresOn).toBe(addDays(w.retiresOn, yes.weeks * 7));
    expect(yes.text).toBe(`Old Timer agreed to stay ${yes.weeks} more weeks: the last day is now ${formatLongDate(yes.retiresOn)}.`);
    const no = answerStay(w, DATE, sequenceRng([0.999]));
    expect(no).toMatchObject({ agrees: false, weeks: 0, retiresOn: w.retiresOn });
    expect(no.text).toBe(`Old Timer said no: the last day stays ${formatLongDate('2030-07-13')}.`);
  });

  it('explains the chance by four factors: morale, damage, the years into the decline and the push', () => {
    const factors = stayFactors(veteran({ morale: 100, damage: 0, push: 'MAIN_EVENT' }), DATE);
    expect(factors.map((f) => f.label)).toEqual(['Morale 100 of 100', 'Damage 0 of 100', '4 years into his decline', 'Pushed as main event']);
    expect(factors.map((f) => f.factor)).toEqual([1.6, 1, 0.68, 1.3]);
    expect(stayChance(veteran({ morale: 100, damage: 0, push: 'MAIN_EVENT' }), DATE)).toBeCloseTo(0.5 * 1.6 * 0.68 * 1.3, 5);
    // Happy, fit, pushed wrestlers stay more often than miserable, hurt enhancement talent.
    expect(stayChance(veteran({ morale: 90, damage: 0, push: 'MAIN_EVENT' }), DATE)).toBeGreaterThan(stayChance(veteran({ morale: 10, damage: 80, push: 'ENHANCEMENT' }), DATE));
  });

  it('lets the player ask only their own announced, living wrestlers, and once', () => {
    const game = createGame({ rules: 'living', date: DATE, brandIds: [1] });
    expect(stayProblem(game, veteran())).toBeNull();
    expect(stayProblem(createGame({ rules: 'classic', date: DATE, brandIds: [1] }), veteran())).toMatch(/living game/);
    expect(stayProblem(game, veteran({ retiresOn: '' }))).toBe('Old Timer has not announced a retirement: there is nothing to delay.');
    expect(stayProblem(game, veteran({ retired: true }))).toBe('Old Timer has already retired.');
    expect(stayProblem(game, veteran({ brandIds: [2] }))).toMatch(/not on your roster/);
    expect(stayProblem(game, veteran({ askedToStay: '2030-05-25' }))).toBe(`Old Timer already gave an answer on ${formatLongDate('2030-05-25')}: a wrestler is asked once.`);
  });

  const stats = fc.record({
    morale: fc.double({ min: -50, max: 150, noNaN: true }),
    damage: fc.double({ min: -50, max: 150, noNaN: true }),
    age: fc.integer({ min: 19, max: 70 }),
    push: fc.constantFrom('', 'MAIN_EVENT', 'UPPER_CARD', 'MID_CARD', 'LOWER_CARD', 'ENHANCEMENT'),
    seed: fc.integer(),
  });

  it('keeps the chance within its bounds and the delay within its weeks, on a whole week (property)', () => {
    fc.assert(
      fc.property(stats, ({ morale, damage, age, push, seed }) => {
        const w = veteran({ morale, damage, dob: born(age), push });
        const chance = stayChance(w, DATE);
        expect(chance).toBeGreaterThanOrEqual(STAY.min);
        expect(chance).toBeLessThanOrEqual(STAY.max);
        const answer = answerStay(w, DATE, seededRng(seed));
        const moved = diffDays(w.retiresOn, answer.retiresOn);
        if (answer.agrees) {
          expect(moved % 7).toBe(0);
          expect(moved / 7).toBeGreaterThanOrEqual(STAY.minWeeks);
          expect(moved / 7).toBeLessThanOrEqual(STAY.maxWeeks);
        } else expect(moved).toBe(0);
      }),
    );
  });

  it('is monotonic: happier, fitter, younger in the decline never lowers the chance (property)', () => {
    fc.assert(
      fc.property(stats, fc.double({ min: 0, max: 50, noNaN: true }), ({ morale, damage, age, push }, more) => {
        const base = veteran({ morale, damage, dob: born(age), push });
        expect(stayChance({ ...base, morale: morale + more }, DATE)).toBeGreaterThanOrEqual(stayChance(base, DATE) - 1e-12);
        expect(stayChance({ ...base, damage: damage - more }, DATE)).toBeGreaterThanOrEqual(stayChance(base, DATE) - 1e-12);
        expect(stayChance({ ...base, dob: born(age - 1) }, DATE)).toBeGreaterThanOrEqual(stayChance(base, DATE) - 1e-12);
      }),
    );
  });

  it('draws the same answer from the same stream (no drift)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(answerStay(veteran(), DATE, seededRng(seed))).toEqual(answerStay(veteran(), DATE, seededRng(seed)));
      }),
    );
  });
});
