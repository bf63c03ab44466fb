import fc from 'fast-check';
import { addDays } from '../../dates';
import { createBrand } from '../../entities/brand';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { createReign } from '../../entities/reign';
import { createWrestler } from '../../entities/wrestler';
import {
  BELTS, beltsFollowHolders, bookerDaysOffLine, daysOffLine, defenceUrgency, inTitlePromotion, isOutsider, lastOnLine, titlesGivenUp, whyGivesUp,
} from './title-holders';
import type { WeekWorld } from './week-world';

const DATE = '2027-03-07';
// Two promotions: brands 1 and 2 are company 10's (the player's), brand 3 is company 20's (a rival).
const brands = [
  { ...createBrand({ name: 'AWE Blitz', companyId: 10 }), id: 1 },
  { ...createBrand({ name: 'AWE Rise', companyId: 10 }), id: 2 },
  { ...createBrand({ name: 'VWU Voltage', companyId: 20 }), id: 3 },
];
const champion = (id: number, over: Parameters<typeof createWrestler>[0] = {}) =>
  ({ ...createWrestler({ name: `W${id}`, status: 'SIGNED', brandIds: [1], contractExpires: '2028-01-01', remainingAppearances: 40, ...over }), id });
const title = (id: number, wrestlerIds: number[], brandIds = [1], active = true) => ({ ...createChampionship({ name: `Title ${id}`, wrestlerIds, brandIds, active }), id });
const reign = (id: number, championshipId: number, wrestlerIds: number[], startDate: string, lastDefence = '') =>
  ({ ...createReign({ championshipId, wrestlerIds, startDate, lastDefence }), id });

describe('whyGivesUp: a champion who can no longer hold the title (issue 36)', () => {
  const t = title(1, [1]);
  it('keeps the title with a fit champion of its promotion, on any of its brands', () => {
    expect(whyGivesUp(t, champion(1), brands, DATE)).toBeNull();
    // A sister brand of the same promotion (its events book every brand's wrestlers together).
    expect(whyGivesUp(t, champion(1, { brandIds: [2] }), brands, DATE)).toBeNull();
    expect(whyGivesUp(t, champion(1, { injuredUntil: addDays(DATE, BELTS.injuryDays) }), brands, DATE)).toBeNull();
  });

  it('gives it up with the reason: gone, retired, not competing, free agent, contract over, signed elsewhere, out for long', () => {
    expect(whyGivesUp(t, undefined, brands, DATE)).toBe('the champion is no longer in the game');
    expect(whyGivesUp(t, champion(1, { retired: true }), brands, DATE)).toBe('W1 retired');
    expect(whyGivesUp(t, champion(1, { active: false }), brands, DATE)).toBe('W1 no longer competes');
    expect(whyGivesUp(t, champion(1, { status: 'UNSIGNED', brandIds: [] }), brands, DATE)).toBe('W1 became a free agent');
    expect(whyGivesUp(t, champion(1, { contractExpires: '2027-03-01' }), brands, DATE)).toBe("W1's contract ran out");
    expect(whyGivesUp(t, champion(1, { brandIds: [3] }), brands, DATE)).toBe('W1 signed with VWU Voltage');
    expect(whyGivesUp(t, champion(1, { injuredUntil: addDays(DATE, BELTS.injuryDays + 1) }), brands, DATE)).toMatch(/^W1 is injured until /);
  });

  it('gives it up when the champion is back only after the day the title must next be on the line', () => {
    const clock = { startDate: '2026-10-01', lastDefence: '2026-11-20' };
    const due = addDays('2026-11-20', BELTS.dueDays);
    expect(whyGivesUp(t, champion(1, { injuredUntil: addDays(due, 1) }), brands, DATE, clock)).toMatch(/past the day the title must be defended/);
    expect(whyGivesUp(t, champion(1, { injuredUntil: due }), brands, DATE, clock)).toBeNull();
  });

  it('counts the same company as the promotion, and every brand for a title with none', () => {
    expect(inTitlePromotion(title(2, [], []), champion(1, { brandIds: [3] }), brands)).toBe(true);
    expect(inTitlePromotion(title(2, [], [2]), champion(1, { brandIds: [1] }), brands)).toBe(true);
    expect(inTitlePromotion(title(2, [], [3]), champion(1, { brandIds: [1] }), brands)).toBe(false);
    // Without companies (no rivals) only the title's brands count.
    const plain = brands.map((b) => ({ ...b, companyId: null }));
    expect(inTitlePromotion(title(2, [], [2]), champion(1, { brandIds: [1] }), plain)).toBe(false);
  });

  it('agrees with isOutsider: a holder who gives the title up for anything but an injury is an outsider', () => {
    const states = fc.record({
      retired: fc.boolean(), active: fc.boolean(), unsigned: fc.boolean(), expired: fc.boolean(), brand: fc.constantFrom(1, 2, 3),
    });
    fc.assert(fc.property(states, (s) => {
      const w = champion(1, {
        retired: s.retired, active: s.active, status: s.unsigned ? 'UNSIGNED' : 'SIGNED', brandIds: s.unsigned ? [] : [s.brand],
        contractExpires: s.expired ? '2027-01-01' : '2028-01-01',
      });
      expect(whyGivesUp(t, w, brands, DATE) !== null).toBe(isOutsider(t, w, brands, DATE));
    }));
  });
});

describe('the title clock (issue 36)', () => {
  it('runs from the last defence, else the reign start', () => {
    expect(lastOnLine({ startDate: '2027-01-01', lastDefence: '' })).toBe('2027-01-01');
    expect(lastOnLine({ startDate: '2027-01-01', lastDefence: '2027-02-01' })).toBe('2027-02-01');
    expect(daysOffLine({ startDate: '2027-01-01', lastDefence: '2027-02-01' }, '2027-03-01')).toBe(28);
    // The booker does not count a clock not started yet (a seed reign before the first living week).
    expect(bookerDaysOffLine({ startDate: '2020-01-01', lastDefence: '' }, '2027-03-01')).toBe(0);
  });

  it('makes the booker surer the longer a title waits: 0 early, certain from BELTS.certainFromDays', () => {
    expect(defenceUrgency(0)).toBe(0);
    expect(defenceUrgency(BELTS.urgentFromDays)).toBe(0);
    expect(defenceUrgency(BELTS.certainFromDays)).toBe(1);
    expect(defenceUrgency(119)).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(defenceUrgency(lo)).toBeLessThanOrEqual(defenceUrgency(hi));
      expect(defenceUrgency(hi)).toBeGreaterThanOrEqual(0);
      expect(defenceUrgency(hi)).toBeLessThanOrEqual(1);
    }));
  });
});

describe('titlesGivenUp', () => {
  const base = { date: DATE, days: 7, brands };
  it('vacates a title about to pass the limit off the line', () => {
    const last = addDays(DATE, -(BELTS.dueDays - 6));
    const rival = champion(2, { brandIds: [3] });
    const world = {
      ...base,
      championships: [title(1, [1]), title(2, [2], [3])],
      reigns: [reign(1, 1, [1], addDays(last, 1)), reign(2, 2, [2], last)],
      wrestlers: [champion(1), rival],
    };
    expect(titlesGivenUp(world)).toEqual([{ championshipId: 2, title: 'Title 2', reason: expect.stringMatching(/^not defended since /) }]);
    // A week earlier it still has a week to be booked.
    expect(titlesGivenUp({ ...world, date: addDays(DATE, -1) })).toEqual([]);
  });

  it('leaves vacant and inactive titles alone', () => {
    const gone = champion(1, { retired: true });
    expect(titlesGivenUp({ ...base, championships: [title(1, []), title(2, [1], [1], false)], reigns: [], wrestlers: [gone] })).toEqual([]);
  });
});

describe('beltsFollowHolders: the living week rule', () => {
  const world = (over: Partial<WeekWorld>): WeekWorld => ({
    game: { ...createGame({ date: '2027-02-28', rules: 'living', brandIds: [1, 2] }), id: 1 },
    from: '2027-02-28', to: DATE, days: 7,
    wrestlers: [], brands, shows: [], championships: [], reigns: [], news: [],
    ...over,
  });

  it('vacates the title of a champion who signed elsewhere: the reign ends with the reason, a news line tells it', () => {
    const next = beltsFollowHolders(world({
      wrestlers: [champion(1, { brandIds: [3] })],
      championships: [title(1, [1])],
      reigns: [reign(5, 1, [1], '2027-02-01', '2027-02-20')],
    }));
    expect(next.championships[0].wrestlerIds).toEqual([]);
    expect(next.reigns[0]).toMatchObject({ id: 5, endDate: DATE, endReason: 'W1 signed with VWU Voltage' });
    expect(next.news).toEqual(['Title 1 was vacated: W1 signed with VWU Voltage.']);
  });

  it('starts the clock of a reign with none (a seed reign), so it is not overdue on the first living week', () => {
    const next = beltsFollowHolders(world({
      wrestlers: [champion(2, { brandIds: [3] })],
      championships: [title(2, [2], [3])],
      reigns: [reign(6, 2, [2], '2020-05-01'), reign(7, 2, [2], '2027-03-02')],
    }));
    expect(next.championships[0].wrestlerIds).toEqual([2]);
    expect(next.reigns.map((r) => r.lastDefence)).toEqual(['2027-02-28', '2027-03-02']);
    expect(next.news).toEqual([]);
  });

  it('changes nothing when every holder can hold on', () => {
    const before = world({ wrestlers: [champion(1)], championships: [title(1, [1])], reigns: [reign(5, 1, [1], '2027-02-01', '2027-02-20')] });
    expect(beltsFollowHolders(before)).toBe(before);
  });
});
