import type { Brand } from '../../entities/brand';
import { formatMoney } from '../../format';
import { isInRed } from './red-balance';
import type { MoneyWorld } from './money-world';

// Issue 15 (living rules): a brand that ends a week in the red is warned; still in the red after
// WARNING_WEEKS it pays for it in the locker room (its wrestlers' morale falls each week) until it
// is back above $0. No signings is red-balance.ts's (maySign), read by the contract screens.

export const WARNING_WEEKS = 2;
export const MORALE_FALL = 2;

/** Weeks in a row in the red, after this week's balance. */
export const nextRedWeeks = (brand: Pick<Brand, 'balance' | 'redWeeks'>): number =>
  isInRed(brand) ? Math.max(0, Math.floor(brand.redWeeks || 0)) + 1 : 0;

/** Morale falls once the warnings have run out. */
export const moraleFalls = (brand: Pick<Brand, 'redWeeks'>): boolean => brand.redWeeks > WARNING_WEEKS;

/** What the player is told about a brand in the red (null in the black): warnings, then consequences. */
export function redBalanceWarning(brand: Pick<Brand, 'name' | 'balance' | 'redWeeks'>): string | null {
  if (!isInRed(brand)) return null;
  const name = brand.name || 'A brand';
  const weeks = Math.max(1, brand.redWeeks || 0);
  const said = `${name} is in the red (${formatMoney(brand.balance)}) for ${weeks} week${weeks === 1 ? '' : 's'}: no signings until it recovers`;
  if (moraleFalls(brand)) return `${said}, and its wrestlers' morale is falling.`;
  const left = WARNING_WEEKS - weeks + 1;
  return `${said}. Warning: in ${left} more week${left === 1 ? '' : 's'} in the red its wrestlers' morale starts to fall.`;
}

/** The week rule, after the week's charges: count the weeks in the red, warn, and let morale fall. */
export const redBalances = {
  name: 'brands in the red',
  run: <W extends MoneyWorld>(world: W): W => {
    const brands = world.brands.map((brand) => {
      const redWeeks = nextRedWeeks(brand);
      return redWeeks === brand.redWeeks ? brand : { ...brand, redWeeks };
    });
    const falling = new Set(brands.filter(moraleFalls).map((brand) => brand.id));
    const wrestlers = falling.size === 0 ? world.wrestlers : world.wrestlers.map((w) =>
      w.brandIds.some((id) => falling.has(id)) && w.morale > 0 ? { ...w, morale: Math.max(0, w.morale - MORALE_FALL) } : w);
    const news = brands.flatMap((brand) => redBalanceWarning(brand) ?? []);
    return { ...world, brands, wrestlers, news: [...world.news, ...news] };
  },
};
