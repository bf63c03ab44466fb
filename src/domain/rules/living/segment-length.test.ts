import fc from 'fast-check';
import { segmentKinds } from '../../catalog/segment-kinds';
import { sequenceRng } from '../test-rng';
import {
  AIRTIME, CARD_SIZE, LENGTH_LINE_MAX, LENGTH_LINE_MIN, RUN_VARIATION, airtimeLengths, cardSizeForSlot, fillCardAirtime, isPlaceholderLength, lengthEffect, lengthFit, lengthLabel, lengthRange, ranLabel, ranLength,
} from './segment-length';

describe('segment lengths (issue 35 item 1, living rules)', () => {
  it('gives every kind of the catalogue a sensible range', () => {
    for (const kind of segmentKinds) {
      const { min, max } = lengthRange(kind.type);
      expect(min).toBeGreaterThan(0);
      expect(max).toBeGreaterThanOrEqual(min);
    }
    expect(lengthRange('SINGLES')).toEqual({ min: 240, max: 1500 });
    expect(lengthRange('PROMO').max).toBeLessThan(lengthRange('IRON_MAN').min);
    expect(lengthRange('NO_SUCH_KIND')).toEqual(lengthRange('DEFAULT'));
  });

  it('runs a booked segment within 12% of its booking, to ten seconds, and says so', () => {
    expect(ranLength(480, sequenceRng([0.5, 0.5]))).toBe(480);
    expect(ranLength(480, sequenceRng([1, 1]))).toBe(540);
    expect(ranLength(480, sequenceRng([0, 0]))).toBe(420);
    expect(ranLength(5, sequenceRng([0]))).toBe(5);
    expect(ranLabel(480, 460)).toBe('Ran 7:40 of its booked 8:00');
    expect(ranLabel(900, 900)).toBe('Ran its booked 15:00');
    fc.assert(fc.property(fc.integer({ min: 60, max: 7200 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (booked, a, b) => {
      const ran = ranLength(booked, sequenceRng([a, b]));
      expect(Math.abs(ran - booked)).toBeLessThanOrEqual(booked * RUN_VARIATION.share + RUN_VARIATION.step);
      expect(ran % RUN_VARIATION.step).toBe(0);
    }));
  });

  it('caps a short main event between stars and names it', () => {
    const verdict = lengthEffect({ type: 'SINGLES', seconds: 300, level: 85, main: true, stars: 4.6 });
    expect(verdict.kind).toBe('short');
    expect(4.6 + verdict.stars).toBeLessThan(4);
    expect(lengthLabel(300, 85, true, verdict, verdict.stars)).toBe(`Length: 5:00 is short for a main event between stars −${Math.abs(verdict.stars)}★`);
  });

  it('lets a twenty-minute match between green wrestlers drag, and suits stars', () => {
    const green = lengthEffect({ type: 'SINGLES', seconds: 1200, level: 25, main: false, stars: 2 });
    expect(green.kind).toBe('long');
    expect(green.stars).toBeLessThan(-0.5);
    const stars = lengthEffect({ type: 'SINGLES', seconds: 1080, level: 85, main: true, stars: 4 });
    expect(stars.kind).toBe('fits');
    expect(stars.stars).toBeGreaterThanOrEqual(0);
    expect(lengthLabel(1200, 25, false, green, green.stars)).toMatch(/^Length: 20:00 drags for a match between green wrestlers −/);
  });

  const input = fc.record({
    type: fc.constantFrom(...segmentKinds.filter((k) => k.competition).map((k) => k.type)),
    level: fc.double({ min: 0, max: 100, noNaN: true }),
    main: fc.boolean(),
    stars: fc.double({ min: 0, max: 5, noNaN: true }),
  });

  it('keeps the line within its bounds', () => {
    fc.assert(fc.property(input, fc.integer({ min: 0, max: 10_000 }), (match, seconds) => {
      const { stars } = lengthEffect({ ...match, seconds });
      expect(stars).toBeGreaterThanOrEqual(LENGTH_LINE_MIN);
      expect(stars).toBeLessThanOrEqual(LENGTH_LINE_MAX);
    }));
  });

  it('never rates a longer match lower for its length within the range for the workers, shorter ones lower below it, longer ones lower past it', () => {
    fc.assert(fc.property(input, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (match, a, b) => {
      const { shortAt, longAt } = lengthFit(match.type, match.level, match.main);
      const at = (seconds: number) => lengthEffect({ ...match, seconds }).stars;
      const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
      // In range: longer never lower.
      expect(at(shortAt + (longAt - shortAt) * hi)).toBeGreaterThanOrEqual(at(shortAt + (longAt - shortAt) * lo));
      // Below it: shorter never higher.
      expect(at(shortAt * lo)).toBeLessThanOrEqual(at(shortAt * hi));
      // Past it: longer never higher.
      expect(at(longAt * (1 + hi))).toBeLessThanOrEqual(at(longAt * (1 + lo)));
    }));
  });

  it('books a card that fills its slot within its kinds\' ranges when the ranges allow', () => {
    const card = [{ type: 'PROMO', main: false }, { type: 'TAG_TEAM', main: false }, { type: 'SINGLES', main: false }, { type: 'INTERVIEW', main: false }, { type: 'CHAMPIONSHIP', main: true }];
    const lengths = airtimeLengths(card, 3600);
    const total = lengths.reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThanOrEqual(0.85);
    expect(total / 3600).toBeLessThanOrEqual(1);
    lengths.forEach((length, i) => {
      const { min, max } = lengthRange(card[i].type);
      expect(length).toBeGreaterThanOrEqual(min);
      expect(length).toBeLessThanOrEqual(max);
      expect(length % AIRTIME.step === 0 || length === min || length === max).toBe(true);
    });
    // The main event keeps the larger share.
    expect(lengths[4]).toBeGreaterThan(lengths[2]);
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...segmentKinds.map((k) => k.type)), { minLength: 1, maxLength: 12 }),
      fc.integer({ min: 300, max: 18_000 }),
      (types, slot) => {
        const slots = types.map((type, i) => ({ type, main: i === types.length - 1 }));
        const booked = airtimeLengths(slots, slot);
        const maxTotal = slots.reduce((sum, s) => sum + lengthRange(s.type).max, 0);
        const minTotal = slots.reduce((sum, s) => sum + lengthRange(s.type).min, 0);
        const total = booked.reduce((a, b) => a + b, 0);
        booked.forEach((length, i) => {
          expect(length).toBeGreaterThanOrEqual(lengthRange(slots[i].type).min);
          expect(length).toBeLessThanOrEqual(lengthRange(slots[i].type).max);
        });
        // Room to fill: about the slot (85–100%); too few segments: as full as they go; too many: as short as they go.
        if (maxTotal >= slot && minTotal <= 0.85 * slot) expect(total / slot).toBeGreaterThanOrEqual(0.85);
        if (minTotal <= 0.85 * slot) expect(total).toBeLessThanOrEqual(slot + AIRTIME.step * slots.length);
      },
    ));
  });
});

describe("the booker's card lengths (issue 35 item 4)", () => {
  it('sets only placeholder lengths, sharing what the typed ones leave of the slot', () => {
    const card = [
      { id: 1, type: 'SINGLES', duration: 300 },
      { id: 2, type: 'PROMO', duration: 420 },
      { id: 3, type: 'TAG_TEAM', duration: 0 },
      { id: 4, type: 'CHAMPIONSHIP', duration: 300 },
    ];
    const lengths = fillCardAirtime(card, 3600, 4);
    expect([...lengths.keys()].sort()).toEqual([1, 3, 4]);
    const total = 420 + [...lengths.values()].reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThanOrEqual(0.85);
    expect(total / 3600).toBeLessThanOrEqual(1);
    expect(lengths.get(4)!).toBeGreaterThan(lengths.get(1)!);
    expect(isPlaceholderLength({ type: 'SINGLES', duration: 900 })).toBe(false);
  });
});

describe('a living card sized to its slot (issue 35 item 1)', () => {
  it('starts a card with the segments that fill its slot, keeping a busier count that still fits', () => {
    expect(cardSizeForSlot(8280, 4)).toBe(9); // a 138-minute weekly show
    expect(cardSizeForSlot(10800, 5)).toBe(12); // a three-hour event
    expect(cardSizeForSlot(18000, 5)).toBe(20); // five hours
    expect(cardSizeForSlot(480, 3)).toBe(1); // an 8-minute slot: three segments cannot fit
    expect(cardSizeForSlot(3600, 12)).toBe(12); // the player asked for twelve in an hour: 4 minutes each fits
    expect(cardSizeForSlot(0, 4)).toBe(4); // no slot: the show's own count
    expect(cardSizeForSlot(Number.NaN, 3)).toBe(3);
    // No more than the roster fills: a match for each two wrestlers and as many promos by them
    // (CARD_SIZE.talkShare); the show's own count stands.
    expect(cardSizeForSlot(10800, 5, 21)).toBe(12);
    expect(cardSizeForSlot(10800, 5, 9)).toBe(8);
    expect(cardSizeForSlot(10800, 5, 6)).toBe(6);
    expect(cardSizeForSlot(10800, 5, 3)).toBe(5);
    expect(cardSizeForSlot(10800, 0, 0)).toBe(1);
  });

  it('never shrinks as the slot grows, stays within 1..most, and can fill at least three quarters of the slot', () => {
    fc.assert(fc.property(fc.integer({ min: 60, max: 6 * 3600 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3600 }), (slot, own, more) => {
      const size = cardSizeForSlot(slot, own);
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(CARD_SIZE.most);
      expect(cardSizeForSlot(slot + more, own)).toBeGreaterThanOrEqual(size);
      // A bigger roster never shrinks the card.
      expect(cardSizeForSlot(slot, own, more)).toBeLessThanOrEqual(cardSizeForSlot(slot, own, more + 10));
      // Singles matches (4–25 minutes, what an undecided segment becomes) reach 75% of the slot unless the cap stops them.
      if (size < CARD_SIZE.most) expect(size * lengthRange('SINGLES').max).toBeGreaterThanOrEqual(0.75 * slot);
    }));
  });
});
