import { Text } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { CareerScreen } from './CareerScreen';
import { StartCareer } from './StartCareer';

/**
 * `/career-mode/start` (or bare `/career-mode`) starts a career; `/career-mode/:wrestlerId` is one
 * wrestler's page, titled with their name (CareerScreen frames it).
 */
export function CareerModePage() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const id = /^\d+$/.test(rest) ? Number(rest) : null;
  if (id !== null) return <CareerScreen wrestlerId={id} />;
  return (
    <Page title="Career mode">
      {rest === '' || rest === 'start' ? (
        <StartCareer />
      ) : (
        <Text as="p" role="alert">
          “{rest}” is not a career. <RouteLink to="/career-mode/start">Start a career</RouteLink>, open one from{' '}
          <RouteLink to="/careers">Careers</RouteLink>, or go back to the <RouteLink to="/roster">roster</RouteLink>.
        </Text>
      )}
    </Page>
  );
}
