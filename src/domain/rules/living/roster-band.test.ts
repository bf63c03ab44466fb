import fc from 'fast-check';
import { createBrand } from '../../entities/brand';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import { sequenceRng } from '../test-rng';
import { askingTerms } from './contract-terms';
import { renewalCost, RENEWAL, talentMarketWeek } from './talent-market-week';
import { affordsNeed, brandShare, canAfford, goingRate, needsOf, rosterBand, ROSTER_BAND, rosterOf, rosterSize, TALENT_MARKET } from './talent-valuation';
import { sizedBrands } from './talent-market';
import { canTakeIn, debutsWeek } from './rookies';
import type { WeekWorld } from './week-rules';

// Issue 36 item 3: roster floors and ceilings by a promotion's size, signing for need, pay cuts.

const FROM = '2027-03-07';
const TO = '2027-03-14';
let nextId = 1;
const wrestler = (fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${nextId}`, gender: 'MALE', cost: 1000, points: 50, popularity: 50, morale: 50, contractExpires: '2030-01-01', remainingAppearances: 50, ...fields }),
  id: nextId++,
});
const men = (brandId: number, n: number, fields: Partial<Wrestler> = {}) => Array.from({ length: n }, () => wrestler({ brandIds: [brandId], ...fields }));
const women = (brandId: number, n: number, fields: Partial<Wrestler> = {}) => men(brandId, n, { gender: 'FEMALE', ...fields });
const brand = (rosterBase: number, id = 2) => ({ ...createBrand({ name: 'Vanguard', companyId: 2, balance: 1_000_000, rosterBase }), id });

function world(wrestlers: ReturnType<typeof wrestler>[], rivalBase = 0, championships: WeekWorld['championships'] = []): WeekWorld {
  return {
    game: { ...createGame({ rules: 'living', date: FROM, playerCompanyId: 1, brandIds: [1] }), id: 1 },
    from: FROM, to: TO, days: 7,
    wrestlers: [...men(1, 12), ...women(1, 6), ...wrestlers],
    brands: [{ ...createBrand({ name: 'Apex', companyId: 1, balance: 1_000_000 }), id: 1 }, brand(rivalBase)],
    shows: [], championships, reigns: [], news: [],
  };
}

describe('roster floors and ceilings by size (issue 36)', () => {
  it('follow the size: Northgate\'s 75 and Tenrai\'s 34 are no longer both capped at 40', () => {
    expect(rosterBand(75)).toEqual({ floor: 64, ceiling: 90, men: 45, women: 19 });
    expect(rosterBand(34)).toEqual({ floor: 29, ceiling: 41, men: 20, women: 9 });
    expect(rosterBand(18)).toEqual({ floor: 15, ceiling: 22, men: 10, women: 5 });
    // Without a size (a brand the market has not seen): the old minima and cap.
    expect(rosterBand(0)).toEqual({ floor: 15, ceiling: TALENT_MARKET.rosterCap, men: 10, women: 5 });
  });

  it('properties: the floor is under the ceiling, the size between them, both rise with the size, the genders add up', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 40 }), (base, more) => {
      const band = rosterBand(base);
      const bigger = rosterBand(base + more);
      expect(band.floor + ROSTER_BAND.minRoom).toBeLessThanOrEqual(band.ceiling);
      if (base >= 18) expect(band.floor <= base && base <= band.ceiling).toBe(true);
      expect(bigger.floor).toBeGreaterThanOrEqual(band.floor);
      expect(bigger.ceiling).toBeGreaterThanOrEqual(band.ceiling);
      expect(band.men).toBeGreaterThanOrEqual(TALENT_MARKET.minMen);
      expect(band.women).toBeGreaterThanOrEqual(TALENT_MARKET.minWomen);
      expect(band.men + band.women).toBeGreaterThanOrEqual(band.floor);
    }));
  });

  it('a brand needs a gender under its floor, a wrestler out injured, or a contender for a title without one; at the ceiling, nobody', () => {
    const b = brand(34);
    const full = [...men(2, 24), ...women(2, 10)];
    expect(needsOf(b, full, [], TO)).toEqual([]);
    expect(needsOf(b, [...men(2, 24), ...women(2, 8)], [], TO)).toEqual([{ gender: 'FEMALE', why: 'their roster was short of women' }]);
    const hurt = [...men(2, 19), ...men(2, 1, { name: 'Hurt Star', injuredUntil: addDays(TO, 60), popularity: 90 }), ...women(2, 10)];
    expect(needsOf(b, hurt, [], TO)).toEqual([{ gender: 'MALE', why: 'Hurt Star is out injured' }]);
    // Out for less than four weeks: still available.
    expect(needsOf(b, [...men(2, 19), ...men(2, 1, { injuredUntil: addDays(TO, 14) }), ...women(2, 10)], [], TO)).toEqual([]);
    const title = { ...createChampionship({ name: 'Vanguard Women\'s Title', gender: 'FEMALE', brandIds: [2], wrestlerIds: [] }), id: 1 };
    expect(needsOf(b, [...men(2, 20), ...women(2, 9)], [title], TO)).toEqual([{ gender: 'FEMALE', why: 'the Vanguard Women\'s Title is vacant' }]);
    expect(needsOf(b, [...men(2, 20), ...women(2, 10)], [title], TO)).toEqual([]);
    // At the ceiling a brand needs nobody, even short of women.
    expect(needsOf(b, [...men(2, 40), ...women(2, 2)], [], TO)).toEqual([]);
  });

  it('the market sizes each brand once, from its roster the first week it sees it', () => {
    const next = talentMarketWeek(world([...men(2, 30), ...women(2, 12)]), sequenceRng([0.99]));
    expect(next.brands.map((b) => b.rosterBase)).toEqual([18, 42]);
    const again = talentMarketWeek({ ...next, wrestlers: next.wrestlers.filter((w) => !(w.brandIds.includes(2) && w.gender === 'MALE' && w.id % 3 === 0)) }, sequenceRng([0.99]));
    expect(again.brands.map((b) => b.rosterBase)).toEqual([18, 42]);
  });

  it('a rival under its floor signs for it; a rival at its ceiling signs nobody and lets go at contract end', () => {
    const agent = wrestler({ status: 'UNSIGNED', brandIds: [], contractExpires: '' });
    // Size 75, 60 on the roster: under the floor of 64 (45 men): signs.
    const thin = talentMarketWeek(world([...men(2, 42), ...women(2, 18), agent], 75), sequenceRng([0]));
    expect(thin.wrestlers.find((w) => w.id === agent.id)).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect(thin.game.talentMoves.at(-1)?.reason).toMatch(/: their roster was short of men\.$/);
    // Size 34, 42 on the roster (the ceiling is 41): signs nobody; one whose contract ends goes.
    const ending = wrestler({ brandIds: [2], contractExpires: addDays(TO, 3) });
    const crowded = talentMarketWeek(world([...men(2, 31), ...women(2, 10), ending, agent], 34), sequenceRng([0]));
    expect(crowded.wrestlers.find((w) => w.id === agent.id)).toMatchObject({ status: 'UNSIGNED' });
    expect(crowded.wrestlers.find((w) => w.id === ending.id)).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect(crowded.game.talentMoves.find((m) => m.wrestlerId === ending.id)?.reason).toMatch(/: their roster was over 41\.$/);
  });
});

describe('a promotion\'s shared roster counts once (issue 36)', () => {
  // Vanguard (company 2) runs two brands, 2 and 3, from one roster, as the seed's VWU does.
  const vanguard = (base = 0) => [brand(base, 2), { ...brand(base, 3), name: 'Vanguard Surge' }];
  const shared = (n: number, gender: Wrestler['gender'] = 'MALE') => men(2, n, { brandIds: [2, 3], gender });
  const signedTo = (wrestlers: readonly Wrestler[], brandIds: readonly number[]) =>
    wrestlers.filter((w) => w.status === 'SIGNED' && w.brandIds.some((id) => brandIds.includes(id))).length;

  it('a wrestler on two brands counts half on each, so the brands add up to the promotion\'s roster', () => {
    expect(brandShare({ brandIds: [2] })).toBe(1);
    expect(brandShare({ brandIds: [2, 3] })).toBe(0.5);
    expect(brandShare({ brandIds: [2, 2] })).toBe(1);
    const roster = [...shared(28), ...shared(12, 'FEMALE'), ...men(2, 2)];
    expect(rosterSize(rosterOf(2, roster))).toBe(22);
    expect(rosterSize(rosterOf(3, roster))).toBe(20);
  });

  it('property: over any split of a promotion\'s wrestlers among its brands, the brands\' sizes add up to its roster counted once', () => {
    const splits = fc.array(fc.subarray([2, 3, 4], { minLength: 1 }), { maxLength: 60 });
    fc.assert(fc.property(splits, (brandIdsOf) => {
      const roster = brandIdsOf.map((brandIds) => wrestler({ brandIds }));
      const total = [2, 3, 4].reduce((sum, id) => sum + rosterSize(rosterOf(id, roster)), 0);
      expect(total).toBeCloseTo(roster.length, 9);
    }));
  });

  it('the market sizes each brand of a shared roster by its share: 40 shared wrestlers are two brands of 20, not two of 40', () => {
    const wrestlers = [...shared(28), ...shared(12, 'FEMALE')];
    expect(sizedBrands({ brands: vanguard(), wrestlers }).map((b) => b.rosterBase)).toEqual([20, 20]);
    // Neither brand is short: 14 men and 6 women each, over the floors of a 20 (12 and 5).
    for (const b of sizedBrands({ brands: vanguard(), wrestlers })) expect(needsOf(b, wrestlers, [], TO)).toEqual([]);
  });

  it('exploit: a two-brand promotion signing week after week stays within 1.2 of its start, not 1.2 on each brand', () => {
    const start = [...shared(28), ...shared(12, 'FEMALE')];
    const agents = Array.from({ length: 40 }, (_, i) => wrestler({ status: 'UNSIGNED', brandIds: [], contractExpires: '', cost: 100, popularity: 99, points: 99, gender: i % 3 === 0 ? 'FEMALE' : 'MALE' }));
    let w: WeekWorld = { ...world([...start, ...agents]), brands: [{ ...createBrand({ name: 'Apex', companyId: 1, balance: 1_000_000 }), id: 1 }, ...vanguard()] };
    // rng 0: every chance to sign lands, every week.
    for (let week = 0; week < 30; week += 1) w = { ...talentMarketWeek(w, sequenceRng([0])), news: [] };
    expect(signedTo(w.wrestlers, [2, 3])).toBeGreaterThan(40);
    expect(signedTo(w.wrestlers, [2, 3])).toBeLessThanOrEqual(Math.round(40 * ROSTER_BAND.ceilingShare));
  });

  it('exploit: a two-brand promotion\'s developmental intake stops at the promotion\'s ceiling, not twice it', () => {
    const start = [...shared(28), ...shared(12, 'FEMALE')];
    const brands = sizedBrands({ brands: vanguard(), wrestlers: start }).map((b) => ({ ...b, balance: 1e9 }));
    // Four of their own signed to each brand: the promotion has 48, its ceiling (1.2 × 40).
    const full = [...start, ...men(2, 4), ...men(3, 4)];
    const rookie = { ...wrestler({ status: 'UNSIGNED', brandIds: [], cost: 100 }) };
    expect(brands.map((b) => canTakeIn(rookie, b, full))).toEqual([false, false]);
    expect(brands.map((b) => canTakeIn(rookie, b, start))).toEqual([true, true]);
    // rng 0: both brands' yearly classes are drawn; neither takes a rookie in.
    const next = debutsWeek.run({ ...world(full), brands }, () => 0);
    expect(signedTo(next.arrivals ?? [], [2, 3])).toBe(0);
  });
});

describe('a broke brand in need (issue 36)', () => {
  it('signs cheap talent whatever its balance, and only cheap talent', () => {
    const broke = { balance: -1_500_000 };
    const terms = (cost: number) => ({ cost, appearances: 52 });
    expect(affordsNeed(broke, 10_000, terms(2500))).toBe(true);
    expect(affordsNeed(broke, 10_000, terms(2510))).toBe(false);
    expect(affordsNeed(broke, 0, terms(100))).toBe(true);
    expect(affordsNeed({ balance: 1_000_000 }, 10_000, terms(5000))).toBe(true);
  });

  it('the going rate is the median wage of the signed in-ring talent', () => {
    expect(goingRate([wrestler({ cost: 100 }), wrestler({ cost: 900 }), wrestler({ cost: 500 }), wrestler({ cost: 9999, status: 'UNSIGNED' }), wrestler({ cost: 9999, role: 'REFEREE' })])).toBe(500);
    expect(goingRate([])).toBe(0);
  });

  it('properties: what a brand can afford it may sign for need; more money never takes that away', () => {
    fc.assert(fc.property(fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 100, max: 200_000 }), (balance, more, median, cost) => {
      const t = { cost, appearances: 52 };
      if (canAfford({ balance }, t)) expect(affordsNeed({ balance }, median, t)).toBe(true);
      if (affordsNeed({ balance }, median, t)) expect(affordsNeed({ balance: balance + more }, median, t)).toBe(true);
    }));
  });

  it('a rival in the red below its floor signs a cheap free agent and keeps whom it needs, its star at a pay cut', () => {
    const rookie = wrestler({ status: 'UNSIGNED', brandIds: [], contractExpires: '', cost: 100, popularity: 5, points: 30 });
    const base = { ...world([...men(2, 9), ...women(2, 6), rookie], 18), brands: [] as WeekWorld['brands'] };
    const red = (w: WeekWorld): WeekWorld => ({ ...w, brands: [{ ...createBrand({ name: 'Apex', companyId: 1, balance: 1_000_000 }), id: 1 }, { ...brand(18), balance: -1_500_000 }] });
    const next = talentMarketWeek(red(base), sequenceRng([0]));
    expect(next.wrestlers.find((w) => w.id === rookie.id)).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    const kept = wrestler({ brandIds: [2], contractExpires: addDays(TO, 3) });
    const star = wrestler({ brandIds: [2], cost: 50_000, popularity: 95, points: 95, contractExpires: addDays(TO, 3) });
    const after = talentMarketWeek(red(world([...men(2, 7), ...women(2, 6), kept, star], 18)), sequenceRng([0.99]));
    expect(after.wrestlers.find((w) => w.id === kept.id)).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    const stayed = after.wrestlers.find((w) => w.id === star.id)!;
    expect(stayed).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect(stayed.cost).toBe(Math.ceil((askingTerms(star).cost * RENEWAL.leastShare) / 10) * 10);
  });
});

describe('wages both ways at renewal (issue 36)', () => {
  it('a rival pays the ask to a wrestler worth it, and their worth, never under 80% of the ask, to one who is not', () => {
    expect(renewalCost(5000, 6000)).toBe(5000);
    expect(renewalCost(5000, 4500)).toBe(4500);
    expect(renewalCost(5000, 1000)).toBe(4000);
  });

  it('properties: never more than the ask, never under the least they take, rising with their worth', () => {
    fc.assert(fc.property(fc.integer({ min: 100, max: 5_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (ask, value, more) => {
      const cost = renewalCost(ask, value);
      expect(cost).toBeLessThanOrEqual(ask);
      expect(cost).toBeGreaterThanOrEqual(ask * RENEWAL.leastShare);
      expect(renewalCost(ask, value + more)).toBeGreaterThanOrEqual(cost);
    }));
  });

  it('a star whose standing fell takes a pay cut to stay with a rival', () => {
    // A roster paid 1,000; a fading star on 6,000 asks more than he is worth to it.
    const star = wrestler({ brandIds: [2], cost: 6000, popularity: 20, points: 20, contractExpires: addDays(TO, 3) });
    const asked = askingTerms(star).cost;
    const next = talentMarketWeek(world([...men(2, 11), ...women(2, 6), star], 18), sequenceRng([0.99]));
    const kept = next.wrestlers.find((w) => w.id === star.id)!;
    expect(kept).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect(kept.cost).toBe(Math.ceil((asked * 0.8) / 10) * 10);
    expect(kept.cost).toBeLessThan(star.cost);
    expect(next.news).toContain(`Vanguard renewed ${star.name} for $${kept.cost.toLocaleString('en-US')} an appearance, under his asking $${asked.toLocaleString('en-US')} an appearance: all his standing is worth to them.`);
  });
});
