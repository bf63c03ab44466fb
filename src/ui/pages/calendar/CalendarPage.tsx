import { useId, useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { GameReadState } from '../schedule/NoGameYet';
import { RouteLink } from '../../components/RouteLink';
import { CalendarLegend } from './CalendarLegend';
import { firstOfMonth, readMonthParam, shiftMonth } from './month';
import { monthContents } from './month-contents';
import { MonthGrid } from './MonthGrid';
import { MonthNavigation } from './MonthNavigation';
import { useCalendarWorld } from './use-calendar-world';

/** `/calendar`: a month of shows, productions and birthdays; `?month=2026-12` picks the month. */
export function CalendarPage() {
  const headingId = useId();
  const { analytics } = useServices();
  const { game } = useGame();
  const [params, setParams] = useSearchParams();
  const month = readMonthParam(params.get('month')) ?? firstOfMonth(game.date);
  const { world, month: read, hasGame, error } = useCalendarWorld(month);
  // Until the next month's productions are read, the grid keeps the month it has them for.
  const shown = read ?? month;
  const days = useMemo(() => (world ? monthContents(shown, world) : null), [shown, world]);

  const change = (move: number | 'game') => {
    const next = move === 'game' ? firstOfMonth(game.date) : shiftMonth(month, move);
    analytics.track('Calendar', move === 'game' ? 'today' : move > 0 ? 'next' : 'previous');
    setParams({ month: next.slice(0, 7) }, { replace: true });
  };

  return (
    <Page title="Calendar">
      <GameReadState error={error} read={Boolean(days)} hasGame={hasGame} reading="Reading the calendar" />
      {days && hasGame && (
        <>
          <MonthNavigation month={month} gameDate={game.date} headingId={headingId} onChange={change} />
          <CalendarLegend />
          <MonthGrid month={shown} days={days} today={game.date} labelledBy={headingId} />
          <Text>
            Book this week's shows on the <RouteLink to="/schedule/shows">show schedule</RouteLink>.
          </Text>
        </>
      )}
    </Page>
  );
}
