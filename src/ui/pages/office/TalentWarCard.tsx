import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { TextWithWrestlerLinks } from '../../components/WrestlerLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

/** Issue 18 item 4: the office's line on the war for talent; nothing in a game without rivals. */
export function TalentWarCard() {
  const { talent } = useServices();
  const { data } = useReadModel(() => talent.summary(), 'the talent war', 'talent-summary');
  if (!data?.hasRivals) return null;
  const offers = data.openOffers === 0 ? 'No offer to answer' : `${data.openOffers} ${data.openOffers === 1 ? 'offer' : 'offers'} to answer`;
  return (
    <SectionCard title="Talent war">
      <Text as="p">
        <RouteLink to="/talent">{offers}</RouteLink>
      </Text>
      {data.lastMove && (
        <Text as="p" size={200}>
          Latest: <TextWithWrestlerLinks text={data.lastMove} people={data.lastMover ? [data.lastMover] : []} />
        </Text>
      )}
    </SectionCard>
  );
}
