import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BestSegment } from '../../../application/ratings';
import { DataTable } from '../../components/DataTable';
import { RatingStars, WhyThisRating } from '../../components/rating';
import { dayLabel } from './chart-data';

const useStyles = makeStyles({
  rating: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  winner: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "Ada & Bo vs Cy", the winners in bold. */
function Teams({ teams }: { teams: BestSegment['teams'] }) {
  const styles = useStyles();
  return (
    <>
      {teams.map((team, i) => (
        <span key={team.groupId}>
          {i > 0 && <span className={styles.muted}> vs </span>}
          <span className={team.winner ? styles.winner : undefined}>{team.names.join(' & ')}</span>
        </span>
      ))}
    </>
  );
}

/** The highest-rated segments of the window, best first; dates outside the season carry their year. */
export function BestSegments({ segments, season }: { segments: readonly BestSegment[]; season: string }) {
  const styles = useStyles();
  if (segments.length === 0) return <Text className={styles.muted}>No segment with wrestlers has been rated yet.</Text>;
  return (
    <DataTable label="Best segments" rows={segments} rowKey={(segment) => segment.segmentId}
      columns={[
        { header: '#', width: '3em', cell: (_, i) => i + 1 },
        {
          header: 'Rating',
          cell: (segment) => (
            <div className={styles.rating}>
              <RatingStars rating={segment.rating} />
              <WhyThisRating explanation={segment.explanation} source="completion" subject={segment.kindName} />
            </div>
          ),
        },
        { header: 'Segment', cell: (segment) => segment.kindName },
        { header: 'Participants', cell: (segment) => <Teams teams={segment.teams} /> },
        { header: 'Show', cell: (segment) => segment.showName },
        { header: 'Date', cell: (segment) => dayLabel(segment.date, season) },
      ]}
    />
  );
}
