import { beforeEach, describe, expect, it } from 'vitest';
import { createContractServices, type ContractServices } from '../../../src/application/contracts';
import { askingTerms } from '../../../src/domain/rules/living/contract-terms';
import { dexieDeps, putGame, TODAY, type TestDeps } from '../support';

// TODAY is 2026-03-11.
let deps: TestDeps;
let contracts: ContractServices;
let brandId: number;
let poorId: number;

beforeEach(async () => {
  deps = dexieDeps('contracts');
  contracts = createContractServices(deps);
  await putGame(deps, { rules: 'living' });
  brandId = (await deps.repos.Brand.create({ name: 'AWE', balance: 1_000_000 })).id;
  poorId = (await deps.repos.Brand.create({ name: 'NPW', balance: -5 })).id;
});

const wrestler = (fields: Record<string, unknown>) =>
  deps.repos.Wrestler.create({ name: 'Kip', cost: 1000, popularity: 50, points: 50, morale: 50, contractExpires: '2027-01-01', brandIds: [brandId], ...fields });

describe('free agents and expiring contracts', () => {
  it('lists active unsigned wrestlers with their asking terms and which brands may sign', async () => {
    const agent = await wrestler({ name: 'Free', status: 'UNSIGNED', brandIds: [] });
    await wrestler({ name: 'Retired', status: 'UNSIGNED', retired: true });
    await wrestler({ name: 'Signed' });
    const view = await contracts.freeAgents();
    expect(view.agents.map((a) => a.name)).toEqual(['Free']);
    expect(view.agents[0].asking).toEqual(askingTerms(agent));
    expect(view.brands.map((b) => [b.name, b.problem === null])).toEqual([['AWE', true], ['NPW', false]]);
  });
  it('lists signed contracts ending within the weeks, soonest first', async () => {
    await wrestler({ name: 'Later', contractExpires: '2026-04-05' });
    await wrestler({ name: 'Sooner', contractExpires: '2026-03-20' });
    await wrestler({ name: 'Safe', contractExpires: '2026-06-01' });
    const view = await contracts.expiring({ weeks: 4 });
    expect(view.rows.map((r) => r.name)).toEqual(['Sooner', 'Later']);
  });
});

describe('offers', () => {
  it('a free agent accepts the asking terms and signs with the brand, all written', async () => {
    const agent = await wrestler({ status: 'UNSIGNED', brandIds: [] });
    const result = await contracts.sign(agent.id, brandId, askingTerms(agent));
    expect(result.kind).toBe('accepted');
    expect(await deps.repos.Wrestler.get(agent.id)).toMatchObject({ status: 'SIGNED', brandIds: [brandId], contractExpires: '2027-03-10', remainingAppearances: 52 });
  });
  it('a low offer gets a counter that, offered back, renews the contract', async () => {
    const w = await wrestler({ remainingAppearances: 2 });
    const counter = await contracts.renew(w.id, { ...askingTerms(w), cost: 900 });
    expect(counter.kind).toBe('counter');
    expect((await deps.repos.Wrestler.get(w.id))!.remainingAppearances).toBe(2);
    if (counter.kind !== 'counter') return;
    expect((await contracts.renew(w.id, counter.terms)).kind).toBe('accepted');
    expect(await deps.repos.Wrestler.get(w.id)).toMatchObject({ remainingAppearances: 54, contractExpires: '2027-12-31', cost: counter.terms.cost });
  });
  it('a counter past the offer limits says so, and offered back it is refused with nothing written (issue 34)', async () => {
    // A $10,000,000 star asks $12,500,000 an appearance: more than any offer may pay.
    const star = await wrestler({ name: 'Star', cost: 10_000_000, popularity: 100, points: 100, morale: 0 });
    const before = await deps.repos.Wrestler.get(star.id);
    const counter = await contracts.renew(star.id, { ...askingTerms(star), cost: 10_000_000 });
    expect(counter).toEqual({
      kind: 'counter',
      terms: { cost: 12_500_000, appearances: 52, weeks: 52, contractType: 'FULL' },
      message: 'Star asks $12,500,000 an appearance × 52 appearances over 52 weeks, past what any contract may hold (offer between $100 and $10,000,000 an appearance): nothing can be agreed on those terms.',
      limit: expect.stringMatching(/^Star asks \$12,500,000 an appearance/),
    });
    if (counter.kind !== 'counter') return;
    expect(await contracts.renew(star.id, counter.terms)).toEqual({ kind: 'refused', message: 'Offer between $100 and $10,000,000 an appearance.' });
    expect(await deps.repos.Wrestler.get(star.id)).toEqual(before);
  });
  it('an insulting offer makes them walk out; talks are refused until the date', async () => {
    const w = await wrestler({ status: 'UNSIGNED', brandIds: [], morale: 0 });
    const walked = await contracts.sign(w.id, brandId, { ...askingTerms(w), cost: 100 });
    expect(walked.kind).toBe('walked');
    expect((await deps.repos.Wrestler.get(w.id))!.talksRefusedUntil).toBe('2026-04-08');
    const again = await contracts.sign(w.id, brandId, askingTerms(w));
    expect(again).toEqual({ kind: 'refused', message: 'Kip walked out and will not talk until Wed, Apr 8, 2026.' });
  });
  it('a brand in the red may not sign anyone new but may keep its own; a bad offer is refused before talks', async () => {
    const agent = await wrestler({ status: 'UNSIGNED', brandIds: [] });
    expect(await contracts.sign(agent.id, poorId, askingTerms(agent))).toMatchObject({ kind: 'refused', message: expect.stringMatching(/NPW is in the red: no new signings/) });
    const poorer = await wrestler({ brandIds: [poorId] });
    expect((await contracts.renew(poorer.id, askingTerms(poorer))).kind).toBe('accepted');
    expect((await contracts.sign(agent.id, brandId, { ...askingTerms(agent), weeks: 1 })).kind).toBe('refused');
    expect((await deps.repos.Wrestler.get(agent.id))!.status).toBe('UNSIGNED');
  });
});

describe('renewExpiring', () => {
  it('renews everyone due within the weeks at their asking terms and says who was skipped', async () => {
    const due = await wrestler({ name: 'Due', contractExpires: '2026-03-25' });
    await wrestler({ name: 'Few', remainingAppearances: 3 });
    await wrestler({ name: 'Poor', contractExpires: '2026-03-25', brandIds: [poorId] });
    await wrestler({ name: 'Safe', contractExpires: '2026-09-01' });
    const summary = await contracts.renewExpiring({ weeks: 4 });
    // A brand in the red keeps its people: Poor is renewed too.
    expect(summary.renewed).toEqual(['Due', 'Few', 'Poor']);
    expect(summary.skipped).toEqual([]);
    expect(summary.costPerRound).toBe(3 * askingTerms(due).cost);
    expect(await deps.repos.Wrestler.get(due.id)).toMatchObject({ contractExpires: '2027-03-24', cost: askingTerms(due).cost });
    expect(TODAY).toBe('2026-03-11');
  });

  it('skips, with the reason, anyone whose asking terms are past the offer limits, and renews the rest (issue 34)', async () => {
    // $900 trillion an appearance asks more than storage keeps: the batch used to fail on the repository's error.
    await wrestler({ name: 'Vast', cost: 900_000_000_000_000, contractExpires: '2026-03-25' });
    const due = await wrestler({ name: 'Due', contractExpires: '2026-03-25' });
    const summary = await contracts.renewExpiring({ weeks: 4 });
    expect(summary.renewed).toEqual(['Due']);
    expect(summary.skipped).toEqual([{ name: 'Vast', reason: expect.stringMatching(/^Vast asks \$[\d,]+ an appearance × 52 appearances over 52 weeks, past what any contract may hold/) }]);
    expect((await deps.repos.Wrestler.get(due.id))!.contractExpires).toBe('2027-03-24');
  });
});

describe('issue 36: renewals follow the market, rookies signed are news', () => {
  it("renews a faded veteran at his standing's worth, not his old peak wage, from the dialog's offer and the quick button alike", async () => {
    for (let i = 0; i < 5; i++) await wrestler({ name: `Hand ${i}`, cost: 2000 });
    const old = await wrestler({ name: 'Old Timer', cost: 20_000, popularity: 10, points: 5, contractExpires: '2026-03-20' });
    const row = (await contracts.expiring({ weeks: 4 })).rows.find((r) => r.id === old.id)!;
    const peak = askingTerms(old).cost;
    expect(row.askCut?.asked).toBe(peak);
    expect(row.asking.cost).toBe(Math.ceil((peak * 0.8) / 10) * 10);
    expect(row.askCut?.why).toMatch(/^Down from /);
    // The cut ask is what he accepts: offered, it renews at once.
    expect((await contracts.renew(old.id, row.asking)).kind).toBe('accepted');
    expect((await deps.repos.Wrestler.get(old.id))!.cost).toBe(row.asking.cost);
    const again = await wrestler({ name: 'Old Again', cost: 20_000, popularity: 10, points: 5, contractExpires: '2026-03-20' });
    const summary = await contracts.renewExpiring({ weeks: 4 });
    expect(summary.renewed).toContain('Old Again');
    expect((await deps.repos.Wrestler.get(again.id))!.cost).toBeLessThan(askingTerms(again).cost);
  });

  it('a rookie signed in a game without rivals is in the careers news, once; a veteran free agent is not', async () => {
    const rookie = await wrestler({ name: 'Rookie', status: 'UNSIGNED', brandIds: [], cost: 300 });
    const veteran = await wrestler({ name: 'Veteran', status: 'UNSIGNED', brandIds: [] });
    const arrived = { date: TODAY, kind: 'arrived' as const, wrestlerId: rookie.id, championshipId: null, companyId: null, text: 'Rookie arrives as a free agent, ready to debut.' };
    await deps.repos.Game.update(1, { careerNews: [arrived] });
    expect((await contracts.sign(rookie.id, brandId, askingTerms(rookie))).kind).toBe('accepted');
    expect((await contracts.sign(veteran.id, brandId, askingTerms(veteran))).kind).toBe('accepted');
    const news = (await deps.repos.Game.get(1))!.careerNews;
    expect(news.map((n) => [n.kind, n.wrestlerId])).toEqual([['arrived', rookie.id], ['signed', rookie.id]]);
    expect(news[1].text).toBe('AWE signed Rookie, a free agent, for $320 an appearance.');
  });
});
