import { Text } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { CareerScreen } from './CareerScreen';
import { StartCareer } from './StartCareer';

/** `/career-mode/start` (or bare `/career-mode`) starts a career; `/career-mode/:wrestlerId` is one career. */
export function CareerModePage() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const id = /^\d+$/.test(rest) ? Number(rest) : null;
  return (
    <Page title="Career mode">
      {rest === '' || rest === 'start' ? (
        <StartCareer />
      ) : id !== null ? (
        <CareerScreen wrestlerId={id} />
      ) : (
        <Text as="p" role="alert">
          “{rest}” is not a career. <RouteLink to="/career-mode/start">Start a career</RouteLink> or open one from{' '}
          <RouteLink to="/careers">Careers</RouteLink>.
        </Text>
      )}
    </Page>
  );
}
