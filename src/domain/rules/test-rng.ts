import type { Rng } from './rng';

// Test and bench helpers only (production randomness comes from the RandomSource port).

/** A small xorshift generator: the same seed always gives the same sequence. */
export function seededRng(seed: number): Rng {
  let state = seed | 0 || 0x2545f491;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Returns the given values in turn, starting over when they run out. */
export function sequenceRng(values: readonly number[]): Rng {
  let index = 0;
  return () => values[index++ % values.length];
}
