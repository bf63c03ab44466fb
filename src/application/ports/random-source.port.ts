import type { Rng } from '../../domain/rules/rng';

/** Seedable randomness: the same seed always yields the same sequence, so simulations replay. */
export interface RandomSource {
  /** A fresh seed (a 32-bit integer) for a new simulation. */
  newSeed(): number;
  fromSeed(seed: number): Rng;
}
