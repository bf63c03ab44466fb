import type { MoveRow } from '../../../application/talent';
import { formatShortDate } from '../../../domain/dates';
import { DataTable } from '../../components/DataTable';
import { TextWithWrestlerLinks, WrestlerLink } from '../../components/WrestlerLink';

/** Who changed promotion, newest first, each with the sentence of why. */
export function MovesTable({ moves }: { moves: MoveRow[] }) {
  return (
    <DataTable scroll="Moves table" label="Talent moves" rows={moves} rowKey={(m, i) => `${m.date}-${m.wrestlerId}-${i}`}
      columns={[
        { header: 'Date', cell: (m) => formatShortDate(m.date) },
        { header: 'Wrestler', cell: (m) => <WrestlerLink id={m.wrestlerId} name={m.name} /> },
        { header: 'From → to', cell: (m) => <>{m.from} → {m.to}</> },
        { header: 'Why', cell: (m) => <TextWithWrestlerLinks text={m.reason} people={[{ id: m.wrestlerId, name: m.name }]} /> },
      ]}
    />
  );
}
