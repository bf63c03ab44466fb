import { beforeEach, describe, expect, it } from 'vitest';
import { createBrandServices } from '../../../src/application/brands';
import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createContractServices, type ContractServices } from '../../../src/application/contracts';
import { createDraftServices, draftFormDefaults, previewProcessing } from '../../../src/application/draft';
import { createTalentServices, type TalentServices } from '../../../src/application/talent';
import { addDays } from '../../../src/domain/dates';
import type { TalentOffer } from '../../../src/domain/entities/talent-market';
import { askingTerms } from '../../../src/domain/rules/living/contract-terms';
import { marketPrice } from '../../../src/domain/rules/living/talent-valuation';
import { dexieDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 33 items 3 and 6 on real adapters (fake-indexeddb through Dexie): each promotion's roster is
// its own, the draft costs the market price, every move is on the board, and money moves between
// the player's brands to pay a counter, a poach or a signing from the brand the player chooses.

let deps: TestDeps;
let contracts: ContractServices;
let talent: TalentServices;
let onslaught: number;
let foundry: number;
let voltage: number;

const offer = (wrestlerId: number, fields: Partial<TalentOffer> = {}): TalentOffer => ({
  id: 1, wrestlerId, fromCompanyId: 2, cost: 3000, made: TODAY, expires: addDays(TODAY, 20), status: 'open', ...fields,
});
const wrestler = (fields: Record<string, unknown>) =>
  deps.repos.Wrestler.create({ name: 'Knox', cost: 2000, popularity: 60, points: 60, morale: 50, contractExpires: addDays(TODAY, 300), remainingAppearances: 50, brandIds: [onslaught], ...fields });
const gameOf = async () => (await deps.repos.Game.get(1))!;
const balanceOf = async (id: number) => (await deps.repos.Brand.get(id))!.balance;

async function start(game: Record<string, unknown> = {}, balances = { onslaught: 14_000_000, foundry: 120_000, voltage: 5_000_000 }) {
  deps = dexieDeps('own-rosters');
  contracts = createContractServices(deps);
  talent = createTalentServices(deps);
  await deps.repos.Company.bulkCreate([{ name: 'AWE' }, { name: 'VWU' }]);
  [onslaught, foundry, voltage] = (await deps.repos.Brand.bulkCreate([
    { name: 'AWE Onslaught', companyId: 1, balance: balances.onslaught },
    { name: 'AWE Foundry', companyId: 1, balance: balances.foundry },
    { name: 'VWU Voltage', companyId: 2, balance: balances.voltage },
  ])).map((b) => b.id);
  await putGame(deps, { rules: 'living', playerCompanyId: 1, brandIds: [onslaught, foundry], ...game });
}

describe('signing a free agent, with rivals in the game', () => {
  beforeEach(() => start());

  it("offers only the player's brands and refuses a signing into a rival's brand, writing nothing", async () => {
    const agent = await wrestler({ name: 'Nova', status: 'UNSIGNED', brandIds: [] });
    expect((await contracts.freeAgents()).brands.map((b) => b.name)).toEqual(['AWE Onslaught', 'AWE Foundry']);
    const result = await contracts.sign(agent.id, voltage, askingTerms(agent));
    expect(result).toEqual({ kind: 'refused', message: 'VWU Voltage belongs to a rival promotion: you sign, draft and release only for your own brands (AWE Onslaught, AWE Foundry).' });
    expect(await deps.repos.Wrestler.get(agent.id)).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect((await gameOf()).talentMoves).toEqual([]);
  });

  it('a signing into the player’s brand goes on the board', async () => {
    const agent = await wrestler({ name: 'Nova', status: 'UNSIGNED', brandIds: [] });
    expect((await contracts.sign(agent.id, onslaught, askingTerms(agent))).kind).toBe('accepted');
    const [move] = (await talent.board()).moves;
    expect(move).toMatchObject({ name: 'Nova', from: 'Free agency', to: 'AWE', reason: `AWE Onslaught signed Nova, a free agent, for $${askingTerms(agent).cost.toLocaleString('en-US')} an appearance.` });
  });

  it('says exactly what is missing when the chosen brand cannot pay, and where the money is', async () => {
    const agent = await wrestler({ name: 'Nova', status: 'UNSIGNED', brandIds: [], cost: 10_000 });
    const terms = askingTerms(agent);
    const needed = (terms.cost * terms.appearances) / 2;
    const result = await contracts.sign(agent.id, foundry, terms);
    expect(result).toEqual({
      kind: 'refused',
      message: `AWE Foundry has $120,000; this signing needs $${needed.toLocaleString('en-US')} — $${(needed - 120_000).toLocaleString('en-US')} short. Move money from AWE Onslaught ($14.0M) or pick another brand.`,
    });
  });

  it("refuses to renew a rival's wrestler and leaves them out of the expiring list", async () => {
    const theirs = await wrestler({ name: 'Raze', brandIds: [voltage], contractExpires: addDays(TODAY, 10) });
    expect((await contracts.expiring({ weeks: 4 })).rows).toEqual([]);
    expect(await contracts.renew(theirs.id, askingTerms(theirs))).toEqual({ kind: 'refused', message: 'Raze works for VWU: only VWU can renew that contract.' });
    expect((await contracts.contractOf(theirs.id))!.refusal).toMatch(/^Raze is under contract with VWU: reach them through the Talent war/);
  });
});

describe("renewing a rival promotion's champion (issue 34)", () => {
  beforeEach(() => start());

  // A champion of VWU who is on none of the player's brands and on no brand of VWU either (brandIds
  // empty, or a brand of no promotion: a brand removed, an older save, a generated wrestler): the
  // renewal used to find no rival through the brands and renewed them for the player.
  it.each([
    ['on no brand', () => []],
    ['on a brand of no promotion', async () => [(await deps.repos.Brand.create({ name: 'Indie', companyId: null })).id]],
  ])("refuses to renew a rival's champion %s, at the dialog and at the use case, writing nothing", async (_case, brandsOf) => {
    const champ = await wrestler({ name: 'Lazarus Crowe', brandIds: await brandsOf(), contractExpires: addDays(TODAY, 10) });
    await deps.repos.Championship.create({ name: 'VWU World Championship', brandIds: [voltage], wrestlerIds: [champ.id] });
    const before = await deps.repos.Wrestler.get(champ.id);
    const refusal = 'Lazarus Crowe works for VWU: only VWU can renew that contract.';
    expect(await contracts.renew(champ.id, askingTerms(champ))).toEqual({ kind: 'refused', message: refusal });
    expect(await contracts.offer({ wrestlerId: champ.id, brandId: onslaught, terms: askingTerms(champ) })).toEqual({ kind: 'refused', message: refusal });
    expect((await contracts.contractOf(champ.id))!.refusal).toBe(refusal);
    expect(await deps.repos.Wrestler.get(champ.id)).toEqual(before);
  });

  it("still renews the player's own wrestler who holds a rival's title, and a rival's champion is no one's to renew but VWU's", async () => {
    const ours = await wrestler({ name: 'Knox', brandIds: [foundry], contractExpires: addDays(TODAY, 10) });
    const theirs = await wrestler({ name: 'Raze', brandIds: [voltage], contractExpires: addDays(TODAY, 10) });
    await deps.repos.Championship.create({ name: 'VWU World Championship', brandIds: [voltage], wrestlerIds: [ours.id, theirs.id] });
    expect((await contracts.renew(ours.id, askingTerms(ours))).kind).toBe('accepted');
    expect(await contracts.renew(theirs.id, askingTerms(theirs))).toEqual({ kind: 'refused', message: 'Raze works for VWU: only VWU can renew that contract.' });
  });
});

describe('the draft, with rivals in the game', () => {
  beforeEach(() => start());

  it("refuses a rival's wrestler at the form and at the use case, and prices a free agent at the market", async () => {
    const star = await wrestler({ name: 'Top Star', brandIds: [voltage], points: 93, cost: 9000 });
    const agent = await wrestler({ name: 'Nova', status: 'UNSIGNED', brandIds: [], cost: 1500 });
    const drafts = createDraftServices(deps);
    const view = await drafts.view();
    expect(view.brands.map((b) => b.name)).toEqual(['AWE Foundry', 'AWE Onslaught']);
    expect(view.wrestlers.map((w) => [w.name, w.cost])).toEqual([['Nova', marketPrice(agent)]]);
    expect(view.market).toEqual({ promotion: 'AWE' });

    const values = { ...draftFormDefaults(TODAY), brandId: onslaught, costPerAppearance: 1 };
    const refused = await drafts.submit({ ...values, wrestlerId: star.id });
    expect(refused).toEqual({ ok: false, problems: { wrestlerId: expect.stringMatching(/^Top Star is under contract with VWU: reach them through the Talent war/) } });
    await expect(drafts.create({ wrestlerId: star.id, brandId: onslaught, costPerAppearance: 1 })).rejects.toThrow(/^Top Star is under contract with VWU/);
    expect(await drafts.submit({ ...values, brandId: voltage, wrestlerId: agent.id })).toMatchObject({ ok: false, problems: { brandId: expect.stringMatching(/^VWU Voltage belongs to a rival promotion/) } });

    const saved = await drafts.submit({ ...values, wrestlerId: agent.id });
    expect(saved).toMatchObject({ ok: true, draft: { costPerAppearance: marketPrice(agent) } });
  });

  it('a pending draft of a rival’s wrestler (saved before, or by hand) stays pending, uncharged; the rest sign at the market price and go on the board', async () => {
    const star = await wrestler({ name: 'Top Star', brandIds: [voltage], points: 93, cost: 9000 });
    const agent = await wrestler({ name: 'Nova', status: 'UNSIGNED', brandIds: [], cost: 1500 });
    const raid = await deps.repos.Draft.create({ wrestlerId: star.id, brandId: onslaught, costPerAppearance: 1, amountOfAppearances: 52 });
    await deps.repos.Draft.create({ wrestlerId: agent.id, brandId: onslaught, costPerAppearance: 1, amountOfAppearances: 10, pick: 2 });
    const drafts = createDraftServices(deps);

    const preview = previewProcessing(await drafts.view());
    expect(preview.refused.map((d) => d.id)).toEqual([raid.id]);
    expect(preview.total).toBe(10 * marketPrice(agent));

    const before = await balanceOf(onslaught);
    const result = await drafts.process();
    expect(result.signed.map((d) => [d.wrestlerName, d.costPerAppearance, d.total])).toEqual([['Nova', marketPrice(agent), 10 * marketPrice(agent)]]);
    expect(result.refused?.map((d) => d.id)).toEqual([raid.id]);
    expect(await balanceOf(onslaught)).toBe(before - 10 * marketPrice(agent));
    expect(await deps.repos.Wrestler.get(star.id)).toMatchObject({ brandIds: [voltage] });
    expect(await deps.repos.Draft.get(raid.id)).toMatchObject({ complete: false, costPerAppearance: 1 });
    const [move] = (await talent.board()).moves;
    expect(move).toMatchObject({ name: 'Nova', from: 'Free agency', to: 'AWE', reason: expect.stringMatching(/^AWE Onslaught drafted Nova, a free agent, for \$[\d,]+ an appearance \(the market price\) × 10 appearances\.$/) });
  });
});

describe('moving money between brands', () => {
  beforeEach(() => start());

  it('moves money between two of the player’s brands, with an entry in both ledgers, in one unit of work', async () => {
    const brands = createBrandServices(deps);
    const result = await brands.transfer({ fromBrandId: onslaught, toBrandId: foundry, amount: 190_000, reason: "to counter VWU's offer for Knox" });
    expect(result).toMatchObject({ ok: true, message: 'Moved $190,000 from AWE Onslaught to AWE Foundry: AWE Onslaught now has $13,810,000, AWE Foundry $310,000.' });
    expect((await deps.repos.Brand.get(onslaught))!.ledger).toEqual([{ date: TODAY, amount: -190_000, label: 'Moved to AWE Foundry', reason: "To counter VWU's offer for Knox." }]);
    expect((await deps.repos.Brand.get(foundry))!.ledger).toEqual([{ date: TODAY, amount: 190_000, label: 'Moved from AWE Onslaught', reason: "To counter VWU's offer for Knox." }]);
    const view = await brands.view();
    expect(view.brands.find((b) => b.id === foundry)!.ledger.map((e) => e.amount)).toEqual([190_000]);
  });

  it("refuses a rival's brand, more than the balance, and a brand to itself; nothing is written", async () => {
    const brands = createBrandServices(deps);
    expect(await brands.transfer({ fromBrandId: voltage, toBrandId: foundry, amount: 1 })).toEqual({ ok: false, message: 'VWU Voltage is not one of your brands: money moves only between your own brands.' });
    expect(await brands.transfer({ fromBrandId: foundry, toBrandId: onslaught, amount: 120_001 })).toEqual({ ok: false, message: 'AWE Foundry has $120,000: it can move at most that.' });
    expect(await brands.transfer({ fromBrandId: foundry, toBrandId: foundry, amount: 5 })).toMatchObject({ ok: false });
    expect(await brands.transfer({ fromBrandId: foundry, toBrandId: onslaught, amount: 0 })).toEqual({ ok: false, message: 'Type an amount of dollars above $0.' });
    expect([await balanceOf(onslaught), await balanceOf(foundry), await balanceOf(voltage)]).toEqual([14_000_000, 120_000, 5_000_000]);
    expect((await deps.repos.Brand.get(foundry))!.ledger).toEqual([]);
  });
});

describe('moving money within the money rules (issue 34)', () => {
  beforeEach(() => start());

  it('refuses an amount past the money rule, not a number, or one the receiving balance cannot hold, in words, writing nothing', async () => {
    const brands = createBrandServices(deps);
    // A balance near the rule's bound: the transfer used to reach the repository and fail with its error.
    await deps.repos.Brand.update(foundry, { balance: 999_999_999_999_000 });
    expect(await brands.transfer({ fromBrandId: onslaught, toBrandId: foundry, amount: 190_000 })).toEqual({
      ok: false,
      message: 'AWE Foundry has $999,999,999,999,000 and a balance holds at most $1,000,000,000,000,000: it can take at most $1,000 more.',
    });
    expect(await brands.transfer({ fromBrandId: foundry, toBrandId: onslaught, amount: 1e20 })).toEqual({ ok: false, message: 'Type an amount of at most $1,000,000,000,000,000.' });
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, -5]) {
      expect(await brands.transfer({ fromBrandId: onslaught, toBrandId: foundry, amount })).toEqual({ ok: false, message: 'Type an amount of dollars above $0.' });
    }
    expect([await balanceOf(onslaught), await balanceOf(foundry)]).toEqual([14_000_000, 999_999_999_999_000]);
    expect((await deps.repos.Brand.get(onslaught))!.ledger).toEqual([]);
    expect((await brands.transfer({ fromBrandId: onslaught, toBrandId: foundry, amount: 1_000 })).ok).toBe(true);
    expect(await balanceOf(foundry)).toBe(1e15);
  });
});

describe('counters and poaches paid by the brand the player chooses', () => {
  beforeEach(() => start());

  it('a counter the wrestler’s brand cannot pay is refused with the shortfall; after a transfer it succeeds from the chosen brand', async () => {
    const knox = await wrestler({ name: 'Knox Everhart', brandIds: [foundry], cost: 11_000, contractExpires: addDays(TODAY, 20) });
    await deps.repos.Game.update(1, { talentOffers: [offer(knox.id, { cost: 12_000 })] });
    const deal = (await talent.deal('counter', 1))!;
    expect(deal).toMatchObject({ name: 'Knox Everhart', rival: 'VWU', wages: 12_000 * 52, needed: 6_000 * 52, currentBrandId: foundry, brandId: onslaught });
    expect(deal.brands.map((b) => [b.name, b.problem])).toEqual([
      ['AWE Onslaught', null],
      ['AWE Foundry', 'AWE Foundry has $120,000; this counter needs $312,000 — $192,000 short. Move money from AWE Onslaught ($14.0M) or pick another brand.'],
    ]);
    expect(await talent.counter(1, foundry)).toEqual({ ok: false, message: deal.brands[1].problem });
    expect(await talent.counter(1, voltage)).toMatchObject({ ok: false, message: expect.stringMatching(/^VWU Voltage belongs to a rival promotion/) });

    expect((await createBrandServices(deps).transfer({ fromBrandId: onslaught, toBrandId: foundry, amount: 192_000 })).ok).toBe(true);
    expect(await talent.counter(1, foundry)).toMatchObject({ ok: true, message: expect.stringMatching(/^Knox Everhart stays for \$12,000 an appearance until .+, paid by AWE Foundry\.$/) });
    expect(await deps.repos.Wrestler.get(knox.id)).toMatchObject({ brandIds: [foundry], cost: 12_000 });
  });

  it('a rival offer past the offer limits cannot be countered: the deal says why and the counter is refused, nothing written (issue 34)', async () => {
    const knox = await wrestler({ name: 'Knox Everhart', brandIds: [onslaught], contractExpires: addDays(TODAY, 20) });
    await deps.repos.Game.update(1, { talentOffers: [offer(knox.id, { cost: 12_000_000 })] });
    await deps.repos.Brand.update(onslaught, { balance: 900_000_000_000 });
    const limit = 'Knox Everhart asks $12,000,000 an appearance × 52 appearances over 52 weeks, past what any contract may hold (offer between $100 and $10,000,000 an appearance): nothing can be agreed on those terms.';
    expect((await talent.deal('counter', 1))!).toMatchObject({ termsProblem: limit, brandId: onslaught });
    const [before, game] = [await deps.repos.Wrestler.get(knox.id), await gameOf()];
    expect(await talent.counter(1, onslaught)).toEqual({ ok: false, message: limit });
    expect(await deps.repos.Wrestler.get(knox.id)).toEqual(before);
    expect((await gameOf()).talentOffers).toEqual(game.talentOffers);
  });

  it('a counter paid by another of the player’s brands moves the wrestler there', async () => {
    const knox = await wrestler({ name: 'Knox Everhart', brandIds: [foundry], contractExpires: addDays(TODAY, 20) });
    await deps.repos.Game.update(1, { talentOffers: [offer(knox.id)] });
    expect(await talent.counter(1, onslaught)).toMatchObject({ ok: true, message: expect.stringMatching(/, now with AWE Onslaught, which pays\.$/) });
    expect(await deps.repos.Wrestler.get(knox.id)).toMatchObject({ brandIds: [onslaught] });
  });

  it('a poach refused for money names the shortfall; paid by the chosen brand it signs there', async () => {
    const raze = await wrestler({ name: 'Raze', brandIds: [voltage], contractExpires: addDays(TODAY, 30), morale: 0 });
    const deal = (await talent.deal('poach', raze.id))!;
    expect(deal.kind).toBe('poach');
    expect(await talent.poach(raze.id, voltage)).toMatchObject({ ok: false, message: expect.stringMatching(/^VWU Voltage belongs to a rival promotion/) });
    const result = await talent.poach(raze.id, onslaught);
    if (result.ok) expect(await deps.repos.Wrestler.get(raze.id)).toMatchObject({ brandIds: [onslaught] });
    else expect(result.message).toMatch(/^Raze stays with VWU/);
  });
});

describe('every move is on the board', () => {
  beforeEach(() => start());

  it('a contract that runs out with no offer pending goes on the board, the player’s and a rival’s', async () => {
    await wrestler({ name: 'Mine', contractExpires: addDays(TODAY, 3) });
    await wrestler({ name: 'Theirs', brandIds: [voltage], contractExpires: addDays(TODAY, 200), remainingAppearances: 0 });
    await createMoveCalendar(deps).forward();
    const reasons = (await talent.board()).moves.map((m) => m.reason);
    expect(reasons).toContain("Mine's contract with you ran out: a free agent now.");
    expect(reasons).toContain("Theirs's contract with VWU Voltage ran out (his appearances were used up): a free agent now.");
  });

  it('the classic game keeps the spec’s draft: any brand, any wrestler, the typed cost, no board', async () => {
    await start({ rules: 'classic' });
    const star = await wrestler({ name: 'Top Star', brandIds: [voltage], cost: 9000 });
    const drafts = createDraftServices(deps);
    await drafts.create({ wrestlerId: star.id, brandId: onslaught, costPerAppearance: 1 });
    const result = await drafts.process();
    expect(result.signed.map((d) => d.total)).toEqual([52]);
    expect(await deps.repos.Wrestler.get(star.id)).toMatchObject({ brandIds: [onslaught] });
    expect(result.refused).toBeUndefined();
  });
});
