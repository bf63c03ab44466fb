import { Text } from '@fluentui/react-components';
import type { Schedule } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';

/** How many shows the window holds, and how many are booked or done already. */
export function WindowOverview({ schedule }: { schedule: Schedule }) {
  const occurrences = schedule.days.flatMap((day) => day.shows);
  const first = schedule.days[0]?.date;
  const last = schedule.days[schedule.days.length - 1]?.date;
  const complete = occurrences.filter((o) => o.production?.complete).length;
  const booking = occurrences.filter((o) => o.production && !o.production.complete).length;
  const open = occurrences.length - complete - booking;
  return (
    <Text as="p">
      {first && last && (
        <>
          From {formatLongDate(first)} to {formatLongDate(last)}:{' '}
        </>
      )}
      {occurrences.length} {occurrences.length === 1 ? 'show' : 'shows'} — {open} not booked, {booking} booked but not simulated,{' '}
      {complete} complete.
    </Text>
  );
}
