import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { LazyTutorialPanel } from '../../tutorial/LazyTutorialPanel';
import { BrandBalances } from './BrandBalances';
import { CurrentChampions } from './CurrentChampions';
import { GameCalendar } from './GameCalendar';
import { OwnerCard } from './OwnerCard';
import { PromotionLinks } from './PromotionLinks';
import { RatingsWarCard } from './RatingsWarCard';
import { RecentResults } from './RecentResults';
import { TalentWarCard } from './TalentWarCard';
import { CareerNewsCard } from '../careers/CareerNewsCard';
import { TopWrestlers } from './TopWrestlers';
import { useOfficeView } from './use-office-view';
import { WeekShows } from './WeekShows';

const useStyles = makeStyles({
  // Four columns of cards on a wide screen, fewer (then one) as it narrows; the long champions
  // list gets a column of its own so it never pushes the other cards down.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** `/office`: the promotion at a glance and the button that moves time on. */
export function OfficePage() {
  const styles = useStyles();
  const { view, error, advancing, rivals, advance } = useOfficeView();
  return (
    <Page title="The office">
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!view && !error && <Spinner label="Opening the office" />}
      {/* Issue 16: the tutorial's first step starts here, at this week's shows. */}
      {view && <LazyTutorialPanel screen="office" />}
      {view && (
        <div className={styles.grid}>
          <div className={styles.column}>
            <GameCalendar
              date={view.date}
              daysPerStep={view.daysPerStep}
              advancing={advancing}
              rivals={rivals}
              onAdvance={() => void advance()}
            />
            <BrandBalances balances={view.balances} />
            <TalentWarCard />
            <PromotionLinks />
          </div>
          <div className={styles.column}>
            <WeekShows week={view.week} today={view.date} />
          </div>
          <div className={styles.column}>
            <TopWrestlers wrestlers={view.topWrestlers} />
            <RecentResults results={view.recentResults} />
            <RatingsWarCard date={view.date} />
          </div>
          <div className={styles.column}>
            <CurrentChampions champions={view.champions} />
            <CareerNewsCard limit={6} readKey={view.date} />
            <OwnerCard date={view.date} />
          </div>
        </div>
      )}
    </Page>
  );
}
