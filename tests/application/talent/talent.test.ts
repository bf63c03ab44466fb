import { beforeEach, describe, expect, it } from 'vitest';
import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createContractServices } from '../../../src/application/contracts';
import { createTalentServices, type TalentServices } from '../../../src/application/talent';
import { addDays } from '../../../src/domain/dates';
import type { TalentOffer } from '../../../src/domain/entities/talent-market';
import { askingTerms } from '../../../src/domain/rules/living/contract-terms';
import { dexieDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 18 item 4 on real adapters (fake-indexeddb through Dexie). TODAY is 2026-03-11.
let deps: TestDeps;
let talent: TalentServices;
let apex: number;
let vanguard: number;

const offer = (wrestlerId: number, fields: Partial<TalentOffer> = {}): TalentOffer => ({
  id: 1, wrestlerId, fromCompanyId: 2, cost: 3000, made: TODAY, expires: addDays(TODAY, 20), status: 'open', ...fields,
});
const wrestler = (fields: Record<string, unknown>) =>
  deps.repos.Wrestler.create({ name: 'Kip', cost: 2000, popularity: 60, points: 60, morale: 50, contractExpires: addDays(TODAY, 300), remainingAppearances: 50, brandIds: [apex], ...fields });

async function start(game: Record<string, unknown> = {}, balances = { apex: 5_000_000, vanguard: 5_000_000 }) {
  deps = dexieDeps('talent');
  talent = createTalentServices(deps);
  await deps.repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
  [apex, vanguard] = (await deps.repos.Brand.bulkCreate([
    { name: 'Apex Monday', companyId: 1, balance: balances.apex },
    { name: 'Vanguard Voltage', companyId: 2, balance: balances.vanguard },
  ])).map((b) => b.id);
  await putGame(deps, { rules: 'living', playerCompanyId: 1, brandIds: [apex], difficulty: 'HARD', ...game });
}
const forward = () => createMoveCalendar(deps).forward();
const gameOf = async () => (await deps.repos.Game.get(1))!;

describe('the war for talent', () => {
  beforeEach(() => start());

  it("a rival makes an offer to the player's wrestlers whose contracts are ending; the board shows it", async () => {
    for (const name of ['Ace', 'Blaze', 'Cruz', 'Dax', 'Echo'])
      await wrestler({ name, popularity: 100, points: 100, contractExpires: addDays(TODAY, 30) });
    await forward();
    const board = await talent.board();
    expect(board.offers.length).toBeGreaterThan(0);
    expect(board.offers[0]).toMatchObject({ rival: 'Vanguard', status: 'open' });
    expect(board.offers[0].cost).toBeGreaterThan(board.offers[0].currentCost);
    expect(await talent.summary()).toMatchObject({ hasRivals: true, openOffers: board.offers.length });
  });

  it('countering keeps the wrestler at the offer’s money; a second answer is refused', async () => {
    const w = await wrestler({ contractExpires: addDays(TODAY, 20) });
    await deps.repos.Game.update(1, { talentOffers: [offer(w.id)] });
    const result = await talent.counter(1);
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^Kip stays for \$3,000 an appearance until/) });
    expect(await deps.repos.Wrestler.get(w.id)).toMatchObject({ cost: Math.max(3000, askingTerms(w).cost), contractExpires: addDays(addDays(TODAY, 20), 364), brandIds: [apex] });
    expect((await gameOf()).talentOffers[0]).toMatchObject({ status: 'countered', settled: TODAY });
    expect((await talent.board()).offers).toEqual([]);
    expect(await talent.counter(1)).toEqual({ ok: false, message: 'That offer is no longer open: the board has changed.' });
  });

  it('refuses a counter the balance cannot pay, and changes nothing', async () => {
    await start({}, { apex: 1000, vanguard: 5_000_000 });
    const w = await wrestler({ contractExpires: addDays(TODAY, 20) });
    await deps.repos.Game.update(1, { talentOffers: [offer(w.id)] });
    // Issue 33: the refusal says exactly what is missing (52 × $3,000 = $156,000 in wages; half of it in hand).
    expect(await talent.counter(1)).toEqual({ ok: false, message: 'Apex Monday has $1,000; this counter needs $78,000 — $77,000 short. No other brand of yours has money to move: wait for the shows to earn it.' });
    expect((await gameOf()).talentOffers[0].status).toBe('open');
  });

  it('a wrestler let go moves to the rival when the contract ends, with the reason on the board', async () => {
    const w = await wrestler({ name: 'Mori', contractExpires: addDays(TODAY, 3) });
    await deps.repos.Game.update(1, { talentOffers: [offer(w.id)] });
    expect(await talent.letGo(1)).toEqual({ ok: true, message: 'Mori will leave when the contract ends.' });
    expect((await talent.board()).offers[0].status).toBe('declined');
    await forward();
    expect(await deps.repos.Wrestler.get(w.id)).toMatchObject({ status: 'SIGNED', brandIds: [vanguard], cost: 3000 });
    const [move] = (await talent.board()).moves;
    expect(move).toMatchObject({ name: 'Mori', from: 'Apex', to: 'Vanguard', reason: 'Vanguard Voltage signed Mori for $3,000 an appearance as his contract with you ended: you let them go.' });
  });

  it('a rival short of women signs a free agent', async () => {
    const agent = await wrestler({ name: 'Nova', gender: 'FEMALE', status: 'UNSIGNED', brandIds: [] });
    await forward();
    expect(await deps.repos.Wrestler.get(agent.id)).toMatchObject({ status: 'SIGNED', brandIds: [vanguard] });
    expect((await talent.board()).moves[0]).toMatchObject({ name: 'Nova', from: 'Free agency', to: 'Vanguard', reason: expect.stringMatching(/short of women\.$/) });
  });

  it('poaches a rival’s wrestler near the end of the contract: they join at once', async () => {
    const w = await wrestler({ name: 'Raze', brandIds: [vanguard], morale: 0, contractExpires: addDays(TODAY, 30) });
    const [target] = (await talent.board()).targets;
    expect(target).toMatchObject({ wrestlerId: w.id, rival: 'Vanguard', asking: askingTerms(w).cost });
    const result = await talent.poach(w.id);
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^Raze joins Apex Monday for \$[\d,]+ an appearance until/) });
    expect(await deps.repos.Wrestler.get(w.id)).toMatchObject({ status: 'SIGNED', brandIds: [apex], cost: target.offerCost });
    expect((await talent.board()).moves[0]).toMatchObject({ from: 'Vanguard', to: 'Apex', reason: expect.stringMatching(/^You signed Raze from Vanguard/) });
  });

  it('refuses to poach a wrestler whose contract is not ending, or when the brand cannot pay', async () => {
    const safe = await wrestler({ brandIds: [vanguard] });
    expect((await talent.poach(safe.id)).ok).toBe(false);
    await start({}, { apex: 10, vanguard: 5_000_000 });
    const w = await wrestler({ brandIds: [vanguard], contractExpires: addDays(TODAY, 30) });
    expect(await talent.poach(w.id)).toMatchObject({ ok: false, message: expect.stringMatching(/^Apex Monday has \$10; this poach needs \$[\d,]+ — \$[\d,]+ short\./) });
  });

  it("the quick renewal renews only the player's own, and never one they let go", async () => {
    const mine = await wrestler({ name: 'Mine', contractExpires: addDays(TODAY, 10) });
    const gone = await wrestler({ name: 'Gone', contractExpires: addDays(TODAY, 10) });
    await wrestler({ name: 'Theirs', brandIds: [vanguard], contractExpires: addDays(TODAY, 10) });
    await deps.repos.Game.update(1, { talentOffers: [offer(gone.id, { status: 'declined' })] });
    const summary = await createContractServices(deps).renewExpiring({ weeks: 4 });
    expect(summary.renewed).toEqual(['Mine']);
    expect(summary.skipped).toEqual([{ name: 'Gone', reason: 'you let them go to a rival (Talent war)' }]);
    expect((await deps.repos.Wrestler.get(mine.id))!.contractExpires > addDays(TODAY, 300)).toBe(true);
  });

  it('a game without rivals has an empty board', async () => {
    await start({ playerCompanyId: null, brandIds: [] });
    expect(await talent.board()).toMatchObject({ hasRivals: false, offers: [], moves: [], targets: [] });
  });
});
