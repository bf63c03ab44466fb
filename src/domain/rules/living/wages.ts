import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';
import { roundCents } from '../finance';
import { contractEnded } from './fitness';
import { chargeWithLines } from './brand-charges';
import { chargeDate, type MoneyWorld } from './money-world';
import type { LedgerEntry } from '../../entities/brand';

// Issue 15 (living rules): a wrestler is paid their cost for every appearance, a night on the show
// (issue 35; the completion charges it), and a FULL contract also pays a weekly retainer whether the wrestler was booked or
// not: that is what keeps a big roster from being free.

/** A full contract's weekly retainer: a fifth of one appearance's cost. */
export const RETAINER_SHARE = 0.1;

/** Appearance wages: each appearance paid its wrestler's cost (the completion lists a wrestler once a night, issue 35). */
export const appearanceWages = (costs: readonly number[]): number =>
  roundCents(costs.reduce((total, cost) => total + (Number.isFinite(cost) ? Math.max(0, cost) : 0), 0));

/** The weekly retainer of one wrestler on `date`: FULL, signed and under contract; else 0. */
export function weeklyRetainer(wrestler: Pick<Wrestler, 'contractType' | 'status' | 'cost' | 'contractExpires' | 'remainingAppearances'>, date: string): number {
  if (wrestler.contractType !== 'FULL' || wrestler.status === 'UNSIGNED' || contractEnded(wrestler, date)) return 0;
  return Number.isFinite(wrestler.cost) ? roundCents(Math.max(0, wrestler.cost) * RETAINER_SHARE) : 0;
}

/** Each brand's retainers this week: a wrestler on several brands splits their retainer between them. */
export function retainersByBrand(wrestlers: readonly Stored<Wrestler>[], brands: readonly Stored<Brand>[], date: string): Map<number, number> {
  const known = new Set(brands.map((brand) => brand.id));
  const owed = new Map<number, number>();
  for (const wrestler of wrestlers) {
    const payers = wrestler.brandIds.filter((id) => known.has(id));
    const retainer = weeklyRetainer(wrestler, date);
    if (payers.length === 0 || retainer === 0) continue;
    for (const id of payers) owed.set(id, (owed.get(id) ?? 0) + retainer / payers.length);
  }
  return owed;
}

/** Each brand's retainers this week as ledger lines (issue 33): how many contracts, at what share. */
export function retainerLines(wrestlers: readonly Stored<Wrestler>[], brands: readonly Stored<Brand>[], date: string, on: string): Map<number, LedgerEntry[]> {
  const known = new Set(brands.map((brand) => brand.id));
  const contracts = new Map<number, number>();
  for (const wrestler of wrestlers) {
    if (weeklyRetainer(wrestler, date) === 0) continue;
    for (const id of wrestler.brandIds) if (known.has(id)) contracts.set(id, (contracts.get(id) ?? 0) + 1);
  }
  const share = `${Math.round(RETAINER_SHARE * 100)}%`;
  return new Map([...retainersByBrand(wrestlers, brands, date)].map(([id, owed]) => {
    const count = contracts.get(id) ?? 0;
    const reason = `${count} full contract${count === 1 ? '' : 's'}, each paid ${share} of an appearance fee every week, booked or not`;
    return [id, [{ date: on, amount: -owed, label: 'Retainers', reason }]];
  }));
}

/** The week rule: every brand pays its full contracts' retainers, written to its ledger. */
export const weeklyRetainers = {
  name: 'weekly retainers',
  run: <W extends MoneyWorld>(world: W): W => ({ ...world, brands: chargeWithLines(world.brands, retainerLines(world.wrestlers, world.brands, world.from, chargeDate(world))) }),
};
