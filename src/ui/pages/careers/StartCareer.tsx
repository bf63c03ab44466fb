import { Spinner, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useServices } from '../../services-context';
import { useReadModel } from '../../components/use-read-model';
import { careerPath } from './career-labels';
import { CareerChooser } from './CareerChooser';
import { useCareerAction } from './use-career-action';

/** `/career-mode/start`: what career mode is, and the wrestler to follow. */
export function StartCareer() {
  const { careers } = useServices();
  const navigate = useNavigate();
  const { data, error } = useReadModel(() => careers.list(), 'the wrestlers', 'start');
  const action = useCareerAction();
  const start = async (wrestlerId: number) => {
    if (await action.run('start the career', () => careers.start(wrestlerId))) navigate(careerPath(wrestlerId));
  };

  return (
    <PageSections>
      <SectionCard title="How career mode works">
        <Text as="p">
          A career follows one wrestler through your promotion. You still book the shows; the career screen gathers everything about
          your wrestler in one place: their profile and stats, their win-loss-draw record and streak, every match and promo they
          have had, the titles they have held, the championship they are chasing, and the bookings still to come.
        </Text>
        <Text as="p">
          Follow as many wrestlers as you like. Your careers are listed under <RouteLink to="/careers">Careers</RouteLink>, and are kept
          in your save.
        </Text>
      </SectionCard>
      <SectionCard title="Choose a wrestler">
        {error && <Text role="alert">Could not read the wrestlers: {error}</Text>}
        {!data && !error && <Spinner label="Reading the wrestlers" />}
        {action.error && <Text role="alert">{action.error}</Text>}
        {data && <CareerChooser candidates={data.candidates} busy={action.busy} onStart={(id) => void start(id)} />}
      </SectionCard>
    </PageSections>
  );
}
