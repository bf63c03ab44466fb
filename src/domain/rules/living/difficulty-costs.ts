import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { DIFFICULTY_LEVELS, difficultyOf, playerCompanyOf } from '../../entities/promotion';
import { roundCents } from '../finance';
import { chargeWithLines } from './brand-charges';
import type { LedgerEntry } from '../../entities/brand';
import { weeklyOverheads } from './overheads';
import type { WeekWorld } from './week-world';

/**
 * Issue 18 item 5: how tight money is. In a game with a chosen promotion, each of the player's
 * brands pays its week's running costs (the office and the spending of weeklyOverheads, never the
 * owner's support of a red balance) times the difficulty's `costs`: the difference is charged here,
 * just before the spec-side overheads rule, which stays as it is. Easy (0.85) gives some back,
 * Normal (1) changes nothing, Hard (1.15) charges more. Rivals' brands and games without a chosen
 * promotion are untouched. It draws nothing, so no rule's random stream moves.
 */
export function difficultySurcharge(brand: Pick<Brand, 'balance'>, costs: number): number {
  const { office, spending } = weeklyOverheads(brand);
  return roundCents((costs - 1) * (office + spending));
}

export const difficultyCostsRule = {
  name: 'difficulty costs',
  run: (world: WeekWorld): WeekWorld => {
    const costs = DIFFICULTY_LEVELS[difficultyOf(world.game)].costs;
    if (playerCompanyOf(world.game) === null || costs === 1) return world;
    const difficulty = difficultyOf(world.game);
    const lines = new Map<number, LedgerEntry[]>();
    const reason = `${DIFFICULTY_LEVELS[difficulty].label} difficulty: the office and the spending cost ×${costs}`;
    for (const brand of world.brands as Stored<Brand>[]) {
      if (world.game.brandIds.includes(brand.id)) lines.set(brand.id, [{ date: world.to, amount: -difficultySurcharge(brand, costs), label: 'Difficulty', reason }]);
    }
    return { ...world, brands: chargeWithLines(world.brands, lines) };
  },
};
