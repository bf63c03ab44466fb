import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney } from '../../../domain/format';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import type { ProductionRow } from './use-production-list';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Productions as rows: show (a link to the production), date, status, viewers and payout. */
export function ProductionTable({ rows }: { rows: ProductionRow[] }) {
  const styles = useStyles();
  const tableWidths = useScrollTableWidths();
  return (
    <ScrollTable label="Productions table">
      <Table aria-label="Productions" size="small" className={tableWidths.medium}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Show</TableHeaderCell>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Viewers</TableHeaderCell>
            <TableHeaderCell>Payout</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ production, showName }) => (
            <TableRow key={production.id}>
              <TableCell>
                <Link to={`/production/${production.id}`}>{showName}</Link>
              </TableCell>
              <TableCell>{formatLongDate(production.date)}</TableCell>
              <TableCell>
                {production.complete ? <Badge color="success">Complete</Badge> : <Badge appearance="outline" color="informative">Booking</Badge>}
              </TableCell>
              <TableCell className={styles.figure}>{production.complete ? formatCompact(production.viewers) : <Text>—</Text>}</TableCell>
              <TableCell className={styles.figure}>{production.complete ? formatMoney(production.payout) : <Text>—</Text>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
