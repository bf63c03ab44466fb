import { useId } from 'react';
import { Badge, Button, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { WeekShow } from '../../../application/office';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

/** What the button of a show does: book it, carry on booking, or look at the finished show. */
const actionOf = (show: WeekShow): string =>
  !show.production ? 'Book' : show.production.complete ? 'Review' : 'Continue booking';

/** This week's shows of the player's brands, each one click from its booking screen; those before the game date (`today`) are marked as past. */
export function WeekShows({ week, today }: { week: WeekShow[]; today: string }) {
  const styles = useOfficeStyles();
  const navigate = useNavigate();
  return (
    <SectionCard title="This week's shows">
      {week.length === 0 ? (
        <Text className={styles.empty}>None of your brands has a show this week. Advance the calendar to reach the next one.</Text>
      ) : (
        <ul className={styles.list}>
          {week.map((show) => (
            <WeekShowRow key={`${show.showId}-${show.date}`} show={show} past={show.date < today} onOpen={() => navigate(`/create-show/${show.showId}/${show.date}`)} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function WeekShowRow({ show, past, onOpen }: { show: WeekShow; past: boolean; onOpen(): void }) {
  const styles = useOfficeStyles();
  const pastId = useId();
  return (
    <li className={styles.row}>
      <span className={styles.stack}>
        <Text weight="semibold">
          {show.showName}{' '}
          {past && (
            <Badge appearance="outline" color="subtle" id={pastId}>
              Past
            </Badge>
          )}
        </Text>
        <Text size={200} className={styles.muted}>
          {formatLongDate(show.date)} · {show.brandNames.join(', ')}
        </Text>
      </span>
      <Button
        size="small"
        appearance={show.production ? 'secondary' : 'primary'}
        aria-label={`${actionOf(show)} ${show.showName} on ${formatLongDate(show.date)}`}
        aria-describedby={past ? pastId : undefined}
        onClick={onOpen}
      >
        {actionOf(show)}
      </Button>
    </li>
  );
}
