import { useId, type ReactElement } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CalendarTodayRegular } from '@fluentui/react-icons';
import { DAMAGE_RECOVERY } from '../../../domain/rules/calendar';
import { browseStepDays } from '../../../domain/rules/time';
import type { Direction } from './use-schedule';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3, maxWidth: '36em', textAlign: 'end' },
});

/** Issue 33: how far the schedule looks back per step: `Previous week`, or whole weeks for a longer step. */
const browseWeeks = (days: number): number => browseStepDays(days) / 7;

/**
 * `Next week` for 7-day steps, the day count otherwise; backward looks at the previous week (or the
 * step's whole weeks): issue 33, the date never moves back.
 */
export function stepLabels(days: number): Record<Direction, string> {
  const weeks = browseWeeks(days);
  const backward = weeks === 1 ? 'Previous week' : `Back ${weeks} weeks`;
  if (days === 7) return { backward, forward: 'Next week' };
  return { backward, forward: `Forward ${days} ${days === 1 ? 'day' : 'days'}` };
}

/** Issue 33: the forward button while looking back only looks at the next window. */
const laterLabel = (days: number): string => (browseWeeks(days) === 1 ? 'Following week' : `Later ${browseWeeks(days)} weeks`);

interface CalendarStepperProps {
  days: number;
  moving: Direction | null;
  onMove: (direction: Direction) => void;
  /** Issue 33: windows back from the game's own (0: its week). */
  stepsBack?: number;
  onThisWeek?: () => void;
}

/**
 * Moves the game date one step forward (only forward heals: SPEC §4 Game day advance), and says so.
 * Issue 33: time runs forward: the backward button looks at earlier weeks and never moves the date.
 */
export function CalendarStepper({ days, moving, onMove, stepsBack = 0, onThisWeek }: CalendarStepperProps) {
  const styles = useStyles();
  const hintIds = { forward: useId(), backward: useId() };
  const labels = stepLabels(days);
  const count = `${days} ${days === 1 ? 'day' : 'days'}`;
  const looking = stepsBack > 0;
  const button = (direction: Direction, label: string, icon: ReactElement) => (
    <Button
      icon={moving === direction ? <Spinner size="tiny" /> : icon}
      iconPosition={direction === 'forward' ? 'after' : 'before'}
      appearance={direction === 'forward' && !looking ? 'primary' : 'secondary'}
      disabledFocusable={moving !== null}
      aria-describedby={hintIds[direction]}
      onClick={() => onMove(direction)}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.root}>
      <div className={styles.buttons} role="group" aria-label="Move the calendar" aria-busy={moving !== null}>
        {button('backward', labels.backward, <ArrowLeftRegular />)}
        {button('forward', looking ? laterLabel(days) : labels.forward, <ArrowRightRegular />)}
        {looking && (
          <Button icon={<CalendarTodayRegular />} disabledFocusable={moving !== null} onClick={onThisWeek}>
            This week
          </Button>
        )}
      </div>
      <Text size={200} className={styles.hint}>
        {looking ? (
          <span id={hintIds.forward}>
            Looking back {stepsBack} {stepsBack === 1 ? 'step' : 'steps'}: these nights have passed, so nothing here can be booked
            or played. {laterLabel(days)} looks at the next days; This week returns to the game's week, where {labels.forward} moves
            the game on.
          </span>
        ) : (
          <span id={hintIds.forward}>
            {labels.forward} moves the game date on {count} and every wrestler heals {DAMAGE_RECOVERY} damage.
          </span>
        )}{' '}
        <span id={hintIds.backward}>{labels.backward} looks at earlier days; the game's date stays where it is, and no week is paid twice.</span>
      </Text>
    </div>
  );
}
