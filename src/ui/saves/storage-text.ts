import type { SafetyCopyInfo } from '../../application/ports/safety-copies.port';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Bytes as a player reads them: MB below a gigabyte, GB above. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(2)} GB`;
  if (bytes >= MB / 10) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(0.01, bytes / MB).toFixed(2)} MB`;
}

/** "21 Nov 2026, 10:00" in the player's time zone. */
export function formatCopyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "before import on 21 Nov 2026, 10:00": what the copy holds, in the words of its buttons. */
export const copyLabel = (copy: SafetyCopyInfo): string => `${copy.reason} on ${formatCopyDate(copy.date)}`;
