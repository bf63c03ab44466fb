import { addDays } from '../../../src/domain/dates';
import { createPromotionServices } from '../../../src/application/promotions';
import { BRAND, COMPANY } from '../../../src/infrastructure/seed/ids';
import { seedGame, showOfBrand } from './support';

describe('the promotions list', () => {
  it('shows the player\'s promotion and three rivals, each with brands, money and roster', async () => {
    const { deps } = await seedGame();
    const list = await createPromotionServices(deps).list();
    expect(list.map((p) => [p.companyId, p.player, p.rival])).toEqual([
      [COMPANY.AWE, true, false],
      [COMPANY.VWU, false, true],
      [COMPANY.TENRAI, false, true],
      [COMPANY.NPW, false, true],
    ]);
    expect(list[0]).toMatchObject({ brandIds: [BRAND.ONSLAUGHT, BRAND.UPRISING, BRAND.FOUNDRY], balance: 24_000_000, nightsWon: null });
    for (const promotion of list) expect(promotion.rosterSize).toBeGreaterThan(0);
  });

  it('counts nights won from the war tally once there is one', async () => {
    const { deps, repos, game } = await seedGame();
    await repos.Game.update(game.id, { warTally: [{ year: 2026, nights: 3, wonBy: { [COMPANY.VWU]: 2, [COMPANY.AWE]: 1 } }] });
    const list = await createPromotionServices(deps).list();
    expect(list.map((p) => p.nightsWon)).toEqual([1, 2, 0, 0]);
  });

  it('has no rivals when the player runs every promotion', async () => {
    const { deps } = await seedGame({ companyId: null });
    expect((await createPromotionServices(deps).list()).some((p) => p.rival || p.player)).toBe(false);
  });
});

describe('a promotion\'s page', () => {
  it('lists its brands with balances, roster, champions and the shows ahead on the calendar', async () => {
    const { deps } = await seedGame();
    const page = (await createPromotionServices(deps).page(COMPANY.VWU))!;
    expect(page).toMatchObject({ name: 'Vanguard Wrestling Union', rival: true, player: false, balance: 8_000_000 });
    expect(page.brands.map((b) => b.id)).toEqual([BRAND.VOLTAGE, BRAND.SURGE]);
    expect(page.roster.length).toBeGreaterThan(0);
    expect(page.champions.length).toBeGreaterThan(0);
    expect(page.upcoming.map((u) => u.show)).toContain((await showOfBrand(deps, BRAND.VOLTAGE)).name);
    expect(page.recent).toEqual([]);
  });

  it('lists its completed shows newest first with their figures, never another promotion\'s', async () => {
    const { deps, repos, game } = await seedGame();
    const voltage = await showOfBrand(deps, BRAND.VOLTAGE);
    const onslaught = await showOfBrand(deps, BRAND.ONSLAUGHT);
    const done = { complete: true, viewers: 900_000, attendance: 4_000 };
    const [older, newer] = await repos.Production.bulkCreate([
      { showId: voltage.id, brandIds: [BRAND.VOLTAGE], date: addDays(game.date, -14), ...done },
      { showId: voltage.id, brandIds: [BRAND.VOLTAGE], date: addDays(game.date, -7), ...done },
      { showId: voltage.id, brandIds: [BRAND.VOLTAGE], date: addDays(game.date, -400), ...done },
      { showId: onslaught.id, brandIds: [BRAND.ONSLAUGHT], date: addDays(game.date, -7), ...done },
      { showId: voltage.id, brandIds: [BRAND.VOLTAGE], date: addDays(game.date, -3), complete: false },
    ]);
    const page = (await createPromotionServices(deps).page(COMPANY.VWU))!;
    expect(page.recent.map((r) => r.productionId)).toEqual([newer.id, older.id]);
    expect(page.recent[0]).toMatchObject({ show: voltage.name, viewers: 900_000, attendance: 4_000, wonNight: null });
  });

  it('is null for a company that does not exist', async () => {
    const { deps } = await seedGame();
    expect(await createPromotionServices(deps).page(77)).toBeNull();
  });
});
