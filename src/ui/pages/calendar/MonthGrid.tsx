import { mergeClasses } from '@fluentui/react-components';
import type { IsoDate } from '../../../domain/entities/base';
import { ScrollTable } from '../../components/ScrollTable';
import { useCalendarStyles } from './calendar-styles';
import { DayCell } from './DayCell';
import { isPastNight } from '../../../domain/rules/time';
import { WEEKDAYS, monthWeeks } from './month';
import type { CalendarDay } from './month-contents';

interface MonthGridProps {
  month: IsoDate;
  days: Map<IsoDate, CalendarDay>;
  today: IsoDate;
  labelledBy: string;
}

/** The month as a table: seven columns, Sunday first, one row per week. */
export function MonthGrid({ month, days, today, labelledBy }: MonthGridProps) {
  const styles = useCalendarStyles();
  return (
    <ScrollTable label="Month table">
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className={styles.head}>
                <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                const day = date ? days.get(date) : undefined;
                return day ? (
                  <DayCell key={date} day={day} isToday={date === today} isPast={isPastNight(day.date, today)} />
                ) : (
                  <td key={`pad${index}`} className={mergeClasses(styles.cell, styles.outside)} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
