import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RankedChampionship } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { formatDays, GENDER_LABELS, holderNames, reignsOf } from './championship-labels';
import { ScrollTable } from '../../components/ScrollTable';

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
    <ScrollTable label="Championships by rank table">
      <Table size="small" aria-label="Championships by rank" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '4.5em' }}>Rank</TableHeaderCell>
            <TableHeaderCell>Championship</TableHeaderCell>
            <TableHeaderCell>Holders</TableHeaderCell>
            <TableHeaderCell>Held</TableHeaderCell>
            <TableHeaderCell style={{ width: '6em' }}>Defenses</TableHeaderCell>
            <TableHeaderCell style={{ width: '7em' }}>Gender</TableHeaderCell>
            <TableHeaderCell>Brands</TableHeaderCell>
            <TableHeaderCell style={{ width: '6.5em' }}>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className={styles.figure}>{row.rank}</TableCell>
              <TableCell>
                <div className={styles.stack}>
                  <Text weight="semibold">{row.name}</Text>
                  {/* The name begins with the visible count, and says whose reigns they are. */}
                  <RouteLink to={reignsOf(row.id)} label={`${reignWord(row.reignCount)} of ${row.name}`}>
                    {reignWord(row.reignCount)}
                  </RouteLink>
                </div>
              </TableCell>
              <TableCell>{holderNames(row.holders)}</TableCell>
              <TableCell>
                {row.daysHeld === null ? (
                  <span className={styles.muted}>—</span>
                ) : (
                  <div className={styles.stack}>
                    <span className={styles.figure}>{formatDays(row.daysHeld)}</span>
                    {row.since && <Text size={200} className={styles.muted}>since {formatLongDate(row.since)}</Text>}
                  </div>
                )}
              </TableCell>
              <TableCell className={styles.figure}>{row.defenses ?? '—'}</TableCell>
              <TableCell>{GENDER_LABELS[row.gender]}</TableCell>
              <TableCell>{row.brands.map((b) => b.name).join(', ') || <span className={styles.muted}>None</span>}</TableCell>
              <TableCell>
                <Badge appearance={row.active ? 'filled' : 'outline'} color={row.active ? 'success' : 'informative'}>
                  {row.active ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
