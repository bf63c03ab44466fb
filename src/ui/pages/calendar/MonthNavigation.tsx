import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { IsoDate } from '../../../domain/entities/base';
import { firstOfMonth, monthLabel } from './month';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { minWidth: '12em', textAlign: 'center' },
});

interface MonthNavigationProps {
  month: IsoDate;
  gameDate: IsoDate;
  headingId: string;
  /** Months to move by, or back to the game date's month. */
  onChange: (move: number | 'game') => void;
}

/** Previous and next month around the month's name; a way back to the game date's month. */
export function MonthNavigation({ month, gameDate, headingId, onChange }: MonthNavigationProps) {
  const styles = useStyles();
  const away = firstOfMonth(gameDate) !== month;
  return (
    <div className={styles.root}>
      <Button icon={<ChevronLeftRegular />} onClick={() => onChange(-1)}>
        Previous month
      </Button>
      <Title2 as="h2" id={headingId} className={styles.title} aria-live="polite" tabIndex={-1}>
        {monthLabel(month)}
      </Title2>
      <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => onChange(1)}>
        Next month
      </Button>
      {away && (
        <Button
          onClick={() => {
            // This button goes once the game's month is shown: focus moves to the month's name first.
            document.getElementById(headingId)?.focus();
            onChange('game');
          }}
        >
          Back to {monthLabel(gameDate)}
        </Button>
      )}
    </div>
  );
}
