import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { PromotionPage as PromotionView } from '../../../application/promotions';
import { formatLongDate } from '../../../domain/dates';
import { formatStat } from '../../../domain/format';
import { formatCompact, formatMoney } from '../../../domain/format';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { WrestlerLink, WrestlerLinks } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  // The roster is long: the whole row, in columns.
  wide: { gridColumn: '1 / -1' },
  columns: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, columnWidth: '220px', columnGap: tokens.spacingHorizontalXXL },
});

const whoRunsIt = (view: PromotionView): string =>
  view.player ? 'You run this promotion.' : view.rival ? 'A rival: the game runs it, read-only to you.' : 'You run it, with every other promotion.';

function Sections({ view }: { view: PromotionView }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <SectionCard title="Brands">
        <ul className={styles.list}>
          {view.brands.map((brand) => (
            <li key={brand.id}>{brand.name}: {formatMoney(brand.balance)}</li>
          ))}
        </ul>
        <Text>Total: {formatMoney(view.balance)}</Text>
      </SectionCard>
      <SectionCard title="Champions">
        {view.champions.length === 0 ? <Text className={styles.muted}>No title is held.</Text> : (
          <ul className={styles.list}>
            {view.champions.map((title) => (
              <li key={title.championshipId}>{title.title}: <WrestlerLinks people={title.holderPeople} empty={title.holders.join(' & ')} /></li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Recent shows">
        {view.recent.length === 0 ? <Text className={styles.muted}>No show of theirs is complete yet.</Text> : (
          <ul className={styles.list}>
            {view.recent.map((show) => (
              <li key={show.productionId}>
                <RouteLink to={`/production/${show.productionId}`}>{show.show}, {formatLongDate(show.date)}</RouteLink>
                {`: ${formatCompact(show.viewers)} viewers, ${formatCompact(show.attendance)} in the hall`}
                {show.wonNight === true && ', won the night'}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Next shows">
        {view.upcoming.length === 0 ? <Text className={styles.muted}>Nothing on the calendar in the next two weeks.</Text> : (
          <ul className={styles.list}>
            {view.upcoming.map((show) => (
              <li key={`${show.showId}-${show.date}`}>{show.show}, {formatLongDate(show.date)}</li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={`Roster (${view.roster.length})`} className={styles.wide}>
        <ul className={styles.columns} aria-label="Roster">
          {view.roster.map((wrestler) => (
            <li key={wrestler.id}><WrestlerLink id={wrestler.id} name={wrestler.name} /> <span className={styles.muted}>(popularity {formatStat(wrestler.popularity)})</span></li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

/** `/promotions/:companyId` (issue 18): one promotion, yours or a rival's: brands, money, champions, shows, roster. */
export function PromotionPage() {
  const { promotions } = useServices();
  const companyId = Number(useParams().companyId);
  // Wrapped, so "not read yet" (null) and "no such promotion" (view null) stay apart.
  const { data, error } = useReadModel(async () => ({ view: await promotions.page(companyId) }), 'the promotion', String(companyId));
  const view = data?.view;
  return (
    <Page title="Promotion">
      {error && <Text role="alert">Could not read the promotion: {error}</Text>}
      {!data && !error && <Spinner label="Reading the promotion" />}
      {data && !view && <Text as="p">There is no promotion #{String(companyId)}.</Text>}
      {view && (
        <>
          <Text as="h2" size={600} weight="semibold">{view.name}</Text>
          <Text as="p">{whoRunsIt(view)} {view.desc}</Text>
          <Sections view={view} />
        </>
      )}
      <Text size={200}>
        <RouteLink to="/promotions">All promotions</RouteLink>
      </Text>
    </Page>
  );
}
