import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReignRow } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { WrestlerLinks } from '../../components/WrestlerLink';
import { formatDays, holderNames, reignsOf } from './championship-labels';
import { useScrollTableWidths } from '../../components/ScrollTable';
import { DataTable } from '../../components/DataTable';
import { LostCell } from '../../components/LostCell';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ReignTableProps {
  rows: readonly ReignRow[];
  /** With one title chosen, its name need not link to itself. */
  linkTitles: boolean;
}

/** One page of reigns: title, holders, dates and what the reign amounted to. */
export function ReignTable({ rows, linkTitles }: ReignTableProps) {
  const styles = useStyles();
  const tableWidths = useScrollTableWidths();
  return (
    <DataTable scroll="Reigns table" label="Reigns" className={tableWidths.wide} rows={rows} rowKey={(reign) => reign.id}
      columns={[
        {
          header: 'Championship',
          cell: (reign) => (linkTitles ? <RouteLink to={reignsOf(reign.championshipId)}>{reign.championshipName}</RouteLink> : reign.championshipName),
        },
        { header: 'Holders', cell: (reign) => <WrestlerLinks people={reign.holders} empty={holderNames(reign.holders)} /> },
        { header: 'Won', cell: (reign) => (reign.startDate ? formatLongDate(reign.startDate) : <span className={styles.muted}>Unknown</span>) },
        {
          header: 'Lost',
          // Issue 36: a reign given up (vacated) says why under its end date.
          cell: (reign) => (reign.endReason ? (
            <>
              <LostCell endDate={reign.endDate} />
              <div className={styles.muted}>Vacated: {reign.endReason}</div>
            </>
          ) : <LostCell endDate={reign.endDate} />),
        },
        { header: 'Days', width: '7em', className: styles.figure, cell: (reign) => (reign.days === null ? '—' : formatDays(reign.days)) },
        { header: 'Defenses', width: '6em', className: styles.figure, cell: (reign) => reign.defenses },
      ]}
    />
  );
}
