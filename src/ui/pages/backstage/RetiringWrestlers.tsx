import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RetiringRow } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLink } from '../../components/WrestlerLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { AskToStay } from '../careers/AskToStay';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/** The farewell suggestion: book a match for them on a show of their last week. */
function FarewellSuggestion({ row }: { row: RetiringRow }) {
  if (row.farewellShows.length === 0) {
    return <Text size={200}>{`No show of ${row.name}'s brand falls in the last week (from ${formatLongDate(row.farewellFrom)}): book a farewell match on the last show before ${formatLongDate(row.retiresOn)}.`}</Text>;
  }
  return (
    <Text size={200}>
      {row.farewellNow ? 'Suggested now: book a farewell match on ' : `Suggested for the last week (from ${formatLongDate(row.farewellFrom)}): book a farewell match on `}
      {row.farewellShows.map((s, i) => (
        <span key={`${s.showId}-${s.date}`}>
          {i > 0 && ' or '}
          <RouteLink to={`/create-show/${s.showId}/${s.date}`}>{`${s.showName} on ${formatLongDate(s.date)}`}</RouteLink>
        </span>
      ))}
      . The card marks it as a farewell.
    </Text>
  );
}

/**
 * Issue 36 (living rules): Backstage's list of the player's wrestlers who announced retirement,
 * soonest first: the last day, the farewell match to book, and asking them to stay (once).
 */
export function RetiringWrestlers() {
  const styles = useStyles();
  const { careers } = useServices();
  const { data, error, reload } = useReadModel(() => careers.retiring(), 'the retiring wrestlers', 'retiring');
  if (error) return <Text role="alert">Could not read who is retiring: {error}</Text>;
  if (!data || data.length === 0) return null;
  return (
    <SectionCard title="Retiring">
      <ul className={styles.list} aria-label="Retiring wrestlers">
        {data.map((row) => (
          <li key={row.id} className={styles.row}>
            <Text>
              <WrestlerLink id={row.id} name={row.name} />
              {` retires on ${formatLongDate(row.retiresOn)}.`}
            </Text>
            <FarewellSuggestion row={row} />
            {row.cannotAsk === null ? (
              <span>
                <AskToStay id={row.id} name={row.name} chance={row.chance} onAnswered={reload} />
              </span>
            ) : row.answer ? (
              <Text weight="semibold">{`Asked to stay on ${formatLongDate(row.askedToStay)}: ${row.answer}`}</Text>
            ) : (
              <Text size={200}>{row.cannotAsk}</Text>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
