import type { Rng } from '../../domain/rules/rng';

// The seed must be the same on every machine and every run, so it never touches Math.random:
// each record draws from its own small generator, seeded by a hash of its name, so editing one
// list does not reshuffle every other record.

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a tiny, well-mixed 32-bit generator returning numbers in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rngFor = (name: string): Rng => mulberry32(hashString(name));

/** An integer in [min, max], both included. */
export const intBetween = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const pickOne = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export { clamp } from '../../application/roster/generators/random-tools';
