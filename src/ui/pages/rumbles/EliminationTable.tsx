import { Text } from '@fluentui/react-components';
import { DataTable } from '../../components/DataTable';
import { formatDuration } from '../../../domain/format';
import { ELIMINATION_SECONDS } from '../../../domain/rules/rumble';
import { SectionCard } from '../../components/SectionCard';
import { entrantName, type RumbleView } from './rumble-view';
import { useRumbleStyles } from './rumble-styles';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Every eliminator by name: the table keeps the whole credit list (announcements shorten it). */
const byText = (view: RumbleView, ids: readonly number[]): string => (ids.length === 0 ? '—' : list.format(ids.map((id) => entrantName(view, id))));

/** The elimination order: who went out, who is credited with it, and when (each one adds 60 s). */
export function EliminationTable({ view }: { view: RumbleView }) {
  const styles = useRumbleStyles();
  const { eliminationIds, eliminatedByIds } = view.rumble;
  return (
    <SectionCard title={`Eliminations (${eliminationIds.length})`}>
      {eliminationIds.length === 0 ? (
        <Text className={styles.muted}>No eliminations yet. Once two entrants are in the ring, choose Eliminate.</Text>
      ) : (
        <DataTable label="Elimination order" rows={eliminationIds} rowKey={(id) => id}
          columns={[
            { header: '#', className: styles.figure, cell: (_, index) => index + 1 },
            { header: 'Eliminated', cell: (id) => entrantName(view, id) },
            { header: 'Eliminated by', cell: (_, index) => byText(view, eliminatedByIds[index] ?? []) },
            { header: 'Time', className: styles.figure, cell: (_, index) => formatDuration((index + 1) * ELIMINATION_SECONDS) },
          ]}
        />
      )}
    </SectionCard>
  );
}
