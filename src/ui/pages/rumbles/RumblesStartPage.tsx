import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { SectionCard } from '../../components/SectionCard';
import { CreateRumbleForm } from './CreateRumbleForm';
import type { RumblesStartState } from './delete-rumble-text';
import { RumbleList } from './RumbleList';
import { useRumblesData } from './use-rumbles-data';

/** `/rumbles/start`: every rumble, newest first, and the form that sets up a new one. */
export function RumblesStartPage() {
  const { data, error } = useRumblesData();
  // Set by the rumble screen after a delete, so the player sees it went through. A fixed layout:
  // the auto one measures itself with a ResizeObserver, which jsdom (route and page tests) lacks.
  const { deleted } = (useLocation().state ?? {}) as RumblesStartState;
  return (
    <Page title="Rumbles">
      {deleted && (
        <MessageBar intent="success" role="status" layout="multiline">
          <MessageBarBody>{deleted}</MessageBarBody>
        </MessageBar>
      )}
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
