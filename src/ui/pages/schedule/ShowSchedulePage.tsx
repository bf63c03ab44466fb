import { useCallback } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Schedule } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import { isPastNight } from '../../../domain/rules/time';
import { Page } from '../../components/Page';
import { CalendarStepper, stepLabels } from './CalendarStepper';
import { LazyRivalWeekProgress } from '../../components/LazyRivalWeekProgress';
import { GameReadState } from './NoGameYet';
import { RouteLink } from '../../components/RouteLink';
import { ScheduleDay } from './ScheduleDay';
import { useSchedule } from './use-schedule';
import { TutorialPanel } from '../../tutorial/TutorialPanel';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
  paragraph: { margin: 0 },
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

function WindowSummary({ schedule }: { schedule: Schedule }) {
  const styles = useStyles();
  const { game, days } = schedule;
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <Text as="p" className={styles.paragraph}>
      Game date <strong>{formatLongDate(game.date)}</strong>
      {first && last && <> · showing {formatLongDate(first)} to {formatLongDate(last)}</>}
    </Text>
  );
}

/** `/schedule/shows`: the days of the schedule window, each show one click from its production. */
export function ShowSchedulePage() {
  const styles = useStyles();
  const { schedule, hasGame, brandNames, error, moving, rivals, move, thisWeek } = useSchedule();
  const namesOf = useCallback(
    (ids: number[]) => ids.map((id) => brandNames.get(id)).filter((name): name is string => Boolean(name)),
    [brandNames],
  );
  const showCount = schedule?.days.reduce((sum, day) => sum + day.shows.length, 0) ?? 0;
  return (
    <Page title="Show schedule">
      <GameReadState error={error} read={Boolean(schedule)} hasGame={hasGame} reading="Reading the schedule" />
      {schedule && hasGame && (
        <>
          <TutorialPanel screen="schedule" />
          <div className={styles.toolbar}>
            <WindowSummary schedule={schedule} />
            <CalendarStepper
              days={schedule.game.amountOfDays}
              moving={moving}
              onMove={(direction) => void move(direction)}
              stepsBack={schedule.stepsBack}
              onThisWeek={() => void thisWeek()}
            />
            <LazyRivalWeekProgress progress={moving === 'forward' ? rivals : null} />
          </div>
          <div className={styles.links}>
            <RouteLink to="/calendar">Month calendar</RouteLink>
            <RouteLink to="/simulate">Simulate every empty show</RouteLink>
          </div>
          {showCount === 0 && schedule.stepsBack === 0 && (
            <Text as="p" className={styles.paragraph}>
              None of your brands has a show in these days. Use {stepLabels(schedule.game.amountOfDays).forward} to
              move the calendar on.
            </Text>
          )}
          <div className={styles.days}>
            {schedule.days.map((day) => (
              <ScheduleDay
                key={day.date}
                day={day}
                isToday={day.date === schedule.game.date}
                isPast={day.date < schedule.game.date}
                passed={isPastNight(day.date, schedule.game.date)}
                brandNames={namesOf}
              />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
