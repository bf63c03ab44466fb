import { useId } from 'react';
import { Badge, Card, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FoodCakeRegular } from '@fluentui/react-icons';
import type { ScheduleDay as Day } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import { ShowOccurrence } from './ShowOccurrence';

const useStyles = makeStyles({
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  today: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  birthdays: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ScheduleDayProps {
  day: Day;
  isToday: boolean;
  /** Before the game date: shown as past (visibly and in the region's description). */
  isPast?: boolean;
  /** Issue 33: before the game's week: its shows' nights have passed (nothing to book). */
  passed?: boolean;
  brandNames: (brandIds: number[]) => string[];
}

/** One day of the window: its shows (each bookable) and whose birthday it is. */
export function ScheduleDay({ day, isToday, isPast = false, passed = false, brandNames }: ScheduleDayProps) {
  const styles = useStyles();
  const headingId = useId();
  const pastId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} aria-describedby={isPast ? pastId : undefined} className={mergeClasses(styles.day, isToday && styles.today)}>
      <div className={styles.header}>
        <Title3 as="h2" id={headingId}>
          {formatLongDate(day.date)}
        </Title3>
        {isToday && <Badge appearance="filled">Today</Badge>}
        {isPast && (
          <Badge appearance="outline" color="subtle" id={pastId}>
            Past
          </Badge>
        )}
      </div>
      {day.birthdays.length > 0 && (
        <Text className={styles.birthdays}>
          <FoodCakeRegular aria-hidden />
          Birthday: {day.birthdays.map((wrestler) => wrestler.name).join(', ')}
        </Text>
      )}
      {day.shows.length === 0 ? (
        <Text className={styles.muted}>No shows this day.</Text>
      ) : (
        <ul className={styles.list} aria-label={`Shows on ${formatLongDate(day.date)}`}>
          {day.shows.map((occurrence) => (
            <ShowOccurrence
              key={occurrence.show.id}
              occurrence={occurrence}
              brandNames={brandNames(occurrence.show.brandIds)}
              passed={passed}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
