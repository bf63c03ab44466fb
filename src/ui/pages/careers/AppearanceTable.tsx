import { makeStyles, tokens } from '@fluentui/react-components';
import type { CareerAppearance } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import { DataTable } from '../../components/DataTable';
import { RouteLink } from '../../components/RouteLink';
import { RatingStars } from '../../components/rating';
import { names, RESULT_LABELS } from './career-labels';
import { WhoElse } from './WhoElse';

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
    <DataTable scroll={`${label} table`} label={label} className={styles.table} rows={rows} rowKey={(row) => row.segmentId}
      columns={[
        { header: 'Date', cell: (row) => (row.date ? formatLongDate(row.date) : <span className={styles.muted}>Unknown</span>) },
        {
          header: 'Show',
          cell: (row) => (row.productionId !== null ? <RouteLink to={`/production/${row.productionId}`}>{row.showName}</RouteLink> : row.showName),
        },
        {
          header: 'Segment',
          cell: (row) => (
            <>
              {row.kindName}
              {row.championships.length > 0 && <span className={styles.muted}> · for {names(row.championships)}</span>}
            </>
          ),
        },
        { header: 'Opponents', cell: (row) => <WhoElse row={row} /> },
        played && {
          header: 'Result',
          width: '7em',
          className: (row) => (row.result === 'WIN' ? styles.win : row.result === 'LOSS' ? styles.loss : styles.muted),
          cell: (row) => (row.competition ? RESULT_LABELS[row.result] : '—'),
        },
        played && {
          header: 'Rating',
          width: '10em',
          cell: (row) => (row.competition ? <RatingStars rating={row.rating} /> : <span className={styles.muted}>Not rated</span>),
        },
        { header: 'Duration', width: '6em', className: styles.figure, cell: (row) => formatDuration(row.duration) },
      ]}
    />
  );
}
