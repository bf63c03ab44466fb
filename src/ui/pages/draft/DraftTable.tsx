import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { DraftRow } from '../../../application/draft';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { CONTRACT_LABELS } from './contract-labels';
import { RemoveDraftButton } from './RemoveDraftButton';
import { DataTable } from '../../components/DataTable';

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
  if (row.refusal) return { text: 'Refused', color: 'danger' } as const;
  if (row.wrestlerName === null || row.brandName === null) return { text: 'Cannot sign', color: 'danger' } as const;
  return { text: 'Pending', color: 'warning' } as const;
};

/** Drafts by pick: who, for whom, how many appearances at what cost, the total and the status. */
export function DraftTable({ label, rows, busy = false, onRemove }: DraftTableProps) {
  const styles = useStyles();
  const name = (value: string | null, what: string) => value ?? <span className={styles.missing}>{`Deleted ${what}`}</span>;
  return (
    <DataTable scroll={`${label} table`} label={label} rows={rows} rowKey={(row) => row.id}
      columns={[
        { header: 'Pick', width: '4em', cell: (row) => row.pick },
        { header: 'Wrestler', cell: (row) => name(row.wrestlerName, 'wrestler') },
        { header: 'Brand', cell: (row) => name(row.brandName, 'brand') },
        { header: 'Appearances', className: styles.figure, cell: (row) => row.amountOfAppearances },
        { header: 'Cost per appearance', className: styles.figure, cell: (row) => formatMoney(row.costPerAppearance) },
        { header: 'Total', className: styles.figure, cell: (row) => formatMoney(row.total) },
        { header: 'Contract', cell: (row) => <>{CONTRACT_LABELS[row.contractType]} until {formatLongDate(row.endDate)}</> },
        {
          header: 'Status',
          cell: (row) => {
            const status = statusOf(row);
            return (
              <Badge appearance="tint" color={status.color}>
                {status.text}
              </Badge>
            );
          },
        },
        onRemove && { header: 'Actions', width: '7em', cell: (row) => <RemoveDraftButton row={row} disabled={busy} onRemove={onRemove} /> },
      ]}
    />
  );
}
