import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { FastForwardRegular } from '@fluentui/react-icons';
import type { WeeksTarget } from '../../../application/calendar';
import { weeksOf, weeksTargetProblem } from '../../../application/calendar/weeks-target';
import { addDays, formatLongDate } from '../../../domain/dates';
import type { Game } from '../../../domain/entities/game';
import { latestUntil, MAX_WEEKS } from '../../../domain/rules/weeks-ahead';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  amount: { width: '220px' },
});

type Mode = 'weeks' | 'date';

/** The form's text as a target: the weeks as typed (not a number reads as NaN) or the date. */
const targetOf = (mode: Mode, weeks: string, until: string): WeeksTarget =>
  mode === 'weeks' ? { weeks: weeks.trim() === '' ? Number.NaN : Number(weeks) } : { until };

interface WeeksFormProps {
  game: Pick<Game, 'date' | 'amountOfDays'>;
  disabled: boolean;
  onStart(target: WeeksTarget, weeks: number): void;
}

/**
 * "Simulate until…": a number of weeks or a date, checked by the rule the use case checks again.
 * A refused value says why under its field, and the keyboard lands back on it.
 */
export function WeeksForm({ game, disabled, onStart }: WeeksFormProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<Mode>('weeks');
  const [weeks, setWeeks] = useState('4');
  const [until, setUntil] = useState('');
  const [attempted, setAttempted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const latest = latestUntil(game);
  const problem = attempted ? weeksTargetProblem(targetOf(mode, weeks, until), game) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field still submits while another run holds the (focusable) button disabled.
    if (disabled) return;
    const target = targetOf(mode, weeks, until);
    if (weeksTargetProblem(target, game)) {
      setAttempted(true);
      input.current?.focus();
      return;
    }
    setAttempted(false);
    onStart(target, weeksOf(target, game));
  };

  const validation = { validationState: problem ? ('error' as const) : ('none' as const), validationMessage: problem ?? undefined };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Simulate until…">
      <Field label="Simulate until…">
        <RadioGroup layout="horizontal" value={mode} onChange={(_, d) => setMode(d.value as Mode)}>
          <Radio value="weeks" label="A number of weeks" />
          <Radio value="date" label="A date" />
        </RadioGroup>
      </Field>
      {mode === 'weeks' ? (
        <Field className={styles.amount} label="Number of weeks" hint={`From 1 to ${MAX_WEEKS}.`} {...validation}>
          <Input ref={input} type="number" inputMode="numeric" min={1} max={MAX_WEEKS} value={weeks} onChange={(_, d) => setWeeks(d.value)} />
        </Field>
      ) : (
        <Field className={styles.amount} label="Date" hint={`At most ${formatLongDate(latest)}.`} {...validation}>
          <Input ref={input} type="date" min={addDays(game.date, 1)} max={latest} value={until} onChange={(_, d) => setUntil(d.value)} />
        </Field>
      )}
      <Button type="submit" appearance="primary" icon={<FastForwardRegular />} disabledFocusable={disabled}>
        Start
      </Button>
    </form>
  );
}
