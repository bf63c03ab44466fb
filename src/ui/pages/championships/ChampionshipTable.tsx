import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RankedChampionship } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { WrestlerLinks } from '../../components/WrestlerLink';
import { formatDays, GENDER_LABELS, holderNames, reignsOf } from './championship-labels';
import { DataTable } from '../../components/DataTable';

const useStyles = makeStyles({
  table: { minWidth: '860px' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  figure: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const reignWord = (count: number): string => (count === 1 ? '1 reign' : `${count} reigns`);

/** The titles as ranked, each with its holders, how long they have held it and a way to its reigns. */
export function ChampionshipTable({ rows }: { rows: readonly RankedChampionship[] }) {
  const styles = useStyles();
  return (
    <DataTable scroll="Championships by rank table" label="Championships by rank" className={styles.table} rows={rows} rowKey={(row) => row.id}
      columns={[
        { header: 'Rank', width: '4.5em', className: styles.figure, cell: (row) => row.rank },
        {
          header: 'Championship',
          cell: (row) => (
            <div className={styles.stack}>
              <Text weight="semibold">{row.name}</Text>
              {/* The name begins with the visible count, and says whose reigns they are. */}
              <RouteLink to={reignsOf(row.id)} label={`${reignWord(row.reignCount)} of ${row.name}`}>
                {reignWord(row.reignCount)}
              </RouteLink>
            </div>
          ),
        },
        // Issue 35: each holder's name opens their page.
        { header: 'Holders', cell: (row) => <WrestlerLinks people={row.holders} empty={holderNames(row.holders)} /> },
        {
          header: 'Held',
          cell: (row) =>
            row.daysHeld === null ? (
              <span className={styles.muted}>—</span>
            ) : (
              <div className={styles.stack}>
                <span className={styles.figure}>{formatDays(row.daysHeld)}</span>
                {row.since && <Text size={200} className={styles.muted}>since {formatLongDate(row.since)}</Text>}
              </div>
            ),
        },
        { header: 'Defenses', width: '6em', className: styles.figure, cell: (row) => row.defenses ?? '—' },
        { header: 'Gender', width: '7em', cell: (row) => GENDER_LABELS[row.gender] },
        { header: 'Brands', cell: (row) => row.brands.map((b) => b.name).join(', ') || <span className={styles.muted}>None</span> },
        {
          header: 'Status',
          width: '6.5em',
          cell: (row) => (
            <Badge appearance={row.active ? 'filled' : 'outline'} color={row.active ? 'success' : 'informative'}>
              {row.active ? 'Active' : 'Inactive'}
            </Badge>
          ),
        },
      ]}
    />
  );
}
