import fc from 'fast-check';
import { addDays } from '../../dates';
import { createBrand } from '../../entities/brand';
import { createChampionship } from '../../entities/championship';
import { createReign } from '../../entities/reign';
import { defaultStandingOrders, ordersOf, withOrders, type StandingOrders } from '../../entities/standing-orders';
import type { TalentOffer } from '../../entities/talent-market';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { askingTerms } from './contract-terms';
import { affordableCost, applyOrders, ORDERS, planOrders, renewalKey, titleKey, withinLimit, type OrdersWorld } from './standing-orders';
import { canAfford } from './talent-valuation';

const DATE = '2027-03-07';
const SOON = '2027-03-20';
const FAR = '2030-01-01';
let nextId = 1;
const wrestler = (fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${nextId}`, gender: 'MALE', cost: 1000, points: 50, popularity: 50, morale: 50, contractExpires: FAR, remainingAppearances: 50, brandIds: [1], ...fields }),
  id: nextId++,
});
const title = (holderIds: number[], brandIds = [1]) => ({ ...createChampionship({ name: `Title ${nextId}`, brandIds, wrestlerIds: holderIds, holders: 1 }), id: nextId++ });

function world(wrestlers: ReturnType<typeof wrestler>[], fields: { offers?: TalentOffer[]; balance?: number; titles?: ReturnType<typeof title>[] } = {}): OrdersWorld {
  const titles = fields.titles ?? [];
  return {
    date: DATE,
    game: { brandIds: [1], talentOffers: fields.offers ?? [] },
    wrestlers,
    brands: [
      { ...createBrand({ name: 'Apex', companyId: 1, balance: fields.balance ?? 1_000_000 }), id: 1 },
      { ...createBrand({ name: 'Vanguard', companyId: 2, balance: 1_000_000 }), id: 2 },
    ],
    championships: titles,
    reigns: titles.map((t) => ({ ...createReign({ championshipId: t.id, wrestlerIds: t.wrestlerIds, startDate: '2026-01-01', endDate: null }), id: t.id })),
  };
}
const orders = (fields: Partial<StandingOrders> = {}): StandingOrders => ({ ...defaultStandingOrders(1), ...fields });
const offer = (w: { id: number }, cost: number, fields: Partial<TalentOffer> = {}): TalentOffer => ({
  id: w.id, wrestlerId: w.id, fromCompanyId: 2, cost, made: DATE, expires: SOON, status: 'open', ...fields,
});

describe('standing orders (issue 33 item 1)', () => {
  it('renews a contract of the player that ends within the orders\' weeks, at the asking terms, within what the brand can afford', () => {
    const due = wrestler({ contractExpires: SOON });
    const later = wrestler({ contractExpires: '2027-06-01' });
    const rival = wrestler({ contractExpires: SOON, brandIds: [2] });
    const plan = planOrders(world([due, later, rival]), orders());
    expect(plan.renewals).toEqual([{ wrestlerId: due.id, terms: askingTerms(due) }]);
    expect(plan.decisions).toEqual([]);
    const done = applyOrders(world([due, later, rival]), plan);
    expect(done.wrestlers.map((w) => w.id)).toEqual([due.id]);
    expect(done.wrestlers[0].contractExpires > SOON).toBe(true);
    expect(done.lines[0]).toMatch(new RegExp(`^${due.name} renewed for \\$[\\d,]+ an appearance until `));
  });

  it('leaves a renewal above the limit, or any when renewing is off, to the player', () => {
    const due = wrestler({ contractExpires: SOON, cost: 5000 });
    const [byLimit] = planOrders(world([due]), orders({ renewUpTo: 1000 })).decisions;
    expect(byLimit).toMatchObject({ kind: 'renewal', key: renewalKey(due), wrestlerId: due.id, canRenew: true, terms: askingTerms(due) });
    expect(byLimit.why).toMatch(/more than your limit of \$1,000 an appearance/);
    const [off] = planOrders(world([due]), orders({ renew: false })).decisions;
    expect(off.why).toMatch(/your orders do not renew contracts/);
    // A broke brand affords nothing: "what the brand can afford" says so in money.
    const [broke] = planOrders(world([due], { balance: 10_000 }), orders()).decisions;
    expect(broke.why).toMatch(/more than what Apex can afford \(up to \$[\d,]+ an appearance with \$10,000\)/);
  });

  it('does not stop again for a contract the player let run out', () => {
    const due = wrestler({ contractExpires: SOON });
    const plan = planOrders(world([due]), orders({ renew: false, waived: [renewalKey(due)] }));
    expect(plan).toEqual({ renewals: [], counters: [], letGo: [], vacate: [], signings: [], decisions: [] });
  });

  it('matches a rival offer within the limit as soon as it comes, and asks about a dearer one only when it is due', () => {
    const cheap = wrestler({ contractExpires: '2027-04-10' });
    const dear = wrestler({ contractExpires: '2027-04-10' });
    const dueDear = wrestler({ contractExpires: SOON });
    const offers = [offer(cheap, 1500), offer(dear, 9000), offer(dueDear, 9000)];
    const plan = planOrders(world([cheap, dear, dueDear], { offers }), orders({ matchUpTo: 5000 }));
    expect(plan.counters).toEqual([{ offerId: cheap.id, terms: { ...askingTerms(cheap), cost: 1500 } }]);
    expect(plan.decisions.map((d) => d.key)).toEqual([`offer:${dueDear.id}`]);
    // Nobody with an offer is renewed behind the offer's back.
    expect(plan.renewals).toEqual([]);
    const done = applyOrders(world([cheap, dear, dueDear], { offers }), plan);
    expect(done.talentOffers.find((o) => o.id === cheap.id)).toMatchObject({ status: 'countered', settled: DATE });
    expect(done.wrestlers.find((w) => w.id === cheap.id)?.cost).toBe(1500);
  });

  it('lets every offer go, or asks about every one due, as ordered', () => {
    const w = wrestler({ contractExpires: SOON });
    const offers = [offer(w, 1100)];
    const letGo = planOrders(world([w], { offers }), orders({ offers: 'letGo' }));
    expect(letGo.letGo).toEqual([w.id]);
    expect(applyOrders(world([w], { offers }), letGo).talentOffers[0].status).toBe('declined');
    expect(planOrders(world([w], { offers }), orders({ offers: 'ask' })).decisions[0].why).toMatch(/ask you about every rival offer/);
  });

  it('vacates a title of the player whose holder left, or asks when the order is off', () => {
    const gone = wrestler({ brandIds: [2] });
    const free = wrestler({ status: 'UNSIGNED', brandIds: [] });
    const home = wrestler();
    const titles = [title([gone.id]), title([free.id]), title([home.id]), title([gone.id], [2])];
    const plan = planOrders(world([gone, free, home], { titles }), orders());
    expect(plan.vacate).toEqual([titles[0].id, titles[1].id]);
    const done = applyOrders(world([gone, free, home], { titles }), plan);
    expect(done.championships.map((c) => [c.id, c.wrestlerIds])).toEqual([[titles[0].id, []], [titles[1].id, []]]);
    expect(done.reigns.map((r) => [r.championshipId, r.endDate])).toEqual([[titles[0].id, DATE], [titles[1].id, DATE]]);
    const asked = planOrders(world([gone, free, home], { titles }), orders({ vacateTitles: false, waived: [titleKey(titles[1])] }));
    expect(asked.decisions.map((d) => d.key)).toEqual([titleKey(titles[0])]);
  });

  it('reads old or odd records as the defaults, and keeps each promotion its own orders', () => {
    expect(ordersOf({ playerCompanyId: 1 })).toEqual(defaultStandingOrders(1));
    expect(ordersOf({ playerCompanyId: 1, standingOrders: [{ ...orders(), offers: 'nonsense' as never, renewUpTo: -5 }] })).toEqual(orders());
    const list = withOrders({ playerCompanyId: 1, standingOrders: [defaultStandingOrders(2)] }, orders({ renew: false }));
    expect(ordersOf({ playerCompanyId: 1, standingOrders: list }).renew).toBe(false);
    expect(ordersOf({ playerCompanyId: 2, standingOrders: list }).renew).toBe(true);
  });

  it('the affordable cost is exactly what canAfford allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 50_000_000 }), fc.integer({ min: 1, max: 156 }), (balance, appearances) => {
        const cost = affordableCost({ balance }, appearances);
        expect(cost).toBeGreaterThanOrEqual(0);
        if (cost > 0) expect(canAfford({ balance }, { cost, appearances })).toBe(true);
        expect(canAfford({ balance }, { cost: cost + 10, appearances })).toBe(false);
      }),
    );
  });

  it('never pays beyond its limit, touches only the player\'s wrestlers, and has nothing left to do once applied', () => {
    const person = fc.record({
      brand: fc.constantFrom(1, 2),
      cost: fc.integer({ min: 100, max: 60_000 }),
      ends: fc.integer({ min: 0, max: 60 }),
      offer: fc.option(fc.integer({ min: 100, max: 80_000 }), { nil: null }),
    });
    const limit = fc.option(fc.integer({ min: 100, max: 60_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 12 }), limit, limit, fc.integer({ min: -500_000, max: 20_000_000 }), (people, renewUpTo, matchUpTo, balance) => {
        const wrestlers = people.map((p) => wrestler({ brandIds: [p.brand], cost: p.cost, contractExpires: addWeeks(p.ends) }));
        const offers = people.flatMap((p, i) => (p.offer !== null && p.brand === 1 ? [offer(wrestlers[i], p.offer)] : []));
        const before = world(wrestlers, { offers, balance });
        const o = orders({ renewUpTo, matchUpTo });
        const plan = planOrders(before, o);
        const brand = before.brands[0];
        for (const r of plan.renewals) expect(withinLimit(renewUpTo, brand, r.terms)).toBe(true);
        for (const c of plan.counters) expect(withinLimit(matchUpTo, brand, c.terms)).toBe(true);
        const done = applyOrders(before, plan);
        expect(done.wrestlers.every((w) => w.brandIds.includes(1))).toBe(true);
        expect(new Set(plan.decisions.map((d) => d.key)).size).toBe(plan.decisions.length);
        const after = { ...before, wrestlers: before.wrestlers.map((w) => done.wrestlers.find((x) => x.id === w.id) ?? w), game: { ...before.game, talentOffers: done.talentOffers } };
        const again = planOrders(after, o);
        expect([again.renewals, again.counters, again.letGo]).toEqual([[], [], []]);
      }),
      { numRuns: 60 },
    );
  });
});

/** A contract end spread over twice the orders' weeks after DATE, so some are due and some are not. */
const addWeeks = (step: number): string => addDays(DATE, Math.round((step * ORDERS.weeks * 14) / 60));

describe('the sign-for-need order (issue 35: the autopilot never lets a brand lapse)', () => {
  const roster = (men: number, women: number) => [
    ...Array.from({ length: men }, () => wrestler()),
    ...Array.from({ length: women }, () => wrestler({ gender: 'FEMALE' })),
  ];
  const free = (fields: Partial<Wrestler> = {}) => wrestler({ status: 'UNSIGNED', brandIds: [], contractExpires: '', ...fields });

  it('signs the best free agent it can afford for a brand short of women, once, and records the move', () => {
    const signed = roster(10, 4);
    const star = free({ gender: 'FEMALE', popularity: 90, points: 90, cost: 2000 });
    const jobber = free({ gender: 'FEMALE', popularity: 20, points: 20 });
    const man = free({ popularity: 95, points: 95 });
    const w = world([...signed, jobber, star, man]);
    const plan = planOrders(w, orders());
    expect(plan.signings).toEqual([{ wrestlerId: star.id, brandId: 1, gender: 'FEMALE', terms: askingTerms(star), why: 'its roster was short of women' }]);
    const done = applyOrders(w, plan);
    expect(done.wrestlers).toEqual([expect.objectContaining({ id: star.id, status: 'SIGNED', brandIds: [1] })]);
    expect(done.lines[0]).toMatch(new RegExp(`^Apex signed ${star.name}, a free agent, for \\$[\\d,]+ an appearance: its roster was short of women\\.$`));
    expect(done.moves).toEqual([{ wrestlerId: star.id, fromCompanyId: null, toCompanyId: 1, date: DATE, reason: done.lines[0] }]);
  });

  it('signs nobody for a full roster, with the order off, for a rival\'s brand, or beyond what the brand can afford', () => {
    const agent = free({ gender: 'FEMALE' });
    expect(planOrders(world([...roster(10, 5), agent]), orders()).signings).toEqual([]);
    expect(planOrders(world([...roster(10, 4), agent]), orders({ signForNeed: false })).signings).toEqual([]);
    const rivals = roster(10, 4).map((r) => ({ ...r, brandIds: [2] }));
    expect(planOrders(world([...roster(10, 5), ...rivals, agent]), orders()).signings).toEqual([]);
    const dear = free({ gender: 'FEMALE', cost: 90_000, popularity: 95, points: 95 });
    expect(canAfford(world([dear], { balance: 10_000 }).brands[0], askingTerms(dear))).toBe(false);
    expect(planOrders(world([...roster(10, 4), dear], { balance: 10_000 }), orders()).signings).toEqual([]);
  });

  it('issue 36: also signs for a wrestler out injured, or a contender for a title vacant or whose champion left, with the reason', () => {
    const hurt = wrestler({ name: 'Hurt Star', injuredUntil: addDays(DATE, 60), popularity: 90 });
    const agent = free({ popularity: 60, points: 60 });
    const injured = planOrders(world([...roster(9, 5), hurt, agent]), orders());
    expect(injured.signings).toEqual([{ wrestlerId: agent.id, brandId: 1, gender: 'MALE', terms: askingTerms(agent), why: 'Hurt Star is out injured' }]);
    expect(applyOrders(world([...roster(9, 5), hurt, agent]), injured).lines[0]).toMatch(/: Hurt Star is out injured\.$/);
    const vacant = title([]);
    expect(planOrders(world([...roster(10, 5), agent], { titles: [vacant] }), orders()).signings.map((s) => s.why)).toEqual([`the ${vacant.name} is vacant`]);
    const left = wrestler({ brandIds: [2] });
    const deserted = title([left.id]);
    expect(planOrders(world([...roster(10, 5), left, agent], { titles: [deserted] }), orders({ vacateTitles: false })).signings.map((s) => s.why)).toEqual([`the ${deserted.name} lost its champion`]);
    // One contender above the floor is enough.
    expect(planOrders(world([...roster(11, 5), agent], { titles: [vacant] }), orders()).signings).toEqual([]);
  });

  it('skips a free agent who walked out of talks, a retired one and staff', () => {
    const walked = free({ gender: 'FEMALE', talksRefusedUntil: addDays(DATE, 30), popularity: 99, points: 99 });
    const retired = free({ gender: 'FEMALE', retired: true, popularity: 98, points: 98 });
    const staff = free({ gender: 'FEMALE', role: 'MANAGER', popularity: 97, points: 97 });
    const willing = free({ gender: 'FEMALE', popularity: 30, points: 30 });
    const plan = planOrders(world([...roster(10, 4), walked, retired, staff, willing]), orders());
    expect(plan.signings.map((s) => s.wrestlerId)).toEqual([willing.id]);
  });

  it('an older save\'s orders read the order as on', () => {
    const { signForNeed: _dropped, ...old } = defaultStandingOrders(1);
    expect(ordersOf({ playerCompanyId: 1, standingOrders: [old as StandingOrders] }).signForNeed).toBe(true);
    expect(ordersOf({ playerCompanyId: 1, standingOrders: [{ ...old, signForNeed: false }] }).signForNeed).toBe(false);
  });
});
