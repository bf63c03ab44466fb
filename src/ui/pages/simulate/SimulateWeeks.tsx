import { useId } from 'react';
import { Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { Game } from '../../../domain/entities/game';
import type { SimulateWeeksState } from './use-simulate-weeks';
import { WeeksForm } from './WeeksForm';
import { WeeksProgress } from './WeeksProgress';
import { WeeksSummary } from './WeeksSummary';
import { StandingOrdersSection } from '../orders/StandingOrdersSection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& h2': { margin: 0 } },
});

interface SimulateWeeksProps {
  game: Pick<Game, 'date' | 'amountOfDays'>;
  weeks: SimulateWeeksState;
  /** Another sweep is running. */
  busy: boolean;
}

/** Issue 13: many weeks at once, each one simulated and saved whole, then the calendar moved on. */
export function SimulateWeeks({ game, weeks, busy }: SimulateWeeksProps) {
  const styles = useStyles();
  const headingId = useId();
  const { run } = weeks;
  const days = game.amountOfDays === 7 ? 'a week' : `${game.amountOfDays} days`;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Title3 as="h2" id={headingId}>
        Simulate many weeks
      </Title3>
      <Text as="p">
        Each week simulates the empty shows of the window, as the button above does, then moves the calendar on {days}. A
        week is saved whole: cancelling keeps the weeks already done.
      </Text>
      <StandingOrdersSection level="h3" readKey={`${game.date}`} />
      <WeeksForm game={game} disabled={busy || run.state === 'running'} onStart={(target, count) => void weeks.start(target, count)} />
      {run.state === 'running' && (
        <WeeksProgress weeks={run.weeks} progress={run.progress} cancelling={run.cancelling} onCancel={weeks.cancel} />
      )}
      {run.state === 'failed' && <Text role="alert">The run did not start: {run.message}</Text>}
      {run.state === 'finished' && <WeeksSummary key={run.run} summary={run.summary} onGoOn={weeks.goOn} />}
    </section>
  );
}
