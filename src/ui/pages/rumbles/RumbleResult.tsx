import { Text } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { formatLongDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { entrantName, type RumbleView } from './rumble-view';
import { useRumbleStyles } from './rumble-styles';

const defences = (n: number) => `${n} ${n === 1 ? 'defence' : 'defences'}`;

/** What the championship's reign became: a new reign, or a defended one (SPEC §4). */
function ReignLine({ view }: { view: RumbleView }) {
  const { rumble, championship, reign } = view;
  if (!championship || rumble.winnerId === null) return null;
  const winner = entrantName(view, rumble.winnerId);
  if (!reign) return <Text as="p">No reign of {winner} with the {championship.name} covers this rumble any more.</Text>;
  const won = reign.startDate === rumble.date && reign.defenses === 0;
  return (
    <Text as="p">
      {won
        ? `New champion: ${winner} wins the ${championship.name}, a reign that began ${formatLongDate(reign.startDate)}.`
        : `${winner} retains the ${championship.name}: ${defences(reign.defenses)} in a reign that began ${formatLongDate(reign.startDate)}.`}
      {reign.endDate && ` That reign ended ${formatLongDate(reign.endDate)}.`}{' '}
      <RouteLink to="/reigns">See every reign</RouteLink>
    </Text>
  );
}

/** The finished rumble's winner and, for a championship rumble, the reign it made or kept. */
export function RumbleResult({ view }: { view: RumbleView }) {
  const styles = useRumbleStyles();
  const { rumble } = view;
  return (
    <SectionCard title="Result">
      {rumble.winnerId === null ? (
        <Text as="p">The rumble ended with no winner: nobody was left in the ring.</Text>
      ) : (
        <Text as="p" size={500} weight="semibold" className={styles.winner}>
          <TrophyRegular aria-hidden />
          Winner: {entrantName(view, rumble.winnerId)}
        </Text>
      )}
      <Text as="p" className={styles.muted}>
        {rumble.eliminationIds.length} eliminations in {formatDuration(rumble.duration)}.
      </Text>
      <ReignLine view={view} />
    </SectionCard>
  );
}
