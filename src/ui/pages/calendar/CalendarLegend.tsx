import { mergeClasses } from '@fluentui/react-components';
import { useCalendarStyles } from './calendar-styles';
import { KIND_LABELS } from './DayCell';

/** What the colours mean (each entry also says it in words). */
export function CalendarLegend() {
  const styles = useCalendarStyles();
  return (
    <ul className={styles.legend} aria-label="Legend">
      {(Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((kind) => (
        <li key={kind} className={mergeClasses(styles.item, styles[kind])}>
          {KIND_LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}
