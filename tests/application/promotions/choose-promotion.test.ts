import { createPromotionServices } from '../../../src/application/promotions';
import { BRAND, COMPANY } from '../../../src/infrastructure/seed/ids';
import { AS_AWE, seedGame } from './support';

describe('when a new game starts as one promotion', () => {
  it('runs that promotion: its seed brands become the game\'s brands, with the difficulty chosen', async () => {
    const { game, repos } = await seedGame();
    expect(game).toMatchObject({ playerCompanyId: COMPANY.AWE, brandIds: [BRAND.ONSLAUGHT, BRAND.UPRISING, BRAND.FOUNDRY], difficulty: 'HARD' });
    expect(await repos.Game.get(game.id)).toEqual(game);
  });

  it('ignores the brand list it is given: the promotion decides the brands', async () => {
    const { game } = await seedGame({ companyId: COMPANY.VWU, brandIds: [BRAND.NPW] });
    expect(game.brandIds).toEqual([BRAND.VOLTAGE, BRAND.SURGE]);
  });

  it('keeps today\'s behaviour without a promotion: every brand, no rivals, NORMAL difficulty', async () => {
    const { game } = await seedGame({ companyId: undefined, difficulty: undefined });
    expect(game).toMatchObject({ playerCompanyId: null, brandIds: [], difficulty: 'NORMAL' });
  });

  it('refuses a promotion without brands and leaves the old game as it was', async () => {
    const { service, repos, game } = await seedGame();
    await expect(service.startNewGame({ ...AS_AWE, companyId: 99 })).rejects.toThrow('Promotion 99 has no brands to run.');
    expect(await repos.Game.get(game.id)).toEqual(game);
  });
});

describe('when the player chooses a promotion in Settings', () => {
  it('runs the chosen promotion\'s brands, in one write of both fields', async () => {
    const { deps, repos } = await seedGame({ companyId: null });
    const chosen = await createPromotionServices(deps).choose(COMPANY.TENRAI);
    expect(chosen).toMatchObject({ playerCompanyId: COMPANY.TENRAI, brandIds: [BRAND.TENRAI] });
    expect(await repos.Game.get(chosen.id)).toEqual(chosen);
  });

  it('goes back to every promotion with null', async () => {
    const { deps } = await seedGame();
    expect(await createPromotionServices(deps).choose(null)).toMatchObject({ playerCompanyId: null, brandIds: [] });
  });

  it('refuses a promotion without brands and changes nothing', async () => {
    const { deps, repos, game } = await seedGame();
    await expect(createPromotionServices(deps).choose(42)).rejects.toThrow('Promotion 42 has no brands to run.');
    expect(await repos.Game.get(game.id)).toEqual(game);
  });
});
