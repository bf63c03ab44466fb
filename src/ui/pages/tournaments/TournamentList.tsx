import { Text } from '@fluentui/react-components';
import type { TournamentRow } from '../../../application/tournament';
import { formatLongDate } from '../../../domain/dates';
import { DataTable } from '../../components/DataTable';
import { RouteLink } from '../../components/RouteLink';
import { STATUS_LABELS } from './tournament-labels';
import { useTournamentStyles } from './tournament-styles';

/** Every tournament, newest first: name (opens its bracket), date, entrants, status, winner. */
export function TournamentList({ rows, selectedId }: { rows: readonly TournamentRow[]; selectedId: number | null }) {
  const styles = useTournamentStyles();
  if (rows.length === 0) {
    return (
      <Text as="p">
        No tournaments yet. Create one with the form below: pick 4, 8 or 16 entrants (or let the roster be seeded by points), then play it a
        match, a round, or all the way to a champion.
      </Text>
    );
  }
  return (
    <DataTable label="Tournaments" rows={rows} rowKey={(row) => row.id} rowProps={(row) => ({ 'aria-current': row.id === selectedId ? 'true' : undefined })}
      columns={[
        { header: 'Tournament', cell: (row) => <RouteLink to={`/tournaments?id=${row.id}`}>{row.name}</RouteLink> },
        { header: 'Date', className: styles.figure, cell: (row) => (row.date ? formatLongDate(row.date) : '—') },
        { header: 'Entrants', className: styles.figure, cell: (row) => row.entrants },
        { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
        { header: 'Winner', cell: (row) => row.winner ?? '—' },
      ]}
    />
  );
}
