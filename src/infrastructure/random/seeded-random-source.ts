import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Rng } from '../../domain/rules/rng';

const INT32_MIN = -0x8000_0000;
const INT32_MAX = 0x7fff_ffff;

/** A 32-bit signed integer, the seed shape pure-rand and our saved productions use. */
export const toSeed = (value: number): number => value | 0;

/**
 * Scrambles a seed (murmur3's 32-bit finaliser) before it seeds xoroshiro128+: seeded straight
 * from small neighbouring integers (1, 2, 3…) its first draws are nearly equal (about 1e-8).
 */
export function mixSeed(seed: number): number {
  let h = toSeed(seed);
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * Seedable randomness on pure-rand's xoroshiro128+ (one generator per seed, so a simulation can
 * be replayed from the seed stored with it). Without a master seed, new seeds come from the
 * platform's crypto source; with one (tests, `createContainer({ seed })`), they are reproducible.
 */
export class SeededRandomSource implements RandomSource {
  private readonly seeds?: ReturnType<typeof xoroshiro128plus>;

  constructor(masterSeed?: number) {
    if (masterSeed !== undefined) this.seeds = xoroshiro128plus(mixSeed(masterSeed));
  }

  newSeed(): number {
    if (this.seeds) return uniformInt(this.seeds, INT32_MIN, INT32_MAX);
    return toSeed(globalThis.crypto.getRandomValues(new Uint32Array(1))[0]);
  }

  fromSeed(seed: number): Rng {
    const generator = xoroshiro128plus(mixSeed(seed));
    return () => uniformFloat64(generator);
  }
}
