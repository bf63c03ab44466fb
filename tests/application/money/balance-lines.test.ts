import { createProductionServices } from '../../../src/application/production';
import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createBrandServices } from '../../../src/application/brands';
import { createCmsService } from '../../../src/application/cms';
import { moneyUnexplained, moneyWeek } from '../../../scripts/season/figures-money';
import { moneyYearsOf } from '../../../src/domain/rules/ledger';
import { roundCents } from '../../../src/domain/rules/finance';
import type { Stored } from '../../../src/domain/entities/base';
import type { Brand } from '../../../src/domain/entities/brand';
import { dexieDeps, putGame, type TestDeps } from '../support';
import { constantRandom, seedScriptedProduction } from '../production/scripted-production';

// Issue 36 item 5: every balance change of a living game is explained by a ledger line, to the
// cent, whichever use case moves it; a change without its line is what money.unexplained catches.

/** Runs `act` and returns money.unexplained over the brands' balances and ledgers either side of it. */
async function unexplainedBy(deps: TestDeps, act: () => Promise<unknown>): Promise<number | null> {
  const before = await deps.repos.Brand.all();
  await act();
  return moneyUnexplained([{ week: 1, money: moneyWeek(before, await deps.repos.Brand.all()) }]);
}

/** Each year's opening plus its totals reaches the next year's opening, and the last year the balance now. */
function yearsAddUp(brand: Stored<Brand>): void {
  const years = moneyYearsOf(brand);
  expect(years.length).toBeGreaterThan(0);
  years.forEach((year, i) => {
    const closing = roundCents(Object.values(year.totals).reduce((sum, amount) => sum + amount, year.opening));
    expect(closing).toBe(i + 1 < years.length ? years[i + 1].opening : brand.balance);
  });
}

describe('every balance change has its line (issue 36)', () => {
  it('a show shared by two brands, a transfer and the weeks’ charges each move the balances by exactly their lines', async () => {
    const deps = dexieDeps('balance-lines');
    await putGame(deps, { rules: 'living', amountOfDays: 7 });
    const card = await seedScriptedProduction(deps.repos);
    // A payout split two ways that does not fall on a cent.
    await deps.repos.Brand.update(card.brandA.id, { balance: 1_234_567.89 });
    await deps.repos.Brand.update(card.brandB.id, { balance: 987.65 });
    await deps.repos.Production.update(card.production.id, { cost: 100_000.01 });
    const production = createProductionServices({ ...deps, random: constantRandom });
    expect(await unexplainedBy(deps, () => production.completeProduction(card.production.id))).toBe(0);
    const brands = createBrandServices(deps);
    expect(await unexplainedBy(deps, () => brands.transfer({ fromBrandId: card.brandA.id, toBrandId: card.brandB.id, amount: 1_000.5 }))).toBe(0);
    const calendar = createMoveCalendar(deps);
    for (let week = 0; week < 3; week += 1) expect(await unexplainedBy(deps, () => calendar.forward())).toBe(0);
    for (const brand of await deps.repos.Brand.all()) yearsAddUp(brand);
  });

  it('exploit: a balance set by hand in the records editor leaves its line, so the jump is explained', async () => {
    const deps = dexieDeps('balance-lines-cms');
    await putGame(deps, { rules: 'living' });
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Northgate Pro', balance: 3_000_000 }]);
    const cms = createCmsService(deps);
    expect(await unexplainedBy(deps, () => cms.update('Brand', brand.id, { balance: 9_000_000.25 }))).toBe(0);
    const stored = (await deps.repos.Brand.get(brand.id))!;
    expect(stored.ledger.at(-1)).toEqual({
      date: '2026-03-11', amount: 6_000_000.25, label: 'Balance edited',
      reason: 'Set by hand in the records editor, from $3,000,000 to $9,000,000.25.',
    });
    yearsAddUp(stored);
    // An edit that leaves the balance as it was writes no line.
    expect(await unexplainedBy(deps, () => cms.update('Brand', brand.id, { name: 'Northgate', balance: 9_000_000.25 }))).toBe(0);
    expect((await deps.repos.Brand.get(brand.id))!.ledger).toHaveLength(1);
  });

  it('the figure catches a write that moves a balance with no line', async () => {
    const deps = dexieDeps('balance-lines-hole');
    await putGame(deps, { rules: 'living' });
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Northgate Pro', balance: 3_000_000 }]);
    // The hole: a raw write of the balance, as a use case without a line would do.
    expect(await unexplainedBy(deps, () => deps.repos.Brand.update(brand.id, { balance: 2_999_999.99 }))).toBe(1);
  });
});
