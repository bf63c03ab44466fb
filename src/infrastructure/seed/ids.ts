/**
 * Stable ids of the seed world. Tables use auto-increment keys, so the seed writes explicit ids
 * (1..n per table) and every reference below is a plain number.
 */

/** The day the seed world stands on: every past reign ends before it, every contract after it. */
export const SEED_DATE = '2026-11-21';

export const COMPANY = {
  /** The big, TV-driven promotion. */
  AWE: 1,
  /** The cable challenger. */
  VWU: 2,
  /** The Japanese-style promotion. */
  TENRAI: 3,
  /** The smaller, independent promotion. */
  NPW: 4,
} as const;

export const BRAND = {
  ONSLAUGHT: 1,
  UPRISING: 2,
  FOUNDRY: 3,
  VOLTAGE: 4,
  SURGE: 5,
  TENRAI: 6,
  NPW: 7,
} as const;

export const AWE_MAIN = [BRAND.ONSLAUGHT, BRAND.UPRISING];
export const VWU_BRANDS = [BRAND.VOLTAGE, BRAND.SURGE];
