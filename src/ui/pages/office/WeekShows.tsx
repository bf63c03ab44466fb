import { Button, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { WeekShow } from '../../../application/office';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

/** What the button of a show does: book it, carry on booking, or look at the finished show. */
const actionOf = (show: WeekShow): string =>
  !show.production ? 'Book' : show.production.complete ? 'Review' : 'Continue booking';

/** This week's shows of the player's brands, each one click from its booking screen. */
export function WeekShows({ week }: { week: WeekShow[] }) {
  const styles = useOfficeStyles();
  const navigate = useNavigate();
  return (
    <SectionCard title="This week's shows">
      {week.length === 0 ? (
        <Text className={styles.empty}>None of your brands has a show this week. Advance the calendar to reach the next one.</Text>
      ) : (
        <ul className={styles.list}>
          {week.map((show) => (
            <li key={`${show.showId}-${show.date}`} className={styles.row}>
              <span className={styles.stack}>
                <Text weight="semibold">{show.showName}</Text>
                <Text size={200} className={styles.muted}>
                  {formatLongDate(show.date)} · {show.brandNames.join(', ')}
                </Text>
              </span>
              <Button
                size="small"
                appearance={show.production ? 'secondary' : 'primary'}
                aria-label={`${actionOf(show)} ${show.showName} on ${formatLongDate(show.date)}`}
                onClick={() => navigate(`/create-show/${show.showId}/${show.date}`)}
              >
                {actionOf(show)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
