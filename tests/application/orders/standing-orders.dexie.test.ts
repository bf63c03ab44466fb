import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import type { AppServices } from '../../../src/application/services';
import type { Repositories } from '../../../src/application/ports/unit-of-work.port';
import { addDays } from '../../../src/domain/dates';
import { GAME_ID } from '../../../src/domain/entities/game';
import type { RuleSet } from '../../../src/domain/entities/enums';
import { isTalent } from '../../../src/domain/rules/living/talent-valuation';
import { renewalAsk } from '../../../src/domain/rules/living/renewal-ask';
import { COMPANY } from '../../../src/infrastructure/seed/ids';

// Issue 33 item 1 through the application services on fake-indexeddb: "Simulate until…" plays the
// standing orders, stops before a week with a decision outside them (writing nothing of that week),
// and goes on once the player has answered.

async function seedGame(rules: RuleSet, name: string): Promise<{ services: AppServices; repos: Repositories }> {
  const container = createContainer({ databaseName: uniqueDatabaseName(name), seed: 5, logger: silentLogger() });
  const services = resolveAppServices(container);
  await services.game.load();
  await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules, companyId: COMPANY.AWE });
  return { services, repos: container.get(TOKENS.Repositories) };
}

/** An AWE wrestler whose contract ends ten days from the game date, asking well over $1,000 an appearance. */
async function expiringStar(repos: Repositories) {
  const game = (await repos.Game.get(GAME_ID))!;
  const star = (await repos.Wrestler.all()).find((w) => w.status === 'SIGNED' && isTalent(w) && w.brandIds.some((id) => game.brandIds.includes(id)) && w.cost > 5000)!;
  await repos.Wrestler.update(star.id, { contractExpires: addDays(game.date, 10), remainingAppearances: 30 });
  return { ...star, contractExpires: addDays(game.date, 10) };
}

const ownRoster = async (repos: Repositories) => {
  const game = (await repos.Game.get(GAME_ID))!;
  return (await repos.Wrestler.all()).filter((w) => w.status === 'SIGNED' && isTalent(w) && w.brandIds.some((id) => game.brandIds.includes(id)));
};

describe('standing orders in "Simulate until…" (living rules)', () => {
  it('renews an expiring contract within the default orders, and says so', async () => {
    const { services, repos } = await seedGame('living', 'orders-default');
    const star = await expiringStar(repos);
    const summary = await services.calendar.simulateWeeks({ weeks: 2 });
    expect(summary).toMatchObject({ outcome: 'finished', weeksDone: 2, decisions: [] });
    const kept = (await repos.Wrestler.get(star.id))!;
    expect(kept.status).toBe('SIGNED');
    expect(kept.contractExpires > star.contractExpires).toBe(true);
    expect(summary.ordersDone).toContainEqual(expect.stringMatching(new RegExp(`^${star.name} renewed for \\$[\\d,]+ an appearance until `)));
  }, 60_000);

  it('stops before the week, writing nothing of it, for a renewal above the limit; goes on once the player renews', async () => {
    const { services, repos } = await seedGame('living', 'orders-stop');
    const star = await expiringStar(repos);
    const view = await services.promotions.saveOrders({ renew: true, renewUpTo: 1000, offers: 'match', matchUpTo: null, fillCards: true, vacateTitles: true });
    expect(view.orders.renewUpTo).toBe(1000);
    const before = { game: await repos.Game.get(GAME_ID), brands: await repos.Brand.all(), productions: await repos.Production.count() };

    const stopped = await services.calendar.simulateWeeks({ weeks: 3 });
    expect(stopped).toMatchObject({ outcome: 'decision', weeks: 3, weeksDone: 0, productionIds: [] });
    const decision = stopped.decisions.find((d) => d.heading === `Contract ending: ${star.name}`)!;
    // Issue 36: the renewal asks what the star is worth on AWE's pay scale (renewal-ask.ts), said in the why.
    const ask = renewalAsk(star, await repos.Wrestler.all());
    const cost = ask.terms.cost;
    expect(decision.why).toMatch(/more than your limit of \$1,000 an appearance/);
    if (ask.why) expect(decision.why).toContain(ask.why);
    expect(decision.cost).toMatch(new RegExp(`^Renewing costs \\$${cost.toLocaleString('en-US')} an appearance for 52 appearances over 52 weeks \\(\\$[\\d,]+ in all\\), paid by AWE`));
    expect(decision.options.map((o) => o.choice)).toEqual(['renew', 'letGo']);
    // Nothing of the week was played or paid.
    expect(await repos.Game.get(GAME_ID)).toEqual(before.game);
    expect(await repos.Brand.all()).toEqual(before.brands);
    expect(await repos.Production.count()).toBe(before.productions);
    expect((await services.promotions.decisions()).map((d) => d.key)).toEqual(stopped.decisions.map((d) => d.key));

    expect(await services.promotions.decide(decision.key, 'renew')).toMatchObject({ ok: true });
    expect(await services.promotions.decide(decision.key, 'renew')).toMatchObject({ ok: false, message: /no longer due/ });
    const rest = await services.calendar.simulateWeeks({ weeks: 3 });
    expect(rest).toMatchObject({ outcome: 'finished', weeksDone: 3 });
    expect((await repos.Wrestler.get(star.id))!.cost).toBe(cost);
  }, 60_000);

  it('lets a contract the player let go run out, without stopping again', async () => {
    const { services, repos } = await seedGame('living', 'orders-let-go');
    const star = await expiringStar(repos);
    await services.promotions.saveOrders({ renew: false, renewUpTo: null, offers: 'letGo', matchUpTo: null, fillCards: true, vacateTitles: true });
    const stopped = await services.calendar.simulateWeeks({ weeks: 3 });
    const decision = stopped.decisions.find((d) => d.heading === `Contract ending: ${star.name}`)!;
    expect(await services.promotions.decide(decision.key, 'letGo')).toMatchObject({ ok: true });
    // Other contracts due are let go too, so the run goes on.
    for (const d of stopped.decisions) if (d.key !== decision.key) await services.promotions.decide(d.key, 'letGo');
    expect(await services.calendar.simulateWeeks({ weeks: 3 })).toMatchObject({ outcome: 'finished', weeksDone: 3 });
    // Gone from the player's promotion: a free agent, or signed since by a rival that needed them.
    const game = (await repos.Game.get(GAME_ID))!;
    const after = (await repos.Wrestler.get(star.id))!;
    expect(after.status === 'SIGNED' && after.brandIds.some((id) => game.brandIds.includes(id))).toBe(false);
    expect((await ownRoster(repos)).map((w) => w.id)).not.toContain(star.id);
  }, 60_000);

  it('stops for the cards when the booker may not fill them; "let the booker fill it" goes on', async () => {
    const { services, repos } = await seedGame('living', 'orders-cards');
    await services.promotions.saveOrders({ renew: true, renewUpTo: null, offers: 'match', matchUpTo: null, fillCards: false, vacateTitles: true });
    const stopped = await services.calendar.simulateWeeks({ weeks: 1 });
    expect(stopped.outcome).toBe('decision');
    const cards = stopped.decisions.filter((d) => d.kind === 'card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].options.map((o) => o.label)).toEqual(['Let the booker fill it']);
    expect(cards[0].link.label).toMatch(/^Book .+ yourself$/);
    for (const card of cards) expect(await services.promotions.decide(card.key, 'booker')).toMatchObject({ ok: true });
    const done = await services.calendar.simulateWeeks({ weeks: 1 });
    expect(done).toMatchObject({ outcome: 'finished', weeksDone: 1 });
    expect(done.productionIds).toHaveLength(cards.length);
    expect(await ownRoster(repos)).not.toHaveLength(0);
  }, 60_000);

  it('stops for a card the booker could not fill, writing nothing of the week; let the booker run it and the week goes on', async () => {
    const { services, repos } = await seedGame('living', 'orders-unfillable');
    const gone = await ownRoster(repos);
    await repos.Wrestler.bulkPut(gone.map((w) => ({ ...w, status: 'UNSIGNED' as const, brandIds: [] })));
    const date = (await repos.Game.get(GAME_ID))!.date;
    const stopped = await services.calendar.simulateWeeks({ weeks: 1 });
    expect(stopped).toMatchObject({ outcome: 'decision', weeksDone: 0 });
    const cards = stopped.decisions.filter((d) => d.kind === 'card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].why).toMatch(/^The booker could not fill /);
    expect((await repos.Game.get(GAME_ID))!.date).toBe(date);
    for (const card of cards) await services.promotions.decide(card.key, 'booker');
    const after = await services.calendar.simulateWeeks({ weeks: 1 });
    expect(after.outcome).not.toBe('decision');
  }, 60_000);

  it('refuses a limit under $100 an appearance and keeps the orders as they were', async () => {
    const { services } = await seedGame('living', 'orders-refuse');
    await expect(services.promotions.saveOrders({ renew: true, renewUpTo: 50, offers: 'match', matchUpTo: null, fillCards: true, vacateTitles: true })).rejects.toThrow(
      'The renewal limit must be at least $100 an appearance, or "what the brand can afford".',
    );
    // Issue 34: nor above what an offer may pay.
    await expect(services.promotions.saveOrders({ renew: true, renewUpTo: 1e20, offers: 'match', matchUpTo: null, fillCards: true, vacateTitles: true })).rejects.toThrow(
      'The renewal limit must be at most $10,000,000 an appearance, or "what the brand can afford".',
    );
    expect((await services.promotions.orders()).orders).toMatchObject({ renewUpTo: null, renew: true, offers: 'match' });
  }, 60_000);
});

describe('"Simulate until…" under classic rules', () => {
  it('keeps its old behaviour: no orders, no stop, contracts left as they are', async () => {
    const { services, repos } = await seedGame('classic', 'orders-classic');
    const star = await expiringStar(repos);
    expect((await services.promotions.orders()).applies).toBe(false);
    const summary = await services.calendar.simulateWeeks({ weeks: 2 });
    expect(summary).toMatchObject({ outcome: 'finished', weeksDone: 2, decisions: [], ordersDone: [] });
    expect((await repos.Wrestler.get(star.id))!.contractExpires).toBe(star.contractExpires);
  }, 60_000);
});
