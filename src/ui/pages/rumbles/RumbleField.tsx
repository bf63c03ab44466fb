import { Text } from '@fluentui/react-components';
import { SectionCard } from '../../components/SectionCard';
import { inTheRing, entrantName, waitingEntrants, type RumbleView } from './rumble-view';
import { useRumbleStyles } from './rumble-styles';

function Names({ label, view, ids, empty }: { label: string; view: RumbleView; ids: readonly number[]; empty: string }) {
  const styles = useRumbleStyles();
  if (ids.length === 0) return <Text className={styles.muted}>{empty}</Text>;
  return (
    <ol aria-label={label} className={styles.names}>
      {ids.map((id) => (
        <li key={id}>
          {entrantName(view, id)} <Text size={200} className={styles.muted}>(no. {view.rumble.entryIds.indexOf(id) + 1})</Text>
        </li>
      ))}
    </ol>
  );
}

/** Who is in the ring now, and who is still waiting to enter, in entry order with entry numbers. */
export function RumbleField({ view }: { view: RumbleView }) {
  const styles = useRumbleStyles();
  const { rumble } = view;
  const ring = inTheRing(rumble);
  const waiting = waitingEntrants(rumble);
  const ringEmpty = rumble.complete
    ? 'Nobody: the rumble is over.'
    : rumble.active
      ? 'Nobody yet: choose Enter next.'
      : 'Nobody yet: start the rumble, then bring the entrants in.';
  return (
    <div className={styles.columns}>
      <SectionCard title={`In the ring (${ring.length})`}>
        <Names label="In the ring" view={view} ids={ring} empty={ringEmpty} />
      </SectionCard>
      <SectionCard title={`Waiting to enter (${waiting.length})`}>
        <Names
          label="Waiting to enter"
          view={view}
          ids={waiting}
          empty="Everyone has entered."

        />
      </SectionCard>
    </div>
  );
}
