import { Text } from '@fluentui/react-components';
import type { OwnerOffice } from '../../../application/owner';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { ObjectiveList } from '../owner/ObjectiveList';

/** The owner's objectives for the year (a game with rivals), with the way to the owner's office. */
export function OwnerObjectivesCard({ data }: { data: OwnerOffice }) {
  return (
    <SectionCard title={data.year !== null ? `The owner’s objectives for ${data.year}` : 'The owner’s objectives'}>
      {data.year === null ? <Text>The owner sets objectives when your first week with rivals ends.</Text> : <ObjectiveList objectives={data.objectives} />}
      <RouteLink to="/owner">Owner's office</RouteLink>
    </SectionCard>
  );
}
