import { useId, type ReactElement } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { DAMAGE_RECOVERY } from '../../../domain/rules/calendar';
import type { Direction } from './use-schedule';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
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

/** Moves the game date one step; only forward heals (SPEC §4 Game day advance), and it says so. */
export function CalendarStepper({ days, moving, onMove }: CalendarStepperProps) {
  const styles = useStyles();
  const hintIds = { forward: useId(), backward: useId() };
  const labels = stepLabels(days);
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  const button = (direction: Direction, icon: ReactElement) => (
    <Button
      icon={moving === direction ? <Spinner size="tiny" /> : icon}
      iconPosition={direction === 'forward' ? 'after' : 'before'}
      appearance={direction === 'forward' ? 'primary' : 'secondary'}
      disabledFocusable={moving !== null}
      aria-describedby={hintIds[direction]}
      onClick={() => onMove(direction)}
    >
      {labels[direction]}
    </Button>
  );
  return (
    <div className={styles.root}>
      <div className={styles.buttons} role="group" aria-label="Move the calendar" aria-busy={moving !== null}>
        {button('backward', <ArrowLeftRegular />)}
        {button('forward', <ArrowRightRegular />)}
      </div>
      <Text size={200} className={styles.hint}>
        <span id={hintIds.forward}>
          {labels.forward} moves the game date on {count} and every wrestler heals {DAMAGE_RECOVERY} damage.
        </span>{' '}
        <span id={hintIds.backward}>{labels.backward} goes back without healing.</span>
      </Text>
    </div>
  );
}
