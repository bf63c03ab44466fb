import fc from 'fast-check';
import { createBrand } from '../../entities/brand';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import { sequenceRng } from '../test-rng';
import { askingTerms, CONTRACT_LIMITS } from './contract-terms';
import { FREE_AGENCY, freeAgencyWeek, givesUp, weeksWaiting } from './free-agency';
import { talentMarketWeek } from './talent-market-week';
import { careerNewsOfWeek } from './career-news-week';
import type { WeekWorld } from './week-rules';

const TO = '2027-03-14';
let nextId = 1;
const wrestler = (fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${nextId}`, gender: 'MALE', cost: 1000, points: 50, popularity: 50, morale: 50, contractExpires: '2030-01-01', remainingAppearances: 50, ...fields }),
  id: nextId++,
});
const free = (fields: Partial<Wrestler> = {}) => wrestler({ status: 'UNSIGNED', brandIds: [], contractExpires: '', ...fields });
const roster = (brandId: number) => [
  ...Array.from({ length: 12 }, () => wrestler({ brandIds: [brandId] })),
  ...Array.from({ length: 6 }, () => wrestler({ brandIds: [brandId], gender: 'FEMALE' })),
];
function world(extra: ReturnType<typeof wrestler>[]): WeekWorld {
  return {
    game: { ...createGame({ rules: 'living', date: '2027-03-07', playerCompanyId: 1, brandIds: [1] }), id: 1 },
    from: '2027-03-07', to: TO, days: 7,
    wrestlers: [...roster(1), ...roster(2), ...extra],
    brands: [
      { ...createBrand({ name: 'Apex', companyId: 1, balance: 1_000_000 }), id: 1 },
      { ...createBrand({ name: 'Vanguard', companyId: 2, balance: 1_000_000 }), id: 2 },
    ],
    shows: [], championships: [], reigns: [], news: [],
  };
}

describe('free agency (issue 36 item 3, living rules)', () => {
  it('starts a free agent waiting the first week the market sees them, and stops when they sign', () => {
    const agent = free();
    expect(freeAgencyWeek(agent, TO).unsignedSince).toBe(TO);
    const signed = { ...agent, status: 'SIGNED' as const, unsignedSince: '2026-01-04' };
    expect(freeAgencyWeek(signed, TO).unsignedSince).toBe('');
    // Staff and the retired are not on the market.
    expect(freeAgencyWeek(free({ role: 'MANAGER' }), TO).unsignedSince).toBe('');
    expect(freeAgencyWeek(free({ retired: true }), TO).unsignedSince).toBe('');
  });

  it('keeps the ask through the grace weeks, then lowers it about 2% a week, never below the lowest ask', () => {
    const since = addDays(TO, -7 * FREE_AGENCY.graceWeeks);
    expect(freeAgencyWeek(free({ cost: 5000, unsignedSince: since }), TO).cost).toBe(5000);
    const waited = free({ cost: 5000, unsignedSince: addDays(TO, -7 * (FREE_AGENCY.graceWeeks + 1)) });
    expect(weeksWaiting(waited, TO)).toBe(FREE_AGENCY.graceWeeks + 1);
    expect(freeAgencyWeek(waited, TO).cost).toBe(4900);
    expect(freeAgencyWeek({ ...waited, cost: 100 }, TO).cost).toBe(CONTRACT_LIMITS.minCost);
  });

  it('never raises a free agent\'s cost and never takes it under the lowest ask', () => {
    fc.assert(fc.property(fc.integer({ min: 100, max: 5_000_000 }), fc.integer({ min: 0, max: 520 }), (cost, weeks) => {
      const next = freeAgencyWeek(free({ cost, unsignedSince: addDays(TO, -7 * weeks) }), TO);
      expect(next.cost).toBeLessThanOrEqual(cost);
      expect(next.cost).toBeGreaterThanOrEqual(CONTRACT_LIMITS.minCost);
    }));
  });

  it('the market signs a long free agent whose ask came down, with the reason, and not a fresh one', () => {
    // A full rival roster (no need), the upgrade coin missed; the depth coin lands.
    const long = free({ cost: 800, popularity: 30, points: 30, unsignedSince: addDays(TO, -7 * 40) });
    const fresh = free({ cost: 800, popularity: 30, points: 30, unsignedSince: addDays(TO, -14) });
    const next = talentMarketWeek(world([fresh, long]), sequenceRng([0.99, 0]));
    expect(next.wrestlers.find((w) => w.id === long.id)).toMatchObject({ status: 'SIGNED', brandIds: [2], unsignedSince: '' });
    expect(next.wrestlers.find((w) => w.id === fresh.id)).toMatchObject({ status: 'UNSIGNED' });
    expect(next.game.talentMoves.at(-1)).toMatchObject({ wrestlerId: long.id, fromCompanyId: null, toCompanyId: 2 });
    expect(next.game.talentMoves.at(-1)?.reason).toMatch(new RegExp(`^Vanguard signed ${long.name}, a free agent for 40 weeks, for \\$[\\d,]+ an appearance`));
  });

  it('leaves a long free agent who still asks more than they are worth to the brand', () => {
    const dear = free({ cost: 900_000, popularity: 30, points: 30, unsignedSince: addDays(TO, -7 * 40) });
    expect(askingTerms(dear).cost).toBeGreaterThan(100_000);
    const next = talentMarketWeek(world([dear]), sequenceRng([0.99, 0]));
    expect(next.wrestlers.find((w) => w.id === dear.id)).toMatchObject({ status: 'UNSIGNED' });
  });

  it('a free agent nobody signed in a year gives up and retires that day, with the news (issue 36)', () => {
    const year = free({ cost: 900_000, unsignedSince: addDays(TO, -7 * FREE_AGENCY.giveUpWeeks) });
    const almost = free({ cost: 900_000, unsignedSince: addDays(TO, -7 * (FREE_AGENCY.giveUpWeeks - 1)) });
    expect([givesUp(year, TO), givesUp(almost, TO)]).toEqual([true, false]);
    const next = talentMarketWeek(world([year, almost]), sequenceRng([0.99]));
    expect(next.wrestlers.find((w) => w.id === year.id)).toMatchObject({ retired: true, active: false, status: 'UNSIGNED', retiresOn: TO, unsignedSince: '' });
    expect(next.wrestlers.find((w) => w.id === almost.id)).toMatchObject({ retired: false, status: 'UNSIGNED' });
    expect(next.news).toContain(`${year.name} retired after ${FREE_AGENCY.giveUpWeeks} weeks as a free agent: no promotion signed him in a year.`);
    // Not a move between promotions.
    expect(next.game.talentMoves.some((m) => m.wrestlerId === year.id)).toBe(false);
  });

  it('a legend who retires unsigned enters the Hall of Fame, once, with the careers news of it (issue 36)', () => {
    const legend = free({ name: 'Old Legend', cost: 900_000, wins: 650, losses: 300, draws: 10, popularity: 40, unsignedSince: addDays(TO, -7 * FREE_AGENCY.giveUpWeeks) });
    const journeyman = free({ cost: 900_000, wins: 120, unsignedSince: addDays(TO, -7 * FREE_AGENCY.giveUpWeeks) });
    const before = world([legend, journeyman]);
    const next = talentMarketWeek(before, sequenceRng([0.99]));
    expect(next.game.hallOfFame).toEqual([{ wrestlerId: legend.id, year: 2027, reason: 'Retired: 650–300–10 (wins–losses–draws), popularity 40' }]);
    const lines = careerNewsOfWeek(before, next).filter((n) => n.wrestlerId === legend.id).map((n) => [n.kind, n.text]);
    expect(lines).toEqual([
      ['retired', 'Old Legend retired after a career of 650–300–10 (wins–losses–draws).'],
      ['hallOfFame', 'Old Legend enters the Hall of Fame. Retired: 650–300–10 (wins–losses–draws), popularity 40.'],
    ]);
    // Already in the hall: not again.
    const again = talentMarketWeek({ ...before, game: next.game }, sequenceRng([0.99]));
    expect(again.game.hallOfFame).toHaveLength(1);
  });

  it('nobody signed, staff or retired gives up; every free agent waiting a year or more does', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 520 }), fc.constantFrom('SIGNED' as const, 'UNSIGNED' as const), fc.constantFrom('WRESTLER', 'REFEREE'), fc.boolean(), (weeks, status, role, retired) => {
      const w = free({ status, role: role as 'WRESTLER', retired, unsignedSince: addDays(TO, -7 * weeks) });
      expect(givesUp(w, TO)).toBe(status === 'UNSIGNED' && role === 'WRESTLER' && !retired && weeks >= FREE_AGENCY.giveUpWeeks);
    }));
  });
});
