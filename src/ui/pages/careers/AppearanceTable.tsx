import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { CareerAppearance } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import { RouteLink } from '../../components/RouteLink';
import { RatingStars } from '../../components/rating';
import { names, RESULT_LABELS, whoElse } from './career-labels';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  table: { minWidth: '820px' },
  figure: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  win: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  loss: { color: tokens.colorPaletteRedForeground1 },
});

interface AppearanceTableProps {
  label: string;
  rows: readonly CareerAppearance[];
  /** Past segments show how they went; booked ones only who and where. */
  played: boolean;
}

/** Segments of a career: date, show (a link to its production), kind, who else, and for played ones the result. */
export function AppearanceTable({ label, rows, played }: AppearanceTableProps) {
  const styles = useStyles();
  return (
    <ScrollTable label={`${label} table`}>
      <Table size="small" aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Show</TableHeaderCell>
            <TableHeaderCell>Segment</TableHeaderCell>
            <TableHeaderCell>Opponents</TableHeaderCell>
            {played && <TableHeaderCell style={{ width: '7em' }}>Result</TableHeaderCell>}
            {played && <TableHeaderCell style={{ width: '10em' }}>Rating</TableHeaderCell>}
            <TableHeaderCell style={{ width: '6em' }}>Duration</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.segmentId}>
              <TableCell>{row.date ? formatLongDate(row.date) : <span className={styles.muted}>Unknown</span>}</TableCell>
              <TableCell>
                {row.productionId !== null ? <RouteLink to={`/production/${row.productionId}`}>{row.showName}</RouteLink> : row.showName}
              </TableCell>
              <TableCell>
                {row.kindName}
                {row.championships.length > 0 && <span className={styles.muted}> · for {names(row.championships)}</span>}
              </TableCell>
              <TableCell>{whoElse(row)}</TableCell>
              {played && (
                <TableCell className={row.result === 'WIN' ? styles.win : row.result === 'LOSS' ? styles.loss : styles.muted}>
                  {row.competition ? RESULT_LABELS[row.result] : '—'}
                </TableCell>
              )}
              {played && <TableCell>{row.competition ? <RatingStars rating={row.rating} /> : <span className={styles.muted}>Not rated</span>}</TableCell>}
              <TableCell className={styles.figure}>{formatDuration(row.duration)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
