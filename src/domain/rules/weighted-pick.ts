import { ErrorMessages } from '../errors';
import type { Rng } from './rng';

const isUsableWeight = (weight: number): boolean => Number.isFinite(weight) && weight >= 0;

/**
 * Picks one item with probability weight / total (SPEC §5 "Weighted picking").
 * Empty or unequal lists, a negative or non-finite weight, or weights that sum to nothing
 * leave nothing to choose, so it throws the catalogue message.
 */
export function weightedPick<T>(items: readonly T[], weights: readonly number[], rng: Rng): T {
  if (items.length === 0 || items.length !== weights.length || !weights.every(isUsableWeight)) {
    throw new Error(ErrorMessages.noItemSelected);
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0) || !Number.isFinite(total)) throw new Error(ErrorMessages.noItemSelected);

  const target = rng() * total;
  let cumulative = 0;
  let lastPositive = -1;
  for (let i = 0; i < items.length; i += 1) {
    if (weights[i] <= 0) continue;
    cumulative += weights[i];
    lastPositive = i;
    if (target < cumulative) return items[i];
  }
  // Rounding can leave target a hair above the running sum: the last weighted item owns it.
  return items[lastPositive];
}
