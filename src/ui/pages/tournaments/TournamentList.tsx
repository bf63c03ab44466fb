import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { TournamentRow } from '../../../application/tournament';
import { formatLongDate } from '../../../domain/dates';
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
    <Table aria-label="Tournaments" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Tournament</TableHeaderCell>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Entrants</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Winner</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} aria-current={row.id === selectedId ? 'true' : undefined}>
            <TableCell>
              <RouteLink to={`/tournaments?id=${row.id}`}>{row.name}</RouteLink>
            </TableCell>
            <TableCell className={styles.figure}>{row.date ? formatLongDate(row.date) : '—'}</TableCell>
            <TableCell className={styles.figure}>{row.entrants}</TableCell>
            <TableCell>{STATUS_LABELS[row.status]}</TableCell>
            <TableCell>{row.winner ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
