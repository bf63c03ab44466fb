import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BestSegment } from '../../../application/ratings';
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
    <Table size="small" aria-label="Best segments">
      <TableHeader>
        <TableRow>
          <TableHeaderCell style={{ width: '3em' }}>#</TableHeaderCell>
          <TableHeaderCell>Rating</TableHeaderCell>
          <TableHeaderCell>Segment</TableHeaderCell>
          <TableHeaderCell>Participants</TableHeaderCell>
          <TableHeaderCell>Show</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {segments.map((segment, i) => (
          <TableRow key={segment.segmentId}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>
              <div className={styles.rating}>
                <RatingStars rating={segment.rating} />
                <WhyThisRating explanation={segment.explanation} source="completion" subject={segment.kindName} />
              </div>
            </TableCell>
            <TableCell>{segment.kindName}</TableCell>
            <TableCell>
              <Teams teams={segment.teams} />
            </TableCell>
            <TableCell>{segment.showName}</TableCell>
            <TableCell>{dayLabel(segment.date, season)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
