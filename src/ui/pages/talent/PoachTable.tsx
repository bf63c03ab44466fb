import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { PoachTarget } from '../../../application/talent';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { ScrollTable } from '../../components/ScrollTable';

/** Rivals' wrestlers near the end of their contracts, with what Poach offers them. */
export function PoachTable({ targets, busy, onPoach }: { targets: PoachTarget[]; busy: boolean; onPoach: (t: PoachTarget) => void }) {
  return (
    <ScrollTable label="Poach targets table">
      <Table aria-label="Poach targets" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Rival</TableHeaderCell>
            <TableHeaderCell>Contract ends</TableHeaderCell>
            <TableHeaderCell>Costs now</TableHeaderCell>
            <TableHeaderCell>Asks</TableHeaderCell>
            <TableHeaderCell>Your offer</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {targets.map((t) => (
            <TableRow key={t.wrestlerId}>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.rival}</TableCell>
              <TableCell>{t.contractEnds ? formatLongDate(t.contractEnds) : 'When the appearances run out'}</TableCell>
              <TableCell>{formatMoney(t.currentCost)}</TableCell>
              <TableCell>{formatMoney(t.asking)}</TableCell>
              <TableCell>
                <Button size="small" disabled={busy} onClick={() => onPoach(t)} aria-label={`Poach at ${formatMoney(t.offerCost)}: ${t.name} from ${t.rival}`}>
                  Poach at {formatMoney(t.offerCost)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
