import type { Rng } from '../../../domain/rules/rng';

// Small helpers over an injected rng (never Math.random), shared by the entity generators.

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** An integer in [min, max], both ends included. */
export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

export const clamp = (value: number, min = 0, max = 100): number => Math.min(max, Math.max(min, value));

/** Up to `count` distinct items, in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return chosen;
}

/** A mid-range colour as #rrggbb. */
export const colour = (rng: Rng): string =>
  `#${[0, 1, 2].map(() => int(rng, 40, 215).toString(16).padStart(2, '0')).join('')}`;
