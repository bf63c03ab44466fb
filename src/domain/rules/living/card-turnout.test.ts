import fc from 'fast-check';
import { cardFill, CARD_TURNOUT, crowdWithTurnout, fillText, turnoutFactor, type TurnoutSegment } from './card-turnout';

const people = (...ids: number[]) => ids.map((wrestlerId) => ({ wrestlerId, manager: false }));
const singles = (...ids: number[]): TurnoutSegment => ({ type: 'SINGLES', people: people(...ids) });
const undecided: TurnoutSegment = { type: 'DEFAULT', people: [] };

describe('a card is what it draws (issue 33, living rules)', () => {
  it('an empty card draws nobody: factor 0', () => {
    const fill = cardFill([undecided, undecided, undecided, undecided]);
    expect(fill).toMatchObject({ matches: 4, full: 0, people: 0, share: 0, factor: 0 });
    expect(fillText(fill)).toBe('nobody is on the card');
  });

  it('a full card, or one match in four empty, draws its whole audience', () => {
    expect(cardFill([singles(1, 2), singles(3, 4)]).factor).toBe(1);
    expect(cardFill([singles(1, 2), singles(3, 4), singles(5, 6), undecided]).factor).toBe(1);
  });

  it('a badly under-filled card loses its audience in proportion', () => {
    const fill = cardFill([singles(1, 2), undecided, undecided, undecided]);
    expect(fill).toMatchObject({ full: 1, share: 0.25 });
    expect(fill.factor).toBeCloseTo(0.25 / CARD_TURNOUT.fullShare);
    expect(fillText(fill)).toBe('1 of 4 matches have their wrestlers');
    // A match booked short counts the share of its places that are filled; managers do not compete.
    expect(cardFill([singles(1), { type: 'SINGLES', people: [{ wrestlerId: 2, manager: true }] }]).share).toBeCloseTo(0.25);
  });

  it('segments that need nobody (a video package) neither fill nor empty the card, but someone must be on it', () => {
    expect(cardFill([{ type: 'VIDEO_PACKAGE', people: [] }]).factor).toBe(0);
    expect(cardFill([{ type: 'PROMO', people: people(7) }, { type: 'PYRO', people: [] }]).factor).toBe(1);
  });

  it('thins a crowd, never above the venue or below nobody', () => {
    expect(crowdWithTurnout({ demand: 10_000, seats: 8_000, capacity: 8_000 }, 0.5)).toEqual({ demand: 5_000, seats: 5_000, capacity: 8_000 });
    expect(crowdWithTurnout({ demand: 10_000, seats: 8_000, capacity: 8_000 }, 0)).toMatchObject({ seats: 0 });
    const full = { demand: 3, seats: 3, capacity: null };
    expect(crowdWithTurnout(full, 1)).toBe(full);
  });

  it('property: the factor stays within 0–1 and rises with the share filled', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), fc.nat(50), (a, b, n) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const f = turnoutFactor(high, n);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(1);
        expect(f).toBeGreaterThanOrEqual(turnoutFactor(low, n));
        if (n === 0) expect(f).toBe(0);
      }),
    );
  });

  it('property: adding a wrestler to a card never lowers its turnout', () => {
    const segment = fc.record({ type: fc.constantFrom('DEFAULT', 'SINGLES', 'TAG_TEAM', 'PROMO', 'TRIPLE_THREAT'), people: fc.array(fc.nat(30), { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.nat(5), fc.nat(30), (card, at, id) => {
        const shaped = card.map((s) => ({ type: s.type, people: people(...s.people) }));
        const index = at % shaped.length;
        const more = shaped.map((s, i) => (i === index ? { ...s, people: [...s.people, { wrestlerId: 100 + id, manager: false }] } : s));
        expect(cardFill(more).factor).toBeGreaterThanOrEqual(cardFill(shaped).factor);
      }),
    );
  });
});
