import { Spinner, Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { BestSegments } from './BestSegments';
import { SectionCard } from '../../components/SectionCard';
import { RatingsCharts } from './RatingsCharts';
import { useRatings } from './use-ratings';

/** `/ratings`: how the completed productions drew and rated over time, and the best segments. */
export function RatingsPage() {
  const { view, error } = useRatings();
  return (
    <Page title="Ratings">
      <PageSections>
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!view && !error && <Spinner label="Reading the ratings" />}
      {view && view.productions.length === 0 && (
        <Text as="p">
          Simulate a production from the schedule to see ratings here.{' '}
          <RouteLink to="/schedule/shows">Open the show schedule</RouteLink>
        </Text>
      )}
      {view && view.productions.length > 0 && (
        <>
          <RatingsCharts view={view} />
          <SectionCard title="Best segments">
            <BestSegments segments={view.best} />
          </SectionCard>
        </>
      )}
      </PageSections>
    </Page>
  );
}
