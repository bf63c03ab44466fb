import { useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import type { RatingsFilter, RatingsView } from '../../../application/ratings';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { BestSegments } from './BestSegments';
import { RatingsCharts } from './RatingsCharts';
import { RatingsFilters, scopeName, windowLabels } from './RatingsFilters';
import { useRatings } from './use-ratings';
import { WarSection } from './war/WarSection';

/** "12 productions of North, last 12 weeks, a point per week." */
function summaryOf(view: RatingsView): string {
  const what = `${view.productions} completed ${view.productions === 1 ? 'production' : 'productions'} of ${scopeName(view, view.filter.scope).replace(/^Every/, 'every')}`;
  return `${what}, ${windowLabels(view.season)[view.filter.window].toLowerCase()}, a point per ${view.bucket}.`;
}

/** `/ratings`: how the completed productions of a window drew and rated, per brand or show, and the best segments. */
export function RatingsPage() {
  const [filter, setFilter] = useState<RatingsFilter>({});
  const { view, error } = useRatings(filter);
  return (
    <Page title="Ratings">
      <PageSections>
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!view && !error && <Spinner label="Reading the ratings" />}
      {view && (
        <>
          <RatingsFilters view={view} filter={{ ...view.filter, ...filter }} onChange={setFilter} />
          <Text role="status">{summaryOf(view)}</Text>
          {view.productions === 0 ? (
            <Text as="p">
              Simulate a production from the schedule to see ratings here, or choose a longer window.{' '}
              <RouteLink to="/schedule/shows">Open the show schedule</RouteLink>
            </Text>
          ) : (
            <>
              <RatingsCharts view={view} />
              <SectionCard title="Best segments">
                <BestSegments segments={view.best} season={view.season} />
              </SectionCard>
            </>
          )}
        </>
      )}
      {/* Issue 18: the war for the same night's audience, read on its own (it does not follow the filters).
          Issue 19: once the ratings are shown, so its read and its chart (the page is short until then)
          do not hold back the Viewers chart. */}
      {(view || error) && <WarSection />}
      </PageSections>
    </Page>
  );
}
