import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { BrandBalances } from './BrandBalances';
import { CurrentChampions } from './CurrentChampions';
import { GameCalendar } from './GameCalendar';
import { RecentResults } from './RecentResults';
import { TopWrestlers } from './TopWrestlers';
import { useOfficeView } from './use-office-view';
import { WeekShows } from './WeekShows';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** `/office`: the promotion at a glance and the button that moves time on. */
export function OfficePage() {
  const styles = useStyles();
  const { view, error, advancing, advance } = useOfficeView();
  return (
    <Page title="The office">
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!view && !error && <Spinner label="Opening the office" />}
      {view && (
        <div className={styles.grid}>
          <GameCalendar date={view.date} daysPerStep={view.daysPerStep} advancing={advancing} onAdvance={() => void advance()} />
          <WeekShows week={view.week} />
          <BrandBalances balances={view.balances} />
          <CurrentChampions champions={view.champions} />
          <TopWrestlers wrestlers={view.topWrestlers} />
          <RecentResults results={view.recentResults} />
        </div>
      )}
    </Page>
  );
}
