import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { ObjectiveList } from '../owner/ObjectiveList';

/** Issue 18: the owner's objectives for the year, on the office (only in a game with rivals); read again when the date moves. */
export function OwnerCard({ date }: { date: string }) {
  const { owner } = useServices();
  const { data } = useReadModel(() => owner.office(), "the owner's objectives", `office ${date}`);
  if (!data?.rivals) return null;
  return (
    <SectionCard title={data.year !== null ? `The owner’s objectives for ${data.year}` : 'The owner’s objectives'}>
      {data.year === null ? <Text>The owner sets objectives when your first week with rivals ends.</Text> : <ObjectiveList objectives={data.objectives} />}
      <RouteLink to="/owner">Owner's office</RouteLink>
    </SectionCard>
  );
}
