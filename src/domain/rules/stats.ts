import type { CappedStat, Wrestler } from '../entities/wrestler';

export const STAT_MAX = 100;

/** DESIGN §3: stats are stored raw and read capped to 0..100 (a missing value reads as 0). */
export function readStat<K extends CappedStat>(wrestler: Pick<Wrestler, K>, key: K): number {
  const raw = wrestler[key];
  if (!Number.isFinite(raw)) return raw === Infinity ? STAT_MAX : 0;
  return Math.min(STAT_MAX, Math.max(0, raw));
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export const average = (values: readonly number[]): number => (values.length === 0 ? 0 : sum(values) / values.length);
