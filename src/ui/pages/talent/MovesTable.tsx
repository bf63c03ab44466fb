import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { MoveRow } from '../../../application/talent';
import { formatShortDate } from '../../../domain/dates';
import { ScrollTable } from '../../components/ScrollTable';

/** Who changed promotion, newest first, each with the sentence of why. */
export function MovesTable({ moves }: { moves: MoveRow[] }) {
  return (
    <ScrollTable label="Moves table">
      <Table aria-label="Talent moves" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>From → to</TableHeaderCell>
            <TableHeaderCell>Why</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {moves.map((m, i) => (
            <TableRow key={`${m.date}-${m.wrestlerId}-${i}`}>
              <TableCell>{formatShortDate(m.date)}</TableCell>
              <TableCell>{m.name}</TableCell>
              <TableCell>
                {m.from} → {m.to}
              </TableCell>
              <TableCell>{m.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
