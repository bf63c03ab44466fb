import fc from 'fast-check';
import { normaliseSides, type Rivalry } from '../../entities/rivalry';
import { seededRng } from '../test-rng';
import { isTalkingType } from './presentation-rating';
import { drawSpeakers, talkingSlots, TALKING_BOOKING, type TalkCandidate } from './talking-booking';

// Issue 35 item 2: the living booker's talking segments.

const DATE = '2026-11-22';

/** A card of `size` undecided segments, the last its main event: the open ones are the others. */
const card = (size: number) => Array.from({ length: size }, (_, i) => ({ id: i + 1, type: 'DEFAULT' }));
const openOf = (size: number) => card(size).slice(0, -1).map((s) => s.id);

describe('which undecided segments talk (talkingSlots)', () => {
  it('never the main event, never past 35% of the card, and a card of 3+ keeps two matches', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer(), (size, seed) => {
      const chosen = talkingSlots({ card: card(size), open: openOf(size) }, seededRng(seed));
      expect(chosen.has(size)).toBe(false);
      expect(chosen.size / size).toBeLessThanOrEqual(TALKING_BOOKING.maxShare + 1e-9);
      if (size >= 3) expect(size - chosen.size).toBeGreaterThanOrEqual(2);
      for (const type of chosen.values()) expect(isTalkingType(type)).toBe(true);
    }));
  });

  it('gives many seeded cards of a season\'s sizes 15–35% talking segments', () => {
    // The sizes a living season books (weekly shows of three or four segments, events of five to eight).
    const sizes = [3, 3, 3, 4, 4, 5, 6, 8];
    const rng = seededRng(35);
    let segments = 0;
    let talking = 0;
    for (let i = 0; i < 400; i += 1) {
      const size = sizes[i % sizes.length];
      segments += size;
      talking += talkingSlots({ card: card(size), open: openOf(size) }, rng).size;
    }
    expect(talking / segments).toBeGreaterThanOrEqual(0.15);
    expect(talking / segments).toBeLessThanOrEqual(0.35);
  });

  it('counts the talking segments already on the card', () => {
    const typed = [{ id: 1, type: 'PROMO' }, { id: 2, type: 'DEFAULT' }, { id: 3, type: 'DEFAULT' }, { id: 4, type: 'DEFAULT' }];
    for (let seed = 1; seed < 50; seed += 1) expect(talkingSlots({ card: typed, open: [2, 3] }, seededRng(seed)).size).toBe(0);
  });
});

const talker = (id: number, alignment: 'GOOD' | 'BAD' | 'NEUTRAL', popularity = 50): TalkCandidate => ({ id, gender: 'MALE', alignment, popularity, points: 50 });
const rivalry = (id: number, a: number, b: number): Rivalry => ({
  id, sides: normaliseSides([a], [b]), origin: 'player', startedOn: DATE, endedOn: null, endReason: '',
  heat: 50, heatOn: DATE, beats: [], segments: 0, payoffShowId: null,
});

describe('who talks (drawSpeakers)', () => {
  const roster = [talker(1, 'GOOD'), talker(2, 'GOOD'), talker(3, 'BAD'), talker(4, 'BAD')];

  it('a live rivalry whose people are free is the face-off, for any talking kind', () => {
    for (const type of ['PROMO', 'INTERVIEW', 'FACE_TO_FACE', 'CONTRACT_SIGNING']) {
      expect(drawSpeakers({ type, candidates: roster, rivalries: [rivalry(1, 2, 4)], titles: [], date: DATE }, seededRng(3))).toEqual([[2], [4]]);
    }
  });

  it('a face to face without one sets a face against a heel', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const sides = drawSpeakers({ type: 'FACE_TO_FACE', candidates: roster, rivalries: [], titles: [], date: DATE }, seededRng(seed));
      expect(sides).toHaveLength(2);
      const alignments = sides.map(([id]) => roster.find((w) => w.id === id)!.alignment).sort();
      expect(alignments).toEqual(['BAD', 'GOOD']);
    }));
  });

  it('a contract signing sets a champion against the top contender', () => {
    const title = { id: 7, active: true, brandIds: [], gender: 'MALE' as const, holders: 1, wrestlerIds: [1], rank: 1 };
    const ranked = [talker(1, 'GOOD'), { ...talker(2, 'BAD'), points: 80 }, { ...talker(3, 'BAD'), points: 60 }];
    expect(drawSpeakers({ type: 'CONTRACT_SIGNING', candidates: ranked, rivalries: [], titles: [title], date: DATE }, seededRng(1))).toEqual([[1], [2]]);
  });

  it('a promo is cut alone or by two, by nobody outside the candidates; one free wrestler cuts it alone', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const sides = drawSpeakers({ type: 'PROMO', candidates: roster, rivalries: [], titles: [], date: DATE }, seededRng(seed));
      expect(sides.length).toBeGreaterThanOrEqual(1);
      expect(sides.length).toBeLessThanOrEqual(2);
      for (const [id] of sides) expect(roster.some((w) => w.id === id)).toBe(true);
    }));
    expect(drawSpeakers({ type: 'PROMO', candidates: [talker(9, 'BAD')], rivalries: [], titles: [], date: DATE }, seededRng(2))).toEqual([[9]]);
    expect(drawSpeakers({ type: 'PROMO', candidates: [], rivalries: [], titles: [], date: DATE }, seededRng(2))).toEqual([]);
  });
});
