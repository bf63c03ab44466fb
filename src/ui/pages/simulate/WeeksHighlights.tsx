import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BestSegment, TitleChangeLine } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import { formatRating } from '../../../domain/format';
import { RouteLink } from '../../components/RouteLink';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const names = (holders: readonly string[]) => holders.join(' & ');

/** Every title that changed hands in the run, oldest first: new holders, from whom, where. */
export function TitleChanges({ changes }: { changes: readonly TitleChangeLine[] }) {
  const styles = useStyles();
  if (changes.length === 0) return <Text as="p">No title changed hands.</Text>;
  return (
    <ul className={styles.list} aria-label="Title changes">
      {changes.map((change, index) => (
        <li key={`${change.championshipId}-${index}`}>
          <Text weight="semibold">{change.championship}</Text>: {names(change.holders)}
          {change.previousHolders.length > 0 ? ` beat ${names(change.previousHolders)}` : ' won the vacant title'} at{' '}
          <RouteLink to={`/production/${change.productionId}`}>{change.production}</RouteLink> ({formatLongDate(change.date)})
        </li>
      ))}
    </ul>
  );
}

/** The run's highest rated segments, best first. */
export function BestSegments({ segments }: { segments: readonly BestSegment[] }) {
  const styles = useStyles();
  if (segments.length === 0) return <Text as="p">No segment was rated.</Text>;
  return (
    <ol className={styles.list} aria-label="Best segments">
      {segments.map((segment) => (
        <li key={segment.segmentId}>
          <Text weight="semibold">{formatRating(segment.rating)}</Text> {segment.kind}
          {segment.sides.length > 0 && `: ${segment.sides.map(names).join(' vs ')}`} at{' '}
          <RouteLink to={`/production/${segment.productionId}`}>{segment.production}</RouteLink> ({formatLongDate(segment.date)})
        </li>
      ))}
    </ol>
  );
}
