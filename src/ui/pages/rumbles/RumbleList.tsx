import { useState } from 'react';
import { Text } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { genderLabel } from '../../components/division-labels';
import { StatusBadge } from './StatusBadge';
import { useRumbleStyles } from './rumble-styles';
import type { RumblesData } from './use-rumbles-data';
import { DataTable } from '../../components/DataTable';

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
      <DataTable label="Rumbles" rows={shown} rowKey={(rumble) => rumble.id}
        columns={[
          { header: 'Date', className: styles.figure, cell: (rumble) => (rumble.date ? formatLongDate(rumble.date) : '—') },
          {
            header: 'Rumble',
            cell: (rumble) => {
              const title = rumble.championshipId === null ? null : (titles.get(rumble.championshipId) ?? 'A deleted title');
              return (
                <>
                  <RouteLink to={`/rumbles/${rumble.id}`}>{rumble.name || `Rumble #${rumble.id}`}</RouteLink>
                  {title && <Text size={200} className={styles.muted}>{` · for the ${title}`}</Text>}
                </>
              );
            },
          },
          { header: 'Division', cell: (rumble) => genderLabel(rumble.gender) },
          { header: 'Entrants', className: styles.figure, cell: (rumble) => rumble.entryIds.length },
          { header: 'Status', cell: (rumble) => <StatusBadge rumble={rumble} /> },
          { header: 'Winner', cell: (rumble) => (rumble.winnerId === null ? '—' : (wrestlers.get(rumble.winnerId) ?? `Wrestler #${rumble.winnerId}`)) },
        ]}
      />
      <Pagination count={pages} page={page} onChange={setPage} />
    </>
  );
}
