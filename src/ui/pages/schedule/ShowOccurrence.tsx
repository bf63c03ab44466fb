import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { ScheduledShow } from '../../../application/calendar';
import { formatCompact, formatMoneyCompact } from '../../../domain/format';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  stack: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    flex: '1 1 160px',
    minWidth: 0,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

// The economy presets as a player reads them (SPEC §3 show types).
const SHOW_TYPES: Record<string, string> = {
  CABLE: 'Cable', TV: 'TV', PPV: 'PPV', MAJOR_PPV: 'Major PPV', WORLD: 'World event', X: 'Streaming special',
};
const FREQUENCIES: Record<string, string> = { weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' };

/** The button's accessible name: DESIGN §2 contract, `Create production: <show> on <ISO date>`. */
export const createProductionLabel = (showName: string, date: string) => `Create production: ${showName} on ${date}`;

function Status({ production, passed }: { production: ScheduledShow['production']; passed: boolean }) {
  const styles = useStyles();
  // Issue 33: a past night that was never played stays unplayed.
  if (!production) return <Text size={200} className={styles.muted}>{passed ? 'Not played: its night has passed' : 'Not booked yet'}</Text>;
  if (!production.complete) {
    return passed ? <Badge color="subtle" appearance="tint">Not played: its night has passed</Badge> : <Badge color="warning" appearance="tint">Booking in progress</Badge>;
  }
  return (
    <span className={styles.line}>
      <Badge color="success" appearance="tint">Complete</Badge>
      <Text size={200}>
        {formatCompact(production.viewers)} viewers · {formatCompact(production.attendance)} attendance · payout{' '}
        {formatMoneyCompact(production.payout)}
      </Text>
    </span>
  );
}

/**
 * One show on one day. Its button books it: it creates the production through `/create-show`,
 * or opens the production already booked (to carry on booking, or to read the results).
 */
export function ShowOccurrence({ occurrence, brandNames, passed = false }: { occurrence: ScheduledShow; brandNames: string[]; passed?: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { show, date, production } = occurrence;
  const action = !production ? 'Create production' : production.complete ? 'View results' : passed ? 'Open card' : 'Continue booking';
  const target = production ? `/production/${production.id}` : `/create-show/${show.id}/${date}`;
  return (
    <li className={styles.row}>
      <span className={styles.stack}>
        <Text weight="semibold">{show.name}</Text>
        <Text size={200} className={styles.muted}>
          {[SHOW_TYPES[show.type] ?? show.type, FREQUENCIES[show.frequency] ?? show.frequency, ...brandNames]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Status production={production} passed={passed} />
      </span>
      {/* Issue 33: a past night is not booked any more (the use case refuses it too); a card booked for it still opens. */}
      {(production || !passed) && (
        <Button
          appearance={production ? 'secondary' : 'primary'}
          // DESIGN §2 keeps every occurrence's name starting with "Create production"; a booked one
          // adds its visible text ("View results"), so what is seen is also what is heard.
          aria-label={production ? `${createProductionLabel(show.name, date)}, ${action}` : createProductionLabel(show.name, date)}
          onClick={() => navigate(target)}
        >
          {action}
        </Button>
      )}
    </li>
  );
}
