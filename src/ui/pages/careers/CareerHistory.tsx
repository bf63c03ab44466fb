import { useState } from 'react';
import { Text } from '@fluentui/react-components';
import type { CareerAppearance } from '../../../application/careers';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { AppearanceTable } from './AppearanceTable';

export const HISTORY_PER_PAGE = 10;

/** Every completed segment, newest first, ten to a page. */
export function CareerHistory({ history }: { history: readonly CareerAppearance[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(history.length / HISTORY_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = history.slice((current - 1) * HISTORY_PER_PAGE, current * HISTORY_PER_PAGE);
  const matches = history.filter((row) => row.competition).length;
  return (
    <SectionCard title="Match history">
      {history.length === 0 ? (
        <Text as="p">
          No completed segment yet. Book this wrestler on a show from the <RouteLink to="/schedule/shows">show schedule</RouteLink> and
          simulate it: every match and promo lands here.
        </Text>
      ) : (
        <>
          <Text role="status">
            {matches} {matches === 1 ? 'match' : 'matches'} and {history.length - matches} other{' '}
            {history.length - matches === 1 ? 'segment' : 'segments'}, newest first{pages > 1 ? ` · page ${current} of ${pages}` : ''}
          </Text>
          <AppearanceTable label="Match history" rows={shown} played />
          <Pagination count={pages} page={current} onChange={setPage} />
        </>
      )}
    </SectionCard>
  );
}
