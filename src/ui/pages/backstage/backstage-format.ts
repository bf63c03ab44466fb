import type { BackstageRow } from '../../../application/roster';
import { formatLongDate } from '../../../domain/dates';

/** Rows on one brand, or every row when no brand is chosen. */
export const rowsOfBrand = (rows: readonly BackstageRow[], brandId: number | null): BackstageRow[] =>
  brandId === null ? [...rows] : rows.filter((r) => r.brandIds.includes(brandId));

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The contract's end, relative to the game date. */
export function expiryText(row: Pick<BackstageRow, 'status' | 'contractExpires' | 'daysLeft'>): string {
  if (row.status !== 'SIGNED') return 'Free agent';
  if (row.daysLeft === null) return 'No expiry date';
  const date = formatLongDate(row.contractExpires);
  if (row.daysLeft > 0) return `Ends ${date} (in ${days(row.daysLeft)})`;
  if (row.daysLeft === 0) return `Ends today, ${date}`;
  return `Ended ${date} (${days(-row.daysLeft)} ago)`;
}

const pretty = (value: string): string => value.charAt(0) + value.slice(1).toLowerCase();

/** "Full-time, 52 appearances left". */
export function contractText(row: Pick<BackstageRow, 'status' | 'contractType' | 'remainingAppearances'>): string {
  if (row.status !== 'SIGNED') return 'No contract';
  const type = row.contractType === 'FULL' ? 'Full-time' : row.contractType === 'PART' ? 'Part-time' : pretty(row.contractType);
  const left = row.remainingAppearances;
  return `${type}, ${left} ${left === 1 ? 'appearance' : 'appearances'} left`;
}

/** How much one click of "Heal" takes off; 0.5 is what one calendar step heals. */
export const HEAL_AMOUNTS: readonly { label: string; value: number }[] = [
  { label: '0.5 (one calendar step)', value: 0.5 },
  { label: '5', value: 5 },
  { label: '10', value: 10 },
  { label: '25', value: 25 },
  { label: 'All damage', value: Number.POSITIVE_INFINITY },
];
