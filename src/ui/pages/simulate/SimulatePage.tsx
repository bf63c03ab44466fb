import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular, ArrowShuffleRegular } from '@fluentui/react-icons';
import { Page } from '../../components/Page';
import { GameReadState } from '../schedule/NoGameYet';
import { RouteLink } from '../../components/RouteLink';
import { SimulateWeeks } from './SimulateWeeks';
import { SweepButton } from './SweepButton';
import { SweepProgress } from './SweepProgress';
import { SweepSummary } from './SweepSummary';
import { useEmptyProductions } from './use-empty-productions';
import { useSimulateWeeks } from './use-simulate-weeks';
import { WindowOverview } from './WindowOverview';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
    // The column's gap spaces the paragraphs; their own margins would double it.
    '& p': { margin: 0 },
  },
});

/**
 * `/simulate`: fill every empty production of the schedule window at once, and maybe simulate it;
 * or simulate many weeks, moving the calendar on after each.
 */
export function SimulatePage() {
  const styles = useStyles();
  const { schedule, hasGame, error, sweep, run, reload } = useEmptyProductions();
  const weeks = useSimulateWeeks(reload);
  const running = sweep.state === 'running' || weeks.run.state === 'running';
  const shows = schedule?.days.reduce((sum, day) => sum + day.shows.length, 0) ?? 0;
  return (
    <Page title="Simulate">
      <GameReadState error={error} read={Boolean(schedule)} hasGame={hasGame} reading="Reading the schedule" />
      {schedule && hasGame && (
        <div className={styles.body}>
          <Text as="p">
            Books random matches for every show of the schedule window that has no production or an empty one.
            Shows you have started booking are left alone.
          </Text>
          <WindowOverview schedule={schedule} />
          {shows === 0 && (
            <Text as="p">
              There is nothing to simulate in this window: move the calendar on from the{' '}
              <RouteLink to="/schedule/shows">show schedule</RouteLink>.
            </Text>
          )}
          <div className={styles.actions}>
            <SweepButton
              primary
              icon={<PlayRegular />}
              label="Simulate empty productions"
              hint="Books random matches, then simulates every show: results, ratings and money."
              disabled={running}
              onClick={() => void run('simulate')}
            />
            <SweepButton
              icon={<ArrowShuffleRegular />}
              label="Randomise empty productions"
              hint="Books random matches and leaves each show for you to review and simulate."
              disabled={running}
              onClick={() => void run('randomise')}
            />
          </div>
          {sweep.state === 'running' && <SweepProgress sweep={sweep.sweep} done={sweep.done} total={sweep.total} />}
          {sweep.state === 'failed' && <Text role="alert">The sweep stopped: {sweep.message}</Text>}
          {sweep.state === 'finished' && (
            <SweepSummary sweep={sweep.sweep} summary={sweep.summary} productions={sweep.productions} />
          )}
          <SimulateWeeks game={schedule.game} weeks={weeks} busy={sweep.state === 'running'} />
        </div>
      )}
    </Page>
  );
}
