import { useState } from 'react';
import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import type { ContractRow, RenewSummary } from '../../../application/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { NegotiationDialog } from './NegotiationDialog';

/** Backstage warns this many weeks ahead. */
export const WARN_WEEKS = 4;

const endText = (r: ContractRow): string =>
  r.ended ? 'Ended' : r.contractExpires ? formatLongDate(r.contractExpires) : 'No end date';

/**
 * Backstage's warning: contracts ending within four weeks, by date, each renewable; or all at once at
 * asking terms. `readKey` changes when the page's own actions changed contracts (read again).
 */
export function ExpiringContracts({ readKey = '', onChanged }: { readKey?: string; onChanged?: () => void }) {
  const tableWidths = useScrollTableWidths();
  const { contracts, logger } = useServices();
  const { data, error, reload } = useReadModel(() => contracts.expiring({ weeks: WARN_WEEKS }), 'the expiring contracts', `expiring:${readKey}`);
  const [open, setOpen] = useState<ContractRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<RenewSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = () => {
    reload();
    onChanged?.();
  };
  const renewAll = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setSummary(await contracts.renewExpiring({ weeks: WARN_WEEKS }));
      changed();
    } catch (cause) {
      logger.error('Could not renew the contracts', cause);
      setFailure(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };
  const title = `Contracts ending within ${WARN_WEEKS} weeks`;
  return (
    <SectionCard
      title={title}
      action={data && data.rows.length > 0 ? (
        <Button onClick={() => void renewAll()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          Renew all at their asking terms
        </Button>
      ) : undefined}
    >
      {error && <Text>Could not read the contracts: {error}</Text>}
      {!data && !error && <Spinner size="tiny" label="Reading the contracts" />}
      <div aria-live="polite">
        {failure && <Text role="alert">That did not work: {failure}</Text>}
        {summary && (
          <Text as="p">
            Renewed {summary.renewed.length} {summary.renewed.length === 1 ? 'contract' : 'contracts'}
            {summary.renewed.length > 0 && ` (${summary.renewed.join(', ')})`}.
            {summary.skipped.map((s) => ` ${s.name}: ${s.reason}`).join('')}
          </Text>
        )}
      </div>
      {data && data.rows.length === 0 && <Text as="p">No contract ends within {WARN_WEEKS} weeks.</Text>}
      {data && data.rows.length > 0 && (
        <ScrollTable label={`${title} table`}>
          <Table className={tableWidths.medium} aria-label={title} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Brand</TableHeaderCell>
                <TableHeaderCell>Ends</TableHeaderCell>
                <TableHeaderCell>Appearances left</TableHeaderCell>
                <TableHeaderCell>Asks per appearance</TableHeaderCell>
                <TableHeaderCell>Renew</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell>{r.brandNames.join(', ') || 'No brand'}</TableCell>
                  <TableCell>{endText(r)}</TableCell>
                  <TableCell>{r.remainingAppearances}</TableCell>
                  <TableCell>{formatMoney(r.asking.cost)}</TableCell>
                  <TableCell>
                    {r.refusesUntil ? `Talks again ${formatLongDate(r.refusesUntil)}` : <Button size="small" onClick={() => setOpen(r)}>Renew {r.name}</Button>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {open && data && <NegotiationDialog row={open} brands={data.brands} onClose={() => setOpen(null)} onSigned={changed} />}
    </SectionCard>
  );
}
