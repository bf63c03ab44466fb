import { Button } from '@fluentui/react-components';
import type { PoachTarget } from '../../../application/talent';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { ScrollTable } from '../../components/ScrollTable';
import { DataTable } from '../../components/DataTable';
import { WrestlerLink } from '../../components/WrestlerLink';

/** Rivals' wrestlers near the end of their contracts, with what Poach offers them. */
export function PoachTable({ targets, busy, onPoach }: { targets: PoachTarget[]; busy: boolean; onPoach: (t: PoachTarget) => void }) {
  return (
    <ScrollTable label="Poach targets table">
      <DataTable label="Poach targets" rows={targets} rowKey={(t) => t.wrestlerId}
        columns={[
          { header: 'Wrestler', cell: (t) => <WrestlerLink id={t.wrestlerId} name={t.name} /> },
          { header: 'Rival', cell: (t) => t.rival },
          { header: 'Contract ends', cell: (t) => (t.contractEnds ? formatLongDate(t.contractEnds) : 'When the appearances run out') },
          { header: 'Costs now', cell: (t) => formatMoney(t.currentCost) },
          { header: 'Asks', cell: (t) => formatMoney(t.asking) },
          {
            header: 'Your offer',
            cell: (t) => (
              <Button size="small" disabled={busy} onClick={() => onPoach(t)} aria-label={`Poach at ${formatMoney(t.offerCost)}: ${t.name} from ${t.rival}`}>
                Poach at {formatMoney(t.offerCost)}
              </Button>
            ),
          },
        ]}
      />
    </ScrollTable>
  );
}
