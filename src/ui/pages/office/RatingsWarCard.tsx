import { Spinner, Text } from '@fluentui/react-components';
import { formatLongDate, formatShortDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { NO_RIVALS, seasonText, showText, winnerText } from '../ratings/war/war-text';
import { useOfficeStyles } from './office-styles';

/** Issue 18: the latest scored week's contested nights (the week just played, once the calendar moved on) (who won each) and the year so far, read again when the date moves. */
export function RatingsWarCard({ date }: { date: string }) {
  const styles = useOfficeStyles();
  const { war } = useServices();
  const { data, error } = useReadModel(() => war.officeCard(), 'the ratings war', `war-card:${date}`);
  return (
    <SectionCard title="Ratings war">
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!data && !error && <Spinner size="tiny" label="Reading the ratings war" />}
      {data && !data.rivals && <Text className={styles.empty}>{NO_RIVALS}</Text>}
      {data?.rivals && (
        <>
          {data.nights.length === 0 ? (
            <Text className={styles.empty}>No night against a rival yet: when your show and a rival's air the same night, who won shows here.</Text>
          ) : (
            <>
              <Text size={200} className={styles.muted}>Week of {formatShortDate(data.nights[0].week)}</Text>
              <ul className={styles.list} aria-label="Latest week's nights">
                {data.nights.map((night) => (
                  <li key={night.night} className={styles.stack}>
                    <Text weight="semibold">{formatLongDate(night.night)}: {winnerText(night)}</Text>
                    <Text size={200} className={styles.muted}>{night.shows.map(showText).join(' · ')}</Text>
                    {night.reason && <Text size={200}>{night.reason}</Text>}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Text>
            <Text weight="semibold">Season {data.season.year}:</Text> {seasonText(data.season.standings, data.season.nights)}
          </Text>
        </>
      )}
      <RouteLink to="/ratings">Open the ratings war</RouteLink>
    </SectionCard>
  );
}
