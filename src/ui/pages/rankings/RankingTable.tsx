import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MEASURE_LABELS, RANK_MEASURES, measureOf, type RankMeasure, type RankedWrestler } from '../../../application/rankings';
import { InjuryBadge } from '../../components/InjuryBadge';
import { formatFigure, formatWinPct } from './rankings-format';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  table: { minWidth: '880px' },
  figure: { fontVariantNumeric: 'tabular-nums', textAlign: 'right', justifyContent: 'flex-end' },
  rank: { width: '4.5em' },
  chosen: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground1Selected },
});

const show = (row: RankedWrestler, measure: RankMeasure): string => {
  const value = measureOf(row.entry, measure);
  return measure === 'winPct' ? formatWinPct(value) : formatFigure(value ?? 0);
};

/** One page of the ranking: every measure shown, the one ranked by marked as the sort column. */
export function RankingTable({ rows, measure }: { rows: readonly RankedWrestler[]; measure: RankMeasure }) {
  const styles = useStyles();
  return (
    <ScrollTable label="Wrestler rankings table">
      <Table size="small" aria-label="Wrestler rankings" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.rank}>Rank</TableHeaderCell>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Brand</TableHeaderCell>
            {RANK_MEASURES.map((m) => (
              <TableHeaderCell
                key={m}
                aria-sort={m === measure ? 'descending' : undefined}
                className={mergeClasses(styles.figure, m === measure && styles.chosen)}
              >
                {MEASURE_LABELS[m]}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.entry.id}>
              <TableCell className={styles.rank}>{row.rank}</TableCell>
              <TableCell>
                {row.entry.name}
                <InjuryBadge wrestler={row.entry} />
              </TableCell>
              <TableCell>{row.entry.brandNames.join(', ') || '—'}</TableCell>
              {RANK_MEASURES.map((m) => (
                <TableCell key={m} className={mergeClasses(styles.figure, m === measure && styles.chosen)}>
                  {show(row, m)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
