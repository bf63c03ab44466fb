import { WORKRATE_RULE } from './workrate-steps';
import { MATCH_LENGTH_RULE } from './airtime-steps';
import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createBrand } from '../entities/brand';
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
    // Issue 35: the match's length adds its own line to the sum (airtime-steps.ts).
    // So do its workers' in-ring skills (workrate-steps.ts).
    const lineOf = (id: string) => storedRatingExplanation(rated)!.fired.find((rule) => rule.id === id)?.amount ?? 0;
    const length = lineOf(MATCH_LENGTH_RULE) + lineOf(WORKRATE_RULE);
    expect(storedRatingExplanation(rated)!.fired.some((rule) => rule.id === WORKRATE_RULE)).toBe(true);
    expect(rated.rating).toBe(starsOfSum(sum + length));
    expect(storedRatingExplanation(rated)).toMatchObject({ total: sum + length, stars: starsOfSum(sum + length) });
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

  it('issue 33: an empty living card draws no crowd, no viewers and no money, still pays its costs, and lets its audience down', () => {
    const show = { ...createShow({ name: 'Onslaught', type: 'TV', avgViewers: 2_100_000, avgAttendance: 6_000, avgTicketPrice: 50, avgMerchPrice: 20 }), id: 1 };
    const card = (rules: 'living' | 'classic') => emptyWork({}, {
      game: { ...createGame({ rules }), id: 1 },
      show,
      brands: [{ ...createBrand({ name: 'Onslaught', balance: 1_000_000 }), id: 1 }],
      segments: [1, 2, 3, 4].map((id) => segment(id, 'DEFAULT', [])),
    });
    const living = run('creditBrands', card('living'));
    expect(living.production).toMatchObject({ attendance: 0, attendanceIncome: 0, merchIncome: 0, income: 0, viewers: 0 });
    expect(living.production.outgoings).toBeGreaterThan(0);
    expect(living.production.payout).toBe(-living.production.outgoings);
    expect(living.brands[0].balance).toBeCloseTo(1_000_000 - living.production.outgoings, 2);
    const why = Object.fromEntries(living.production.finance!.lines.map((l) => [l.label, l.reason]));
    expect(why.Viewers).toMatch(/then ×0 \(nobody is on the card\)$/);
    expect(why['TV income']).toMatch(/card turnout ×0: nobody is on the card$/);
    expect(run('raiseViewers', card('living')).effects.viewersFactor).toBeLessThan(1);
    // Classic rules keep the spec's show-level money: the show's crowd and income, whatever is booked.
    const classic = run('creditBrands', card('classic'));
    expect(classic.production.attendance).toBe(6_000);
    expect(classic.production.income).toBeGreaterThan(0);
  });

  it('issue 33: a card with half its matches empty keeps two thirds of its crowd\'s demand and of its TV money', () => {
    const show = { ...createShow({ name: 'Weekly', type: 'TV', avgViewers: 2_100_000, avgAttendance: 6_000, avgTicketPrice: 50 }), id: 1 };
    const full = match('living');
    const half = { ...full, show, segments: [segment(1, 'SINGLES', [1, 2]), segment(2, 'DEFAULT', [])] };
    const whole = run('creditBrands', { ...full, show });
    const thinned = run('creditBrands', half);
    const tv = (w: CompletionWork) => w.production.finance!.lines.find((l) => l.label === 'TV income')!.amount;
    expect(tv(thinned)).toBeCloseTo(tv(whole) * (0.5 / 0.75), 0);
    expect(thinned.production.attendance).toBeLessThan(whole.production.attendance);
    expect(thinned.production.viewers).toBeLessThan(whole.production.viewers);
  });
});
