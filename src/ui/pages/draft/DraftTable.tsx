import {
  Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import type { DraftRow } from '../../../application/draft';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { CONTRACT_LABELS } from './contract-labels';
import { RemoveDraftButton } from './RemoveDraftButton';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' },
  missing: { color: tokens.colorPaletteRedForeground1, fontStyle: 'italic' },
});

export interface DraftTableProps {
  label: string;
  rows: readonly DraftRow[];
  busy?: boolean;
  /** Given, each row gets a Remove button (pending drafts only). */
  onRemove?: (row: DraftRow) => Promise<void>;
}

const statusOf = (row: DraftRow) => {
  if (row.complete) return { text: 'Complete', color: 'success' } as const;
  if (row.wrestlerName === null || row.brandName === null) return { text: 'Cannot sign', color: 'danger' } as const;
  return { text: 'Pending', color: 'warning' } as const;
};

/** Drafts by pick: who, for whom, how many appearances at what cost, the total and the status. */
export function DraftTable({ label, rows, busy = false, onRemove }: DraftTableProps) {
  const styles = useStyles();
  const name = (value: string | null, what: string) => value ?? <span className={styles.missing}>{`Deleted ${what}`}</span>;
  return (
    <ScrollTable label={`${label} table`}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '4em' }}>Pick</TableHeaderCell>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Brand</TableHeaderCell>
            <TableHeaderCell>Appearances</TableHeaderCell>
            <TableHeaderCell>Cost per appearance</TableHeaderCell>
            <TableHeaderCell>Total</TableHeaderCell>
            <TableHeaderCell>Contract</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            {onRemove && <TableHeaderCell style={{ width: '7em' }}>Actions</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const status = statusOf(row);
            return (
              <TableRow key={row.id}>
                <TableCell>{row.pick}</TableCell>
                <TableCell>{name(row.wrestlerName, 'wrestler')}</TableCell>
                <TableCell>{name(row.brandName, 'brand')}</TableCell>
                <TableCell className={styles.figure}>{row.amountOfAppearances}</TableCell>
                <TableCell className={styles.figure}>{formatMoney(row.costPerAppearance)}</TableCell>
                <TableCell className={styles.figure}>{formatMoney(row.total)}</TableCell>
                <TableCell>
                  {CONTRACT_LABELS[row.contractType]} until {formatLongDate(row.endDate)}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={status.color}>
                    {status.text}
                  </Badge>
                </TableCell>
                {onRemove && (
                  <TableCell>
                    <RemoveDraftButton row={row} disabled={busy} onRemove={onRemove} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
