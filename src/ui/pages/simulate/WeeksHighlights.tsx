import { Fragment } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BestSegment, TitleChangeLine } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import { formatRating } from '../../../domain/format';
import { RouteLink } from '../../components/RouteLink';
import { WrestlerLinks } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** A year can change a title dozens of times: each title lists its latest changes only. */
const SHOWN_PER_TITLE = 5;

/** Holders' names joined with " & ", each a link to the wrestler's page (issue 35) when their id is known. */
function Holders({ names, ids }: { names: readonly string[]; ids: readonly number[] | undefined }) {
  if (!ids || ids.length !== names.length) return <>{names.join(' & ')}</>;
  return <WrestlerLinks people={names.map((name, i) => ({ id: ids[i]!, name }))} />;
}
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The run's changes, one entry per title (in the order the titles first changed), each oldest first. */
function byTitle(changes: readonly TitleChangeLine[]): TitleChangeLine[][] {
  const titles = new Map<number, TitleChangeLine[]>();
  for (const change of changes) titles.set(change.championshipId, [...(titles.get(change.championshipId) ?? []), change]);
  return [...titles.values()];
}

/** Every title that changed hands in the run: from whom, to whom, at which show. */
export function TitleChanges({ changes }: { changes: readonly TitleChangeLine[] }) {
  const styles = useStyles();
  if (changes.length === 0) return <Text as="p">No title changed hands.</Text>;
  return (
    <ul className={styles.list} aria-label="Title changes">
      {byTitle(changes).map((title) => {
        const shown = title.slice(-SHOWN_PER_TITLE);
        const hidden = title.length - shown.length;
        return (
          <li key={title[0].championshipId}>
            <Text weight="semibold">{title[0].championship}</Text> ({plural(title.length, 'change')}):{' '}
            {hidden > 0 && `${plural(hidden, 'earlier change')} not listed, then `}
            {shown.map((change, index) => (
              <Fragment key={index}>
                {index > 0 && ', then '}
                {index === 0 && (
                  <>
                    from {change.previousHolders.length > 0 ? <Holders names={change.previousHolders} ids={change.previousHolderIds} /> : 'vacant'}{' '}
                  </>
                )}
                to <Holders names={change.holders} ids={change.holderIds} /> at <RouteLink to={`/production/${change.productionId}`}>{change.production}</RouteLink>
              </Fragment>
            ))}
            .
          </li>
        );
      })}
    </ul>
  );
}

/** The run's highest rated segments, best first. */
export function WeeksBestSegments({ segments }: { segments: readonly BestSegment[] }) {
  const styles = useStyles();
  if (segments.length === 0) return <Text as="p">No segment was rated.</Text>;
  return (
    <ol className={styles.list} aria-label="Best segments">
      {segments.map((segment) => (
        <li key={segment.segmentId}>
          <Text weight="semibold">{formatRating(segment.rating)}</Text> {segment.kind}
          {segment.sides.length > 0 && `: ${segment.sides.map((side) => side.join(' & ')).join(' vs ')}`} at{' '}
          <RouteLink to={`/production/${segment.productionId}`}>{segment.production}</RouteLink> ({formatLongDate(segment.date)})
        </li>
      ))}
    </ol>
  );
}
