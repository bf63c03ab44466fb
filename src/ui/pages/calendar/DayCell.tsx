import { Badge, mergeClasses } from '@fluentui/react-components';
import { FoodCakeRegular } from '@fluentui/react-icons';
import { dayOfMonth, formatLongDate } from '../../../domain/dates';
import type { Production } from '../../../domain/entities/production';
import { RouteLink } from '../../components/RouteLink';
import { useCalendarStyles } from './calendar-styles';
import type { CalendarDay } from './month-contents';

type Kind = 'open' | 'booking' | 'complete' | 'passed';

// Issue 33: a night before the game's date that was never played has passed: nothing to book.
const kindOf = (production: Pick<Production, 'complete'> | null, isPast: boolean): Kind =>
  !production ? (isPast ? 'passed' : 'open') : production.complete ? 'complete' : isPast ? 'passed' : 'booking';

export const KIND_LABELS: Record<Kind | 'birthday', string> = {
  open: 'Not booked',
  booking: 'Booking in progress',
  complete: 'Complete',
  passed: 'Passed, not played',
  birthday: 'Birthday',
};

function Entry({ kind, to, name }: { kind: Kind; to: string | null; name: string }) {
  const styles = useCalendarStyles();
  return (
    <li className={mergeClasses(styles.item, styles[kind])}>
      {to === null ? (
        <span className={styles.name}>{name}</span>
      ) : (
        <RouteLink to={to} className={styles.name}>
          {name}
        </RouteLink>
      )}
      <span className={styles.status}>{KIND_LABELS[kind]}</span>
    </li>
  );
}

/** One day of the month: its number, and its shows, productions and birthdays. */
export function DayCell({ day, isToday, isPast = false }: { day: CalendarDay; isToday: boolean; isPast?: boolean }) {
  const styles = useCalendarStyles();
  return (
    <td className={mergeClasses(styles.cell, isToday && styles.today)} aria-current={isToday ? 'date' : undefined}>
      <div className={styles.dayHeader}>
        <span className={styles.dayNumber} aria-hidden>
          {dayOfMonth(day.date)}
        </span>
        <span className={styles.hidden}>{formatLongDate(day.date)}</span>
        {isToday && <Badge size="small">Today</Badge>}
      </div>
      <ul className={styles.list}>
        {day.shows.map(({ show, production }) => (
          <Entry
            key={show.id}
            kind={kindOf(production, isPast)}
            name={show.name}
            to={production ? `/production/${production.id}` : isPast ? null : `/create-show/${show.id}/${day.date}`}
          />
        ))}
        {day.otherProductions.map((production) => (
          <Entry key={`p${production.id}`} kind={kindOf(production, isPast)} name={production.name} to={`/production/${production.id}`} />
        ))}
        {day.birthdays.map((wrestler) => (
          <li key={`w${wrestler.id}`} className={mergeClasses(styles.item, styles.birthday)}>
            <span>
              <FoodCakeRegular aria-hidden /> {wrestler.name}
            </span>
            <span className={styles.status}>{KIND_LABELS.birthday}</span>
          </li>
        ))}
      </ul>
    </td>
  );
}
