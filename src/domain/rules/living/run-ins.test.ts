import fc from 'fast-check';
import { createAppearance } from '../../entities/appearance';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { normaliseSides, type Rivalry } from '../../entities/rivalry';
import { createSegment } from '../../entities/segment';
import { createWrestler } from '../../entities/wrestler';
import { titleChanges } from '../../production/championship-steps';
import { nightEvents } from '../../report/night-events';
import { playRunIns, readRunIn } from '../../production/run-in-steps';
import { emptyWork } from '../../production/test-work';
import { seededRng, sequenceRng } from '../test-rng';
import { decideRunIns, runInBystanders, RUN_INS, type RunInBystander, type RunInFacts, type RunInMatch } from './run-ins';

// Issue 35 item 2: the run-in rule (living rules only).

const DATE = '2026-11-22';
const rivalry = (id: number, a: number, b: number): Rivalry => ({
  id, sides: normaliseSides([a], [b]), origin: 'player', startedOn: DATE, endedOn: null, endReason: '',
  heat: 40, heatOn: DATE, beats: [], segments: 0, payoffShowId: null,
});

const matchArb = fc.record({
  segmentId: fc.integer({ min: 1, max: 50 }),
  winnerId: fc.integer({ min: 1, max: 12 }),
  loserId: fc.integer({ min: 1, max: 12 }),
  titleMatch: fc.boolean(),
  winnerHoldsTitle: fc.boolean(),
}) satisfies fc.Arbitrary<RunInMatch>;
const bystanderArb = fc.record({
  id: fc.integer({ min: 13, max: 30 }),
  name: fc.constant('B'),
  alignment: fc.constantFrom('GOOD' as const, 'BAD' as const, 'NEUTRAL' as const),
}) satisfies fc.Arbitrary<RunInBystander>;
const factsArb = fc.record({
  living: fc.boolean(),
  date: fc.constant(DATE),
  // One match a segment, as a card holds them.
  matches: fc.array(matchArb, { maxLength: 8 }).map((ms) => ms.map((m, i) => ({ ...m, segmentId: i + 1 }))),
  bystanders: fc.array(bystanderArb, { maxLength: 10 }),
  rivalries: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 })), { maxLength: 6 })
    .map((pairs) => pairs.filter(([a, b]) => a !== b).map(([a, b], i) => rivalry(i + 1, a, b))),
}) satisfies fc.Arbitrary<RunInFacts>;

describe('run-ins (issue 35 item 2, living rules)', () => {
  it('never happen under classic rules', () => {
    fc.assert(fc.property(factsArb, fc.integer(), (facts, seed) => {
      expect(decideRunIns({ ...facts, living: false }, seededRng(seed))).toEqual([]);
    }));
  });

  it('are at most one a card, by someone off the card, and never take a title: a title match only by disqualification of a retaining champion', () => {
    fc.assert(fc.property(factsArb, fc.integer(), (facts, seed) => {
      const runIns = decideRunIns(facts, seededRng(seed));
      expect(runIns.length).toBeLessThanOrEqual(RUN_INS.perCard);
      for (const r of runIns) {
        const match = facts.matches.find((m) => m.segmentId === r.segmentId)!;
        expect(facts.bystanders.some((b) => b.id === r.interfererId)).toBe(true);
        expect([match.winnerId, match.loserId]).not.toContain(r.interfererId);
        expect(r.wrongedId).toBe(match.winnerId);
        expect(r.winnerId).toBe(match.loserId);
        // A title match is never turned for a challenger who was winning it, and a turned one is a disqualification.
        expect(r.disqualification).toBe(match.titleMatch);
        if (match.titleMatch) expect(match.winnerHoldsTitle).toBe(true);
      }
    }));
  });

  it('are rare: over many cards without rivals at most RUN_INS.chance of the matches (and never more than one a card)', () => {
    fc.assert(fc.property(fc.array(matchArb, { minLength: 1, maxLength: 6 }), fc.array(bystanderArb, { minLength: 1, maxLength: 6 }), (matches, bystanders) => {
      const facts: RunInFacts = { living: true, date: DATE, matches, bystanders, rivalries: [] };
      // One stream for the many cards, as a season's completions draw (xorshift's first number from small seeds is not spread).
      const rng = seededRng(2029);
      let runIns = 0;
      for (let card = 0; card < 400; card += 1) runIns += decideRunIns(facts, rng).length;
      // Per match at most the plain chance (plus sampling room): no rival raises it here.
      expect(runIns / (400 * matches.length)).toBeLessThanOrEqual(RUN_INS.chance + 0.03);
    }), { numRuns: 25 });
  });

  it('a rival of the winner off the card runs in more often than a heel with no rivalry', () => {
    const match: RunInMatch = { segmentId: 1, winnerId: 1, loserId: 2, titleMatch: false, winnerHoldsTitle: false };
    const heel: RunInBystander = { id: 9, name: 'Heel', alignment: 'BAD' };
    const count = (rivalries: Rivalry[]) => {
      const rng = seededRng(77);
      let n = 0;
      for (let card = 0; card < 3000; card += 1) n += decideRunIns({ living: true, date: DATE, matches: [match], bystanders: [heel], rivalries }, rng).length;
      return n / 3000;
    };
    const plain = count([]);
    const rival = count([rivalry(1, 1, 9)]);
    expect(plain).toBeGreaterThan(RUN_INS.chance - 0.02);
    expect(plain).toBeLessThan(RUN_INS.chance + 0.02);
    expect(rival).toBeGreaterThan(plain);
    expect(rival).toBeLessThan(RUN_INS.rivalChance + 0.03);
  });

  it('never has a rivalry that brawled in the last eight weeks run in again (the story would repeat)', () => {
    const match: RunInMatch = { segmentId: 1, winnerId: 1, loserId: 2, titleMatch: false, winnerHoldsTitle: false };
    const heel: RunInBystander = { id: 9, name: 'Heel', alignment: 'BAD' };
    const brawled = { ...rivalry(1, 1, 9), beats: [{ date: '2026-11-15', kind: 'brawl' as const, heat: 48, gain: 8, productionId: 3, segmentId: 4 }] };
    const bornOfOne = { ...rivalry(1, 1, 9), origin: 'run-in' as const, beats: [{ date: '2026-10-20', kind: 'start' as const, heat: 30, gain: 0, productionId: 2, segmentId: null }] };
    for (const r of [brawled, bornOfOne]) {
      for (let seed = 1; seed < 300; seed += 1) expect(decideRunIns({ living: true, date: DATE, matches: [match], bystanders: [heel], rivalries: [r] }, seededRng(seed))).toEqual([]);
    }
  });

  it('keeps as bystanders only the fit, free, off-card roster of the card\'s brands: the card\'s rivals and heels in no rivalry', () => {
    const w = (id: number, extra: Partial<ReturnType<typeof createWrestler>> = {}) => ({ ...createWrestler({ name: `W${id}`, brandIds: [1], status: 'SIGNED', alignment: 'BAD', ...extra }), id });
    const roster = [
      w(1), w(2), // on the card
      w(3, { alignment: 'GOOD' }), // W1's rival, off the card: kept
      w(4), // a heel in no rivalry: kept
      w(5, { injuredUntil: '2027-01-01' }), // injured
      w(6), // booked on another card that night
      w(7, { brandIds: [2] }), // another brand
      w(8, { alignment: 'GOOD' }), // a face in no rivalry
    ];
    const kept = runInBystanders(roster, { date: DATE, brandIds: [1], bookedIds: new Set([1, 2, 6]), cardIds: new Set([1, 2]), rivalries: [rivalry(1, 1, 3)] });
    expect(kept.map((b) => b.id)).toEqual([3, 4]);
  });
});

describe('a run-in in the completion (living rules)', () => {
  const titleId = 5;
  /** W1 (champion, winning) against W2 in a title match or not; W9 a heel bystander. */
  function work(title: boolean, rules: 'living' | 'classic' = 'living') {
    const appearances = [
      { ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 11 },
      { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true }), id: 12 },
    ];
    return emptyWork({ date: DATE }, {
      game: { ...createGame({ rules }), id: 1 },
      segments: [{ ...createSegment({ type: title ? 'CHAMPIONSHIP' : 'SINGLES', appearanceIds: [11, 12], championshipIds: title ? [titleId] : [] }), id: 1 }],
      appearances,
      wrestlers: [1, 2].map((id) => ({ ...createWrestler({ name: `W${id}`, gender: 'MALE' }), id })),
      championships: title ? [{ ...createChampionship({ name: 'World', holders: 1, gender: 'MALE', wrestlerIds: [1], active: true }), id: titleId }] : [],
      bystanders: [{ id: 9, name: 'W9', alignment: 'BAD' }],
    });
  }
  // The coin lands (0), then the first heel is picked.
  const runs = sequenceRng([0, 0]);

  it('turns a match: the loser-to-be wins, the night lists it, and a rivalry is born of it', () => {
    const next = playRunIns(work(false), runs);
    const winners = next.appearances.filter((a) => a.winner).map((a) => a.wrestlerId);
    expect(winners).toEqual([2]);
    const note = readRunIn(next.segments[0].meta)!;
    expect(note).toMatchObject({ interfererId: 9, wrongedId: 1, winnerId: 2, disqualification: false, rivalryId: null });
    expect(next.effects.rivalries?.started).toEqual([{ sides: [[9], [1]], origin: 'run-in', date: DATE, productionId: 1 }]);
    const events = nightEvents({
      productionId: 1, segments: next.segments, castOf: () => [], castIdsOf: () => [], titleChangesOf: () => [], nameOf: (id) => `W${id}`,
    });
    expect(events).toEqual([{ kind: 'run-in', text: 'Run-in: W9 ran in and cost W1 the match: W2 wins it', people: [{ id: 9, name: 'W9' }, { id: 1, name: 'W1' }, { id: 2, name: 'W2' }] }]);
  });

  it('costs a retaining champion the match by disqualification, and the title does not change hands', () => {
    const next = playRunIns(work(true), runs);
    expect(next.appearances.find((a) => a.winner)?.wrestlerId).toBe(2);
    expect(readRunIn(next.segments[0].meta)?.disqualification).toBe(true);
    expect(titleChanges(next)).toEqual([]);
    // Without the run-in's note the same result would crown W2.
    expect(titleChanges({ ...next, segments: next.segments.map((s) => ({ ...s, meta: {} })) })).toHaveLength(1);
  });

  it('does nothing on a classic game, whatever the stream', () => {
    const classic = work(false, 'classic');
    expect(playRunIns(classic, runs)).toBe(classic);
  });
});
