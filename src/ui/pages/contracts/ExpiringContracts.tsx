import { useState } from 'react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import type { ContractRow, RenewSummary } from '../../../application/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { NegotiationDialog } from './NegotiationDialog';
import { DataTable } from '../../components/DataTable';
import { WrestlerLink } from '../../components/WrestlerLink';

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
          <DataTable label={title} className={tableWidths.medium} rows={data.rows} rowKey={(r) => r.id}
            columns={[
              { header: 'Name', cell: (r) => <WrestlerLink id={r.id} name={r.name} /> },
              { header: 'Brand', cell: (r) => r.brandNames.join(', ') || 'No brand' },
              { header: 'Ends', cell: (r) => endText(r) },
              { header: 'Appearances left', cell: (r) => r.remainingAppearances },
              // Issue 36: a renewal ask that fell with the wrestler's standing says from what (why: the dialog).
              { header: 'Asks per appearance', cell: (r) => (r.askCut ? `${formatMoney(r.asking.cost)} (down from ${formatMoney(r.askCut.asked)})` : formatMoney(r.asking.cost)) },
              {
                header: 'Renew',
                cell: (r) => (r.refusesUntil ? `Talks again ${formatLongDate(r.refusesUntil)}` : <Button size="small" onClick={() => setOpen(r)}>Renew {r.name}</Button>),
              },
            ]}
          />
        </ScrollTable>
      )}
      {open && data && <NegotiationDialog row={open} brands={data.brands} market={data.market} onClose={() => setOpen(null)} onSigned={changed} />}
    </SectionCard>
  );
}
