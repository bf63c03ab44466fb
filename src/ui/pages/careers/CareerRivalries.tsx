import { Text } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLinks } from '../../components/WrestlerLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { END_LABELS } from '../rivalries/rivalry-labels';

/** The profile's rivalries (issue 17): the running ones with their heat, then the ended ones and why. */
export function CareerRivalries({ wrestlerId, name }: { wrestlerId: number; name: string }) {
  const { rivalries } = useServices();
  const { data, error } = useReadModel(() => rivalries.ofWrestler(wrestlerId), 'the rivalries', String(wrestlerId));
  return (
    <SectionCard title="Rivalries">
      {error && <Text role="alert">Could not read the rivalries: {error}</Text>}
      {data && data.length === 0 && (
        <Text as="p">
          {name} is in no rivalry. Start one on the <RouteLink to="/rivalries">rivalries board</RouteLink>.
        </Text>
      )}
      {data && data.length > 0 && (
        <ul aria-label={`Rivalries of ${name}`}>
          {data.map((r) => (
            <li key={r.id}>
              {/* Issue 35: each name opens the wrestler's page. */}
              <Text weight="semibold">vs. <WrestlerLinks people={r.opponentPeople} empty={r.opponent} /></Text>
              {r.partnerPeople.length > 0 && (
                <>
                  {' '}(with <WrestlerLinks people={r.partnerPeople} />)
                </>
              )}
              :{' '}
              {r.active
                ? `running since ${formatLongDate(r.startedOn)}, heat ${Math.round(r.heat)}`
                : `${END_LABELS[r.endReason].toLowerCase()} on ${formatLongDate(r.endedOn ?? r.startedOn)}, from ${formatLongDate(r.startedOn)}`}
            </li>
          ))}
        </ul>
      )}
      {data && data.some((r) => r.active) && <RouteLink to="/rivalries">Open the rivalries board</RouteLink>}
    </SectionCard>
  );
}
