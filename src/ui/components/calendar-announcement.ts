import { formatLongDate } from '../../domain/dates';

/**
 * What the live region says when the calendar moves: the button keeps focus, so the new date is
 * spoken ("Week advanced to Sun, Nov 29, 2026").
 */
export function calendarMoved(direction: 'forward' | 'backward', days: number, date: string): string {
  const when = formatLongDate(date);
  if (days === 7) return direction === 'forward' ? `Week advanced to ${when}` : `Week moved back to ${when}`;
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  return direction === 'forward' ? `Calendar advanced ${count} to ${when}` : `Calendar moved back ${count} to ${when}`;
}
