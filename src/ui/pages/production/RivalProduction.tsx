import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import { Page } from '../../components/Page';
import { ProductionHeader } from './ProductionHeader';
import { ProductionResults } from './ProductionResults';
import type { ProductionView } from './production-view';
import { SegmentList } from './SegmentList';

const noEdit = async () => undefined;

/**
 * Issue 18: a rival promotion's production, read-only: who runs it, its results once complete,
 * and no control that books or simulates (the application refuses those too: assertPlayerProduction).
 */
export function RivalProduction({ view, owner, resultsHeadingId }: { view: ProductionView; owner: string; resultsHeadingId: string }) {
  const { production } = view;
  return (
    <Page title="Productions">
      <ProductionHeader view={view} />
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>Run by {owner}: read-only</MessageBarTitle>
          The game books and simulates its rivals&apos; shows when the week is played.
        </MessageBarBody>
      </MessageBar>
      {production.complete ? (
        <>
          <ProductionResults view={view} headingId={resultsHeadingId} />
          {/* A complete card's segments are locked: they show results, never an edit. */}
          <SegmentList view={view} candidates={[]} edit={noEdit} />
        </>
      ) : (
        <Text as="p">Its card is booked when {owner} runs its week.</Text>
      )}
      <Text size={200}>
        <RouteLink to="/promotions">All promotions</RouteLink>
      </Text>
    </Page>
  );
}
