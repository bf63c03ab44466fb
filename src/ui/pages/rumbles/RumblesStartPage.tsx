import { Spinner, Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { SectionCard } from '../../components/SectionCard';
import { CreateRumbleForm } from './CreateRumbleForm';
import { RumbleList } from './RumbleList';
import { useRumblesData } from './use-rumbles-data';

/** `/rumbles/start`: every rumble, newest first, and the form that sets up a new one. */
export function RumblesStartPage() {
  const { data, error } = useRumblesData();
  return (
    <Page title="Rumbles">
      {error && <Text role="alert">Could not read the rumbles: {error}</Text>}
      {!data && !error && <Spinner label="Reading rumbles" />}
      {data && (
        <PageSections>
          <SectionCard title="All rumbles">
            <RumbleList data={data} />
          </SectionCard>
          <SectionCard title="Create rumble">
            <CreateRumbleForm data={data} />
          </SectionCard>
        </PageSections>
      )}
    </Page>
  );
}
