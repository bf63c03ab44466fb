import { Spinner, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useServices } from '../../services-context';
import { useReadModel } from '../../components/use-read-model';
import { careerPath } from './career-labels';
import { CareerChooser } from './CareerChooser';
import { CareersTable } from './CareersTable';
import { useCareerAction } from './use-career-action';

/** `/careers`: the careers the player follows, to continue or stop, and a chooser to start another. */
export function CareersPage() {
  const { careers } = useServices();
  const navigate = useNavigate();
  const { data, error, reload } = useReadModel(() => careers.list(), 'the careers', 'careers');
  const action = useCareerAction();

  const start = async (wrestlerId: number) => {
    if (await action.run('start the career', () => careers.start(wrestlerId))) navigate(careerPath(wrestlerId));
  };
  const stop = async (wrestlerId: number) => {
    await action.run('stop following', () => careers.stop(wrestlerId));
    reload();
  };

  return (
    <Page title="Careers">
      {error && <Text role="alert">Could not read the careers: {error}</Text>}
      {!data && !error && <Spinner label="Reading the careers" />}
      {action.error && <Text role="alert">{action.error}</Text>}
      {data && (
        <PageSections>
          <SectionCard title="Followed careers">
            {data.careers.length === 0 ? (
              <Text as="p">
                You follow no career yet. Choose a wrestler under “Start a career” to follow their matches, titles and bookings
                from one screen (<RouteLink to="/career-mode/start">what career mode is</RouteLink>).
              </Text>
            ) : (
              <CareersTable careers={data.careers} busy={action.busy} onStop={(id) => void stop(id)} />
            )}
          </SectionCard>
          <SectionCard title="Start a career">
            <CareerChooser candidates={data.candidates} busy={action.busy} onStart={(id) => void start(id)} />
          </SectionCard>
        </PageSections>
      )}
    </Page>
  );
}
