import { createRivalryServices } from '../../../src/application/rivalries';
import type { Rivalry } from '../../../src/domain/entities/rivalry';
import { companyOfWrestler } from '../../../src/domain/entities/promotion';
import { COMPANY } from '../../../src/infrastructure/seed/ids';
import { seedGame } from './support';

const rivalry = (id: number, a: number, b: number, date: string): Rivalry => ({
  id, sides: [[a], [b]], origin: 'PLAYER', startedOn: date, endedOn: null, endReason: null, heat: 40, heatOn: date, beats: [], segments: 0, payoffShowId: null,
} as unknown as Rivalry);

describe('the rivalries board with rivals', () => {
  it('marks a rival promotion\'s feud with who runs it, and leaves the player\'s own unmarked', async () => {
    const { deps, repos, game } = await seedGame();
    const brands = await repos.Brand.all();
    const wrestlers = await repos.Wrestler.all();
    const of = (company: number) => wrestlers.filter((w) => companyOfWrestler(w, brands) === company).slice(0, 2).map((w) => w.id);
    const [a1, a2] = of(COMPANY.AWE);
    const [v1, v2] = of(COMPANY.VWU);
    await repos.Game.update(game.id, { rivalries: [rivalry(1, a1!, a2!, game.date), rivalry(2, v1!, v2!, game.date)] });

    const board = await createRivalryServices(deps).board();
    expect(board.active.map((r) => [r.id, r.runBy])).toEqual([[1, null], [2, 'Vanguard Wrestling Union']]);
  });

  it('marks nothing when the player runs every promotion', async () => {
    const { deps, repos, game } = await seedGame({ companyId: null });
    const brands = await repos.Brand.all();
    const vwu = (await repos.Wrestler.all()).filter((w) => companyOfWrestler(w, brands) === COMPANY.VWU);
    await repos.Game.update(game.id, { rivalries: [rivalry(1, vwu[0]!.id, vwu[1]!.id, game.date)] });
    expect((await createRivalryServices(deps).board()).active[0]!.runBy).toBeNull();
  });
});
