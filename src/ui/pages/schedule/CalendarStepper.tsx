import type { ReactElement } from 'react';
import { Button, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { DAMAGE_RECOVERY } from '../../../domain/rules/calendar';
import type { Direction } from './use-schedule';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** `Previous week` / `Next week` for 7-day steps, the day count otherwise. */
export function stepLabels(days: number): Record<Direction, string> {
  if (days === 7) return { backward: 'Previous week', forward: 'Next week' };
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  return { backward: `Back ${count}`, forward: `Forward ${count}` };
}

interface CalendarStepperProps {
  days: number;
  moving: Direction | null;
  onMove: (direction: Direction) => void;
}

/** Moves the game date one step; only forward heals (SPEC §4 Game day advance). */
export function CalendarStepper({ days, moving, onMove }: CalendarStepperProps) {
  const styles = useStyles();
  const labels = stepLabels(days);
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  const button = (direction: Direction, hint: string, icon: ReactElement) => (
    <Tooltip content={hint} relationship="description" withArrow>
      <Button
        icon={moving === direction ? <Spinner size="tiny" /> : icon}
        iconPosition={direction === 'forward' ? 'after' : 'before'}
        appearance={direction === 'forward' ? 'primary' : 'secondary'}
        disabledFocusable={moving !== null}
        onClick={() => onMove(direction)}
      >
        {labels[direction]}
      </Button>
    </Tooltip>
  );
  return (
    <div className={styles.root} role="group" aria-label="Move the calendar" aria-busy={moving !== null}>
      {button('backward', `Moves the game date back ${count}. Nobody heals.`, <ArrowLeftRegular />)}
      {button('forward', `Moves the game date on ${count}; every wrestler heals ${DAMAGE_RECOVERY} damage.`, <ArrowRightRegular />)}
    </div>
  );
}
