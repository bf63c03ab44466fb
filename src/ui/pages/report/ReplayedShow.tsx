import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatCompact, formatDuration } from '../../../domain/format';
import type { ReportSegment, ShowReport } from '../../../domain/report/show-report';
import { RatingStars } from '../../components/rating';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  // Issue 34: a card at the code's limit names thousands of wrestlers; the browser lays out only
  // the segments near the screen (the rest keep an estimated height until scrolled to).
  segment: { contentVisibility: 'auto', containIntrinsicSize: 'auto 6rem' },
});

const sides = (s: ReportSegment): string =>
  s.sides.map((side) => `${side.wrestlers.join(' & ') || 'nobody'}${side.managers.length > 0 ? ` (with ${side.managers.join(' & ')})` : ''}`).join(s.competition ? ' vs. ' : ', ');

const result = (s: ReportSegment): string => (s.draw ? 'Draw' : s.winners.length > 0 ? s.winners.join(' & ') : 'No result');

/** A replayed show's card: each segment's people, winner, title change, rating and storyline. */
export function ReplayedShow({ report }: { report: ShowReport }) {
  const styles = useStyles();
  return (
    <section aria-label={`Replayed ${report.showName}`}>
      <Text as="h3" block weight="semibold">
        {report.showName}, {report.date}
      </Text>
      <Text as="p" block className={styles.muted}>
        {report.rules === 'living' ? 'Living world rules' : 'Classic rules'} · Attendance {report.attendance.toLocaleString('en-US')} · Viewers{' '}
        {formatCompact(report.viewers)}
      </Text>
      <ol className={styles.list} aria-label="Replayed card">
        {report.segments.map((s, i) => (
          <li key={i} className={styles.segment}>
            <Text weight="semibold">{s.kind}</Text> ({formatDuration(s.duration)}){sides(s) && `: ${sides(s)}`}
            <div className={styles.facts}>
              {s.competition && <Text>Winner: {result(s)}</Text>}
              {s.titleChanges.map((change) => (
                <Text key={change} weight="semibold">{change}</Text>
              ))}
              <RatingStars rating={s.rating} />
            </div>
            {s.storyline && <Text as="p" italic>{s.storyline}</Text>}
          </li>
        ))}
      </ol>
    </section>
  );
}
