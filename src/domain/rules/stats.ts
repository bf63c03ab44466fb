import type { CappedStat, Wrestler } from '../entities/wrestler';

import { STAT_MAX } from '../fields/limits';

export { STAT_MAX };

/** A stored value within 0–100; one that is not a number reads 0 (Infinity reads 100). */
export function clampStat(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? STAT_MAX : 0;
  return Math.min(STAT_MAX, Math.max(0, value));
}

/** DESIGN §3: stats are stored raw and read capped to 0..100 (a missing value reads as 0). */
export const readStat = <K extends CappedStat>(wrestler: Pick<Wrestler, K>, key: K): number => clampStat(wrestler[key]);

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export const average = (values: readonly number[]): number => (values.length === 0 ? 0 : sum(values) / values.length);
