import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DataTable } from '../../components/DataTable';
import { MEASURE_LABELS, RANK_MEASURES, measureOf, type RankMeasure, type RankedWrestler } from '../../../application/rankings';
import { InjuryBadge } from '../../components/InjuryBadge';
import { formatNumber, formatPoints, formatStat } from '../../../domain/format';
import { formatWinPct } from './rankings-format';
import { WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  table: { minWidth: '880px' },
  figure: { fontVariantNumeric: 'tabular-nums', textAlign: 'right', justifyContent: 'flex-end' },
  rank: { width: '4.5em' },
  chosen: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground1Selected },
});

const show = (row: RankedWrestler, measure: RankMeasure): string => {
  const value = measureOf(row.entry, measure);
  if (measure === 'winPct') return formatWinPct(value);
  if (measure === 'points') return formatPoints(value ?? 0);
  // Issue 35: the 0–100 stats read whole, as on the roster and the wrestler's page.
  if (measure === 'popularity' || measure === 'charisma') return formatStat(value ?? 0);
  return formatNumber(value ?? 0);
};

/** One page of the ranking: every measure shown, the one ranked by marked as the sort column. */
export function RankingTable({ rows, measure }: { rows: readonly RankedWrestler[]; measure: RankMeasure }) {
  const styles = useStyles();
  return (
    <DataTable scroll="Wrestler rankings table" label="Wrestler rankings" className={styles.table} rows={rows} rowKey={(row) => row.entry.id}
      columns={[
        { header: 'Rank', headerProps: { className: styles.rank }, className: styles.rank, cell: (row) => row.rank },
        {
          header: 'Wrestler',
          cell: (row) => (
            <>
              <WrestlerLink id={row.entry.id} name={row.entry.name} />
              <InjuryBadge wrestler={row.entry} />
            </>
          ),
        },
        { header: 'Brand', cell: (row) => row.entry.brandNames.join(', ') || '—' },
        ...RANK_MEASURES.map((m) => {
          const className = mergeClasses(styles.figure, m === measure && styles.chosen);
          return {
            header: MEASURE_LABELS[m],
            headerProps: { 'aria-sort': m === measure ? ('descending' as const) : undefined, className },
            className,
            cell: (row: RankedWrestler) => show(row, m),
          };
        }),
      ]}
    />
  );
}
