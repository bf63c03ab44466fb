import { useState } from 'react';
import { Text } from '@fluentui/react-components';
import type { CareerHistoryPage } from '../../../application/careers';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { AppearanceTable } from './AppearanceTable';

export { HISTORY_PER_PAGE } from '../../../application/careers';

interface Props {
  wrestlerId: number;
  /** The first page, read with the career. */
  first: CareerHistoryPage;
}

/**
 * Every completed segment, newest first, ten shows to a page. Issue 19: only the page shown is
 * read (the first comes with the career), so a ten-year career opens as fast as a new one.
 */
export function CareerHistory({ wrestlerId, first }: Props) {
  const { careers } = useServices();
  const [page, setPage] = useState(1);
  const later = useReadModel(async () => (page === 1 ? first : careers.history(wrestlerId, page)), 'the match history', `${wrestlerId}:${page}`);
  const shown: CareerHistoryPage = page === 1 ? first : (later.data ?? { ...first, rows: [], page });
  return (
    <SectionCard title="Match history">
      {first.shows === 0 ? (
        <Text as="p">
          No completed segment yet. Book this wrestler on a show from the <RouteLink to="/schedule/shows">show schedule</RouteLink> and
          simulate it: every match and promo lands here.
        </Text>
      ) : (
        <>
          <Text role="status">
            {first.shows} {first.shows === 1 ? 'show' : 'shows'}, newest first{first.pages > 1 ? ` · page ${shown.page} of ${first.pages}` : ''}
          </Text>
          {later.error && page !== 1 && <Text role="alert">Could not read this page: {later.error}</Text>}
          <AppearanceTable label="Match history" rows={shown.rows} played />
          <Pagination count={first.pages} page={page} onChange={setPage} />
        </>
      )}
    </SectionCard>
  );
}
