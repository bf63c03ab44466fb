import { createBrand } from '../../entities/brand';
import { createGame } from '../../entities/game';
import type { TalentOffer } from '../../entities/talent-market';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { sequenceRng } from '../test-rng';
import { askingTerms } from './contract-terms';
import { talentMarketWeek } from './talent-market-week';
import { TALENT_MARKET } from './talent-valuation';
import { LIVING_WEEK_RULES, type WeekWorld } from './week-rules';

const FROM = '2027-03-07';
const TO = '2027-03-14';
const FAR = '2030-01-01';
let nextId = 1;
const wrestler = (fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${nextId}`, gender: 'MALE', cost: 1000, points: 50, popularity: 50, morale: 50, contractExpires: FAR, remainingAppearances: 50, ...fields }),
  id: nextId++,
});
/** A brand's full roster (12 men, 6 women): nobody is short. */
const roster = (brandId: number, cost = 1000) => [
  ...Array.from({ length: 12 }, () => wrestler({ brandIds: [brandId], cost })),
  ...Array.from({ length: 6 }, () => wrestler({ brandIds: [brandId], gender: 'FEMALE', cost })),
];

function world(extra: ReturnType<typeof wrestler>[], fields: { offers?: TalentOffer[]; rivalBalance?: number; player?: number | null; rules?: 'living' | 'classic' } = {}): WeekWorld {
  const player = fields.player === undefined ? 1 : fields.player;
  return {
    game: { ...createGame({ rules: fields.rules ?? 'living', date: FROM, playerCompanyId: player, brandIds: player === null ? [] : [1], talentOffers: fields.offers ?? [] }), id: 1 },
    from: FROM, to: TO, days: 7,
    wrestlers: [...roster(1), ...roster(2), ...extra],
    brands: [
      { ...createBrand({ name: 'Apex', companyId: 1, balance: 1_000_000 }), id: 1 },
      { ...createBrand({ name: 'Vanguard', companyId: 2, balance: fields.rivalBalance ?? 1_000_000 }), id: 2 },
    ],
    shows: [], championships: [], reigns: [], news: [],
  };
}
const never = () => {
  throw new Error('drew a number');
};

describe('the talent market week (issue 18 item 4)', () => {
  it('runs after every older living week rule (only issue 36\'s retirements, rookies and belts follow it)', () => {
    expect(LIVING_WEEK_RULES.slice(-4).map((rule) => rule.name)).toEqual(['talent market', 'retirements announced', 'rookies arrive', 'belts follow their holders']);
  });

  it('leaves a game without rivals as it is and draws nothing', () => {
    for (const fields of [{ player: null }, { rules: 'classic' as const }]) {
      const before = world([wrestler({ status: 'UNSIGNED', brandIds: [] })], fields);
      expect(talentMarketWeek(before, never)).toBe(before);
    }
  });

  it("offers to the player's wrestler whose contract is ending: the asking price plus 10%", () => {
    const star = wrestler({ brandIds: [1], contractExpires: '2027-04-01', cost: 2000 });
    const next = talentMarketWeek(world([star]), sequenceRng([0.99, 0, 0]));
    const offer = next.game.talentOffers.find((o) => o.wrestlerId === star.id);
    expect(offer).toMatchObject({ fromCompanyId: 2, status: 'open', made: TO, expires: '2027-04-01', cost: Math.ceil((askingTerms(star).cost * 1.1) / 10) * 10 });
    expect(next.news.at(-1)).toMatch(new RegExp(`^Vanguard offered ${star.name} \\$[\\d,]+ an appearance to join them`));
  });

  it('moves the wrestler to the rival when the contract ends with the offer open, with the reason', () => {
    const gone = wrestler({ status: 'UNSIGNED', brandIds: [], cost: 2000 });
    const offer: TalentOffer = { id: 4, wrestlerId: gone.id, fromCompanyId: 2, cost: 2500, made: '2027-02-01', expires: '2027-03-10', status: 'open' };
    const next = talentMarketWeek(world([gone], { offers: [offer] }), sequenceRng([0.99]));
    const moved = next.wrestlers.find((w) => w.id === gone.id)!;
    expect([moved.status, moved.brandIds, moved.cost]).toEqual(['SIGNED', [2], 2500]);
    expect(next.game.talentOffers[0]).toMatchObject({ status: 'accepted', settled: TO });
    expect(next.game.talentMoves).toEqual([{ wrestlerId: gone.id, fromCompanyId: 1, toCompanyId: 2, date: TO,
      reason: `Vanguard signed ${gone.name} for $2,500 an appearance as his contract with you ended: you did not counter their offer.` }]);
  });

  it('a wrestler the player let go leaves too; one renewed meanwhile counts as countered', () => {
    const gone = wrestler({ status: 'UNSIGNED', brandIds: [], gender: 'FEMALE' });
    const kept = wrestler({ brandIds: [1], contractExpires: FAR });
    const offers: TalentOffer[] = [
      { id: 1, wrestlerId: gone.id, fromCompanyId: 2, cost: 1500, made: '2027-02-01', expires: '2027-03-10', status: 'declined' },
      { id: 2, wrestlerId: kept.id, fromCompanyId: 2, cost: 1500, made: '2027-02-01', expires: '2027-03-10', status: 'open' },
    ];
    const next = talentMarketWeek(world([gone, kept], { offers }), sequenceRng([0.99]));
    expect(next.game.talentOffers.map((o) => o.status)).toEqual(['accepted', 'countered']);
    expect(next.game.talentMoves[0].reason).toMatch(/as her contract with you ended: you let them go\.$/);
  });

  it('withdraws the offer when the rival can no longer afford it: the wrestler stays a free agent', () => {
    const gone = wrestler({ status: 'UNSIGNED', brandIds: [] });
    const offer: TalentOffer = { id: 1, wrestlerId: gone.id, fromCompanyId: 2, cost: 1500, made: '2027-02-01', expires: '2027-03-10', status: 'open' };
    const next = talentMarketWeek(world([gone], { offers: [offer], rivalBalance: 100 }), sequenceRng([0.99]));
    expect(next.wrestlers.find((w) => w.id === gone.id)?.status).toBe('UNSIGNED');
    expect(next.game.talentOffers[0]).toMatchObject({ status: 'declined', settled: TO });
  });

  it('the exploit (issue 35): a withdrawn offer is settled once; the weeks after write no second move for the same free agent', () => {
    const gone = wrestler({ status: 'UNSIGNED', brandIds: [] });
    const offer: TalentOffer = { id: 1, wrestlerId: gone.id, fromCompanyId: 2, cost: 1500, made: '2027-02-01', expires: '2027-03-10', status: 'open' };
    const first = talentMarketWeek(world([gone], { offers: [offer], rivalBalance: 100 }), sequenceRng([0.99]));
    const withdrawals = (w: WeekWorld) => w.game.talentMoves.filter((m) => m.wrestlerId === gone.id && /was withdrawn/.test(m.reason));
    expect(withdrawals(first)).toHaveLength(1);
    const later = { ...first, from: TO, to: '2027-03-21', news: [] };
    const second = talentMarketWeek(later, sequenceRng([0.99, 0.99, 0.99, 0.99]));
    expect(withdrawals(second)).toHaveLength(1);
    expect(second.game.talentOffers[0]).toMatchObject({ status: 'declined', settled: TO });
  });

  it('a rival renews a wrestler it values, and keeps one it already pays well at the raise he asks (keepRaise)', () => {
    const valued = wrestler({ brandIds: [2], contractExpires: '2027-03-18', popularity: 90, points: 90 });
    // Worth little by the roster's median pay, but a star of a steep pay scale asks at most ~25% more than he earns.
    const pricey = wrestler({ brandIds: [2], contractExpires: '2027-03-18', popularity: 5, points: 5, cost: 5000 });
    const next = talentMarketWeek(world([valued, pricey]), sequenceRng([0.99]));
    expect(next.wrestlers.find((w) => w.id === valued.id)).toMatchObject({ status: 'SIGNED', brandIds: [2], contractExpires: '2028-03-16' });
    expect(next.wrestlers.find((w) => w.id === pricey.id)).toMatchObject({ status: 'SIGNED', brandIds: [2], contractExpires: '2028-03-16' });
    expect(next.game.talentMoves).toEqual([]);
  });

  it('a rival keeps whom it needs even when broke, and lets go whom it cannot afford', () => {
    const base = world([], { rivalBalance: -500_000 });
    const thin = base.wrestlers.filter((w) => !(w.brandIds.includes(2) && w.gender === 'MALE' && w.id % 3 === 0));
    const needed = wrestler({ brandIds: [2], contractExpires: '2027-03-18' });
    const spare = wrestler({ brandIds: [2], gender: 'FEMALE', contractExpires: '2027-03-18' });
    const next = talentMarketWeek({ ...base, wrestlers: [...thin, needed, spare] }, sequenceRng([0.99]));
    expect(next.wrestlers.find((w) => w.id === needed.id)).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect(next.wrestlers.find((w) => w.id === spare.id)).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect(next.game.talentMoves.map((m) => m.reason)).toEqual([expect.stringMatching(/: they could not afford her asking \$[\d,]+ an appearance\.$/)]);
  });

  it('a rival short of women signs the best free agent woman it can afford, never staff or the retired', () => {
    const base = world([]);
    const wrestlers = base.wrestlers.filter((w) => !(w.brandIds.includes(2) && w.gender === 'FEMALE' && w.id % 2 === 0));
    const referee = wrestler({ status: 'UNSIGNED', brandIds: [], gender: 'FEMALE', role: 'REFEREE', popularity: 99 });
    const retired = wrestler({ status: 'UNSIGNED', brandIds: [], gender: 'FEMALE', retired: true, popularity: 98 });
    const best = wrestler({ status: 'UNSIGNED', brandIds: [], gender: 'FEMALE', popularity: 80 });
    const next = talentMarketWeek({ ...base, wrestlers: [...wrestlers, referee, retired, best] }, sequenceRng([0]));
    expect(next.wrestlers.find((w) => w.id === best.id)).toMatchObject({ status: 'SIGNED', brandIds: [2] });
    expect([referee, retired].map((w) => next.wrestlers.find((x) => x.id === w.id)?.status)).toEqual(['UNSIGNED', 'UNSIGNED']);
    expect(next.game.talentMoves.at(-1)).toMatchObject({ wrestlerId: best.id, fromCompanyId: null, toCompanyId: 2 });
    expect(next.game.talentMoves.at(-1)?.reason).toMatch(new RegExp(`^Vanguard signed ${best.name}, a free agent, for \\$[\\d,]+ an appearance: their roster was short of women\\.$`));
    expect(next.brands.map((b) => b.balance)).toEqual(base.brands.map((b) => b.balance));
  });

  it('signs nobody it cannot afford, and nobody past the roster cap', () => {
    const free = wrestler({ status: 'UNSIGNED', brandIds: [], popularity: 100, points: 100 });
    expect(talentMarketWeek(world([free], { rivalBalance: 10 }), sequenceRng([0])).game.talentMoves).toEqual([]);
    const crowd = Array.from({ length: TALENT_MARKET.rosterCap }, () => wrestler({ brandIds: [2] }));
    expect(talentMarketWeek(world([free, ...crowd]), sequenceRng([0])).game.talentMoves).toEqual([]);
  });

  it('drops answered offers after eight weeks and keeps open ones', () => {
    const old: TalentOffer = { id: 1, wrestlerId: 1, fromCompanyId: 2, cost: 1500, made: '2026-12-01', expires: '2026-12-20', status: 'countered', settled: '2026-12-10' };
    const open: TalentOffer = { ...old, id: 2, status: 'open', settled: undefined, made: '2027-03-07' };
    delete open.settled;
    const next = talentMarketWeek(world([], { offers: [old, open] }), sequenceRng([0.99]));
    expect(next.game.talentOffers.map((o) => o.id)).toEqual([2]);
  });
});
