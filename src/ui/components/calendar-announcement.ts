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

/** Issue 33: what is said when the schedule shows another window (the game's date does not move). */
export function windowShown(schedule: { game: { date: string }; days: readonly { date: string }[]; stepsBack: number }): string {
  const first = schedule.days[0]?.date;
  const last = schedule.days[schedule.days.length - 1]?.date;
  const shown = first && last ? `Showing ${formatLongDate(first)} to ${formatLongDate(last)}` : 'Showing no days';
  return schedule.stepsBack === 0 ? `${shown}, the game's week` : `${shown}. The game's date stays ${formatLongDate(schedule.game.date)}`;
}
