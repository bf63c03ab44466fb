import fc from 'fast-check';
import { createAppearance, type Appearance } from '../entities/appearance';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { ErrorMessages } from '../errors';
import { assignWinner, simulateDuration, simulateSegment, winWeight } from './segment-simulation';
import { seededRng } from './test-rng';

describe('when weighing a wrestler\'s chance to win', () => {
  it.each([
    ['the defaults', {}, 20 + 15 + 9 + 2],
    ['0 points counting as 1', { points: 0 }, 1 + 15 + 9 + 2],
    ['negative points counting as 1', { points: -30 }, 1 + 15 + 9 + 2],
    ['a top star', { points: 90, morale: 80, stamina: 70, popularity: 60, charisma: 40 }, 90 + 40 + 21 + 20],
    ['stats above 100 read as 100', { points: 150, morale: 300, stamina: 100, popularity: 200, charisma: 100 }, 100 + 50 + 30 + 40],
  ])('%s weigh %s', (_, stats, weight) => {
    expect(winWeight(createWrestler(stats))).toBeCloseTo(weight, 10);
  });
});

describe('when simulating a duration', () => {
  it.each([[0, 60], [0.049, 60], [0.05, 120], [0.5, 660], [0.999_999, 1200]])('a draw of %s lasts %s s', (draw, s) => {
    expect(simulateDuration(() => draw)).toBe(s);
  });

  it('is always a multiple of 60 from 60 to 1200 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const seconds = simulateDuration(() => draw);
        expect(seconds % 60).toBe(0);
        expect(seconds).toBeGreaterThanOrEqual(60);
        expect(seconds).toBeLessThanOrEqual(1200);
      }),
    );
  });
});

const wrestlers = [1, 2, 3, 4].map((id) => ({ ...createWrestler({ points: 10 * id }), id }));
const appearance = (wrestlerId: number, groupId: number, extra: Partial<Appearance> = {}) =>
  createAppearance({ wrestlerId, groupId, ...extra });

describe('when simulating a segment', () => {
  const singles = [appearance(1, 1), appearance(2, 2)];

  it.each([
    ['a non-competition', { competition: false, appearances: singles }],
    ['a segment without appearances', { competition: true, appearances: [] }],
    ['a single group', { competition: true, appearances: [appearance(1, 1), appearance(2, 1)] }],
    ['a decided segment', { competition: true, appearances: [appearance(1, 1, { winner: true }), appearance(2, 2)] }],
  ])('leaves %s unchanged', (_, segment) => {
    const outcome = simulateSegment({ ...segment, wrestlers }, () => 0);
    expect(outcome).toEqual({ appearances: segment.appearances, winnerId: null });
  });

  it.each([
    // weights: wrestler 1 = 10+15+9+2 = 36, wrestler 2 = 46, total 82
    [0, 1],
    [35.9 / 82, 1],
    [36.1 / 82, 2],
    [0.999, 2],
  ])('a draw of %s makes wrestler %s\'s group the winner', (draw, winnerId) => {
    const outcome = simulateSegment({ competition: true, appearances: singles, wrestlers }, () => draw);
    expect(outcome.winnerId).toBe(winnerId);
    expect(outcome.appearances.map((a) => [a.wrestlerId, a.winner, a.loser])).toEqual(
      singles.map((a) => [a.wrestlerId, a.wrestlerId === winnerId, a.wrestlerId !== winnerId]),
    );
  });

  it('re-simulates a decided segment when asked to', () => {
    const decided = [appearance(1, 1, { winner: true }), appearance(2, 2, { loser: true })];
    const outcome = simulateSegment({ competition: true, appearances: decided, wrestlers }, () => 0.99, { skipDecided: false });
    expect(outcome.winnerId).toBe(2);
  });

  it('never draws a manager, whose group still shares the result', () => {
    const withManager = [appearance(1, 1, { manager: true }), appearance(2, 1), appearance(3, 2)];
    for (const draw of [0, 0.3, 0.6, 0.99]) {
      const outcome = simulateSegment({ competition: true, appearances: withManager, wrestlers }, () => draw);
      expect(outcome.winnerId).not.toBe(1);
      expect(outcome.appearances[0].winner).toBe(outcome.appearances[1].winner);
    }
  });

  it('gives one group the win and every other group the loss (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wrestlerId: fc.constantFrom(1, 2, 3, 4), groupId: fc.integer({ min: 1, max: 3 }) }), { minLength: 2, maxLength: 4 }),
        fc.integer(),
        (entries, seed) => {
          const appearances = entries.map((e) => appearance(e.wrestlerId, e.groupId));
          fc.pre(new Set(entries.map((e) => e.groupId)).size > 1);
          const { appearances: out, winnerId } = simulateSegment({ competition: true, appearances, wrestlers }, seededRng(seed));
          const winningGroup = out.find((a) => a.wrestlerId === winnerId)!.groupId;
          for (const a of out) expect([a.winner, a.loser]).toEqual([a.groupId === winningGroup, a.groupId !== winningGroup]);
        },
      ),
    );
  });

  it('accepts the wrestlers as a map by id', () => {
    const byId = new Map<number, Wrestler>(wrestlers.map((w) => [w.id, w]));
    expect(simulateSegment({ competition: true, appearances: singles, wrestlers: byId }, () => 0).winnerId).toBe(1);
  });
});

describe('when assigning a winner by hand', () => {
  it('makes the whole group winners and the others losers', () => {
    const tag = [appearance(1, 1), appearance(2, 1), appearance(3, 2), appearance(4, 2)];
    expect(assignWinner(tag, 2).map((a) => a.winner)).toEqual([true, true, false, false]);
    expect(assignWinner(tag, 2).map((a) => a.loser)).toEqual([false, false, true, true]);
  });

  it('throws the catalogue message for a wrestler not in the segment', () => {
    expect(() => assignWinner([appearance(1, 1)], 9)).toThrow(ErrorMessages.noMatchingWrestler);
  });
});
