import { useState } from 'react';
import { Field, Select, Spinner, Text } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { ProductionStatus } from '../../../application/production';
import { ChipSelector } from '../../components/ChipSelector';
import { Page } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { useProductionStyles } from './production-styles';
import { ProductionTable } from './ProductionTable';
import { useProductionList } from './use-production-list';

const STATUS_OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Complete', value: 'complete' },
  { label: 'Still booking', value: 'incomplete' },
] as const;

/**
 * `/production/select`: the productions, newest first, filtered by show and by whether they have
 * been simulated, a page at a time (issue 19: ten seasons hold thousands; only the page is read).
 */
export function ProductionSelectPage() {
  const styles = useProductionStyles();
  const [showId, setShowId] = useState('');
  const [status, setStatus] = useState<ProductionStatus>('all');
  const [page, setPage] = useState(1);
  const { list, error } = useProductionList({ page, showId: showId === '' ? null : Number(showId), status });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Page title="Productions">
      {error && <Text role="alert">Could not read the productions: {error}</Text>}
      {!list && !error && <Spinner label="Reading productions" />}
      {list && list.total === 0 && (
        <Text as="p">
          No productions yet. Open the <Link to="/schedule/shows">show schedule</Link> and choose Create production on one of this
          week's shows to book its card.
        </Text>
      )}
      {list && list.total > 0 && (
        <>
          <div className={styles.row}>
            <Field label="Show">
              <Select value={showId} onChange={(_, data) => filter(() => setShowId(data.value))}>
                <option value="">All shows</option>
                {list.shows.map((show) => (
                  <option key={show.id} value={String(show.id)}>{show.name}</option>
                ))}
              </Select>
            </Field>
            <ChipSelector label="Status" options={STATUS_OPTIONS} value={status} onChoose={(value) => filter(() => setStatus(value ?? 'all'))} />
          </div>
          <Text role="status" className={styles.muted}>
            {list.matching} of {list.total} productions shown{list.pages > 1 ? ` · page ${list.page} of ${list.pages}` : ''}
          </Text>
          {list.rows.length > 0 && <ProductionTable rows={list.rows} />}
          <Pagination count={list.pages} page={list.page} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
