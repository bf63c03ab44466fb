import { useState } from 'react';
import { Field, Select, Spinner, Text } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { ChipSelector } from '../../components/ChipSelector';
import { Page } from '../../components/Page';
import { useProductionStyles } from './production-styles';
import { ProductionTable } from './ProductionTable';
import { useProductionList } from './use-production-list';

type Status = 'all' | 'complete' | 'incomplete';
const STATUS_OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Complete', value: 'complete' },
  { label: 'Still booking', value: 'incomplete' },
] as const;

/** `/production/select`: every production, filtered by show and by whether it has been simulated. */
export function ProductionSelectPage() {
  const styles = useProductionStyles();
  const { rows, shows, error } = useProductionList();
  const [showId, setShowId] = useState('');
  const [status, setStatus] = useState<Status>('all');

  const shown = (rows ?? []).filter(
    ({ production }) =>
      (showId === '' || String(production.showId) === showId) &&
      (status === 'all' || production.complete === (status === 'complete')),
  );

  return (
    <Page title="Productions">
      {error && <Text role="alert">Could not read the productions: {error}</Text>}
      {!rows && !error && <Spinner label="Reading productions" />}
      {rows && rows.length === 0 && (
        <Text as="p">
          No productions yet. Open the <Link to="/schedule/shows">show schedule</Link> and choose Create production on one of this
          week's shows to book its card.
        </Text>
      )}
      {rows && rows.length > 0 && (
        <>
          <div className={styles.row}>
            <Field label="Show">
              <Select value={showId} onChange={(_, data) => setShowId(data.value)}>
                <option value="">All shows</option>
                {shows.map((show) => (
                  <option key={show.id} value={String(show.id)}>{show.name}</option>
                ))}
              </Select>
            </Field>
            <ChipSelector label="Status" options={STATUS_OPTIONS} value={status} onChoose={(value) => setStatus(value ?? 'all')} />
          </div>
          <Text role="status" className={styles.muted}>{shown.length} of {rows.length} productions shown</Text>
          {shown.length > 0 && <ProductionTable rows={shown} />}
        </>
      )}
    </Page>
  );
}
