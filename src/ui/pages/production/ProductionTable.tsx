import { Badge, Text, makeStyles } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney } from '../../../domain/format';
import { DataTable } from '../../components/DataTable';
import { useScrollTableWidths } from '../../components/ScrollTable';
import type { ProductionRow } from './use-production-list';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Productions as rows: show (a link to the production), date, status, viewers and payout. */
export function ProductionTable({ rows }: { rows: ProductionRow[] }) {
  const styles = useStyles();
  const tableWidths = useScrollTableWidths();
  return (
    <DataTable scroll="Productions table" label="Productions" className={tableWidths.medium} rows={rows} rowKey={(row) => row.production.id}
      columns={[
        { header: 'Show', cell: ({ production, showName }) => <Link to={`/production/${production.id}`}>{showName}</Link> },
        { header: 'Date', cell: ({ production }) => formatLongDate(production.date) },
        {
          header: 'Status',
          cell: ({ production }) =>
            production.complete ? <Badge color="success">Complete</Badge> : <Badge appearance="outline" color="informative">Booking</Badge>,
        },
        { header: 'Viewers', className: styles.figure, cell: ({ production }) => (production.complete ? formatCompact(production.viewers) : <Text>—</Text>) },
        { header: 'Payout', className: styles.figure, cell: ({ production }) => (production.complete ? formatMoney(production.payout) : <Text>—</Text>) },
      ]}
    />
  );
}
