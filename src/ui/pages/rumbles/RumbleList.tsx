import { useState } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { genderLabel } from '../../components/division-labels';
import { StatusBadge } from './StatusBadge';
import { useRumbleStyles } from './rumble-styles';
import type { RumblesData } from './use-rumbles-data';

/** Rows per page: a long save holds a rumble or more a month. */
export const RUMBLES_PER_PAGE = 20;

/** Every rumble, newest first: date, name (a link) and title, division, field size, status, winner. */
export function RumbleList({ data }: { data: RumblesData }) {
  const styles = useRumbleStyles();
  const [page, setPage] = useState(1);
  const pages = Math.ceil(data.rumbles.length / RUMBLES_PER_PAGE);
  const shown = data.rumbles.slice((page - 1) * RUMBLES_PER_PAGE, page * RUMBLES_PER_PAGE);
  const wrestlers = new Map(data.wrestlers.map((w) => [w.id, w.name]));
  const titles = new Map(data.championships.map((c) => [c.id, c.name]));
  if (data.rumbles.length === 0) {
    return (
      <Text as="p">
        No rumbles yet. Set one up with the form below: pick at least two entrants (or fill the field at random), create it, then run it from
        its page.
      </Text>
    );
  }
  return (
    <>
      <Table aria-label="Rumbles" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Rumble</TableHeaderCell>
            <TableHeaderCell>Division</TableHeaderCell>
            <TableHeaderCell>Entrants</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Winner</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((rumble) => {
            const title = rumble.championshipId === null ? null : (titles.get(rumble.championshipId) ?? 'A deleted title');
            return (
              <TableRow key={rumble.id}>
                <TableCell className={styles.figure}>{rumble.date ? formatLongDate(rumble.date) : '—'}</TableCell>
                <TableCell>
                  <RouteLink to={`/rumbles/${rumble.id}`}>{rumble.name || `Rumble #${rumble.id}`}</RouteLink>
                  {title && <Text size={200} className={styles.muted}>{` · for the ${title}`}</Text>}
                </TableCell>
                <TableCell>{genderLabel(rumble.gender)}</TableCell>
                <TableCell className={styles.figure}>{rumble.entryIds.length}</TableCell>
                <TableCell>
                  <StatusBadge rumble={rumble} />
                </TableCell>
                <TableCell>{rumble.winnerId === null ? '—' : (wrestlers.get(rumble.winnerId) ?? `Wrestler #${rumble.winnerId}`)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Pagination count={pages} page={page} onChange={setPage} />
    </>
  );
}
