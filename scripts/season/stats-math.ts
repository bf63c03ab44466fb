// Small numeric helpers of the season report.

export const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

export const minOf = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.min(...values));
export const maxOf = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.max(...values));

/** Four decimals: enough for a designer, and the same text on every machine. */
export const round4 = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10_000) / 10_000;

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
