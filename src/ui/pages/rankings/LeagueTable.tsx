import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DataTable } from '../../components/DataTable';
import type { LeagueRow } from '../../../application/rankings';
import { formatWinPct } from './rankings-format';
import { WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  table: { minWidth: '760px' },
  figure: { fontVariantNumeric: 'tabular-nums', textAlign: 'right', justifyContent: 'flex-end' },
  position: { width: '3.5em' },
  points: { fontWeight: tokens.fontWeightSemibold },
});

// Short headers as league tables print them; each spelt out for screen readers.
const FIGURES: { header: string; name: string; cell: (row: LeagueRow) => string }[] = [
  { header: 'P', name: 'Played', cell: (row) => String(row.played) },
  { header: 'W', name: 'Won', cell: (row) => String(row.wins) },
  { header: 'D', name: 'Drawn', cell: (row) => String(row.draws) },
  { header: 'L', name: 'Lost', cell: (row) => String(row.losses) },
  { header: 'Pts', name: 'League points', cell: (row) => String(row.leaguePoints) },
  { header: 'Win %', name: 'Win percentage', cell: (row) => formatWinPct(row.winPct) },
  { header: 'Streak', name: 'Current winning streak', cell: (row) => (row.streak > 0 ? `W${row.streak}` : '—') },
];

/** One page of a league table. */
export function LeagueTable({ label, rows }: { label: string; rows: readonly LeagueRow[] }) {
  const styles = useStyles();
  return (
    <DataTable scroll={`${label} table`} label={label} className={styles.table} rows={rows} rowKey={(row) => row.id}
      columns={[
        {
          header: <abbr title="Position">#</abbr>,
          headerProps: { className: styles.position, 'aria-label': 'Position' },
          className: styles.position,
          cell: (row) => row.position,
        },
        { header: 'Wrestler', cell: (row) => <WrestlerLink id={row.id} name={row.name} /> },
        { header: 'Brand', cell: (row) => row.brandNames.join(', ') || '—' },
        ...FIGURES.map((f) => ({
          header: <abbr title={f.name}>{f.header}</abbr>,
          headerProps: { className: styles.figure, 'aria-label': f.name },
          className: mergeClasses(styles.figure, f.header === 'Pts' && styles.points),
          cell: (row: LeagueRow) => f.cell(row),
        })),
      ]}
    />
  );
}
