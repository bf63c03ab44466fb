import { useState } from 'react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import type { ContractRow } from '../../../application/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney, formatPoints, formatStat } from '../../../domain/format';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { NegotiationDialog } from './NegotiationDialog';
import { DataTable } from '../../components/DataTable';
import { WrestlerLink } from '../../components/WrestlerLink';

const TYPE = { FULL: 'Full-time', PART: 'Part-time', GUEST: 'Guest' } as const;

/** `/free-agents`: who can be signed and for what; a negotiation opens from each row. */
export function FreeAgentsPage() {
  const tableWidths = useScrollTableWidths();
  const { contracts } = useServices();
  const { data, error, reload } = useReadModel(() => contracts.freeAgents(), 'the free agents', 'free-agents');
  const [open, setOpen] = useState<ContractRow | null>(null);
  return (
    <Page title="Free agents">
      <PageSections>
        {error && <Text role="alert">Could not read the free agents: {error}</Text>}
        {!data && !error && <Spinner label="Reading the free agents" />}
        {data && data.agents.length === 0 && (
          <Text as="p">
            Nobody is a free agent right now. A wrestler becomes one when their contract ends (its date passes or its
            appearances are used up) and nobody renewed it. <RouteLink to="/backstage">Backstage</RouteLink> lists the
            contracts ending soon, so you can renew them first.
          </Text>
        )}
        {data && data.agents.length > 0 && (
          <SectionCard title="Who can be signed">
            <Text role="status">
              {data.agents.length} {data.agents.length === 1 ? 'free agent' : 'free agents'}, cheapest first. Asking terms are
              per appearance.
            </Text>
            <ScrollTable label="Free agents table">
              <DataTable label="Free agents" className={tableWidths.wide} rows={data.agents} rowKey={(a) => a.id}
                columns={[
                  { header: 'Name', cell: (a) => <WrestlerLink id={a.id} name={a.name} /> },
                  { header: 'Popularity', cell: (a) => formatStat(a.popularity) },
                  { header: 'Points', cell: (a) => formatPoints(a.points) },
                  { header: 'Asks per appearance', cell: (a) => formatMoney(a.asking.cost) },
                  { header: 'Appearances', cell: (a) => a.asking.appearances },
                  { header: 'Weeks', cell: (a) => a.asking.weeks },
                  { header: 'Contract', cell: (a) => TYPE[a.asking.contractType] },
                  {
                    header: 'Talks',
                    cell: (a) =>
                      a.refusesUntil ? (
                        <Text>Walked out: talks again {formatLongDate(a.refusesUntil)}</Text>
                      ) : (
                        <Button size="small" onClick={() => setOpen(a)}>
                          Negotiate with {a.name}
                        </Button>
                      ),
                  },
                ]}
              />
            </ScrollTable>
          </SectionCard>
        )}
        {open && data && <NegotiationDialog row={open} brands={data.brands} market={data.market} onClose={() => setOpen(null)} onSigned={reload} />}
      </PageSections>
    </Page>
  );
}
