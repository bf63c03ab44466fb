import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button, Link, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { ArrowShuffleRegular } from '@fluentui/react-icons';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { TimeMessages } from '../../../domain/errors';
import { firstOpenDay, isPastNight } from '../../../domain/rules/time';
import { useGame } from '../../game/game-context';
import { CardCosts } from './CardCosts';
import { eligibleWrestlers } from './eligible-wrestlers';
import { ProductionHeader } from './ProductionHeader';
import { ProductionResults } from './ProductionResults';
import { cardCheck, cardDuration, emptyCompetitionSegments } from './production-view';
import { isLiving } from '../../../domain/entities/game';
import { useProductionStyles } from './production-styles';
import { SegmentList } from './SegmentList';
import { SimulateButton } from './SimulateButton';
import { SuggestRunningOrder } from './coach/SuggestRunningOrder';
import { useProduction } from './use-production';
import { useProductionOwner } from './use-production-owner';
import { RivalProduction } from './RivalProduction';
import { useSimulation } from './use-simulation';
import { VenuePicker } from './VenuePicker';
import { TutorialPanel } from '../../tutorial/TutorialPanel';
import { useAnnounce } from '../../components/Announcer';
import { guardFocus, useFocusAfter } from '../../components/focus';
import { messageOf } from '../../errors/message-of';

/** `/production/:id`: book the card segment by segment, simulate it, and read the results. */
export function ProductionPage() {
  const params = useParams();
  const productionId = Number(params.id ?? params['*']);
  const styles = useProductionStyles();
  const { game } = useGame();
  const { view, error, busy, act, reload, settled, latest } = useProduction(productionId);
  const simulation = useSimulation(productionId, reload);
  const announce = useAnnounce();
  const focusAfter = useFocusAfter();
  const simulateButton = useRef<HTMLButtonElement>(null);
  const filling = useRef(false);
  const resultsHeadingId = useId();
  const owner = useProductionOwner(productionId);
  // Re-filtered only when the roster, the brands or the show change: an edit of a segment keeps
  // these objects (share-view.ts), so every card's picker keeps the same list.
  const [wrestlers, productionBrandIds, show] = [view?.wrestlers, view?.production.brandIds, view?.show ?? null];
  const candidates = useMemo(
    () => (wrestlers && productionBrandIds ? eligibleWrestlers(wrestlers, { productionBrandIds, gameBrandIds: game.brandIds, show }) : []),
    [wrestlers, productionBrandIds, show, game.brandIds],
  );

  // Issue 33: a card whose night has passed is frozen as a complete one is (its edits are refused too).
  const shownView = useMemo(
    () => (view && !view.production.complete && isPastNight(view.production.date, game.date) ? { ...view, production: { ...view.production, complete: true } } : view),
    [view, game.date],
  );

  // Issue 34: a venue refused (gone or closed since the list was read) is said next to the picker.
  const [venueError, setVenueError] = useState<string | null>(null);
  const pickVenue = useCallback(
    (venueId: number | null) =>
      void act(async (s) => {
        try {
          await s.production.bookVenue(productionId, venueId);
          setVenueError(null);
        } catch (cause) {
          if (!(cause instanceof Error && cause.name === 'CatalogueError')) throw cause;
          setVenueError(messageOf(cause));
        }
      }),
    [act, productionId],
  );

  // DESIGN §2: the route's title is the page's one h1; the show and date head the card below it.
  if (view === undefined) {
    return (
      <Page title="Productions">
        {error ? <Text role="alert">Could not open the production: {error}</Text> : <Spinner label="Opening the production" />}
      </Page>
    );
  }
  if (view === null) {
    return (
      <Page title="Productions">
        <Text as="p">There is no production #{params.id ?? params['*']}.</Text>
        <Link as="a" href="#/production/select">See every production</Link>
      </Page>
    );
  }

  const { production } = view;
  // Issue 33: a show whose night has passed is not simulated any more (the use case refuses it too).
  const passed = !production.complete && isPastNight(production.date, game.date)
    ? TimeMessages.pastShow(view.show?.name ?? production.name, production.date, firstOpenDay(game.date))
    : null;
  if (owner?.rival) return <RivalProduction view={view} owner={owner.name} resultsHeadingId={resultsHeadingId} />;
  const empty = emptyCompetitionSegments(view.segments, isLiving(game));
  const randomiseAll = async () => {
    // Edits queue and the page shows busy only after a while, so a second click on the button
    // before then would fill again the segments the first one is filling: it is ignored.
    if (filling.current) return;
    filling.current = true;
    // What comes next is Simulate: once the card is full, Randomise all is disabled and focus moves on to it.
    guardFocus(() => simulateButton.current);
    try {
      await act(async (s) => {
        for (const { segment } of empty) await s.segments.randomise({ segmentId: segment.id, productionId });
      });
    } finally {
      filling.current = false;
    }
    announce(`Card randomised: ${empty.length} ${empty.length === 1 ? 'segment' : 'segments'} filled`);
  };
  // The Results region replaces the card's costs once the show is complete: focus goes to its heading.
  // An edit still on its way (quick edits do not disable the button) lands before the simulation reads the card.
  const simulate = async () => {
    focusAfter(() => document.getElementById(resultsHeadingId));
    await settled();
    return simulation.simulate();
  };
  // Simulate clicked while edits are on their way asks about the card they leave, not the one on screen.
  const settleCard = async () => {
    await settled();
    const card = latest();
    return card ? cardCheck(card, isLiving(game)) : { unfilled: [], warning: null };
  };

  return (
    <Page title="Productions">
      <ProductionHeader view={view} />
      <VenuePicker
        venues={view.venues}
        venueId={production.venueId}
        disabled={production.complete || passed !== null || busy || simulation.running}
        onPick={pickVenue}
        home={view.rules === 'living' ? view.homeCountry : ''}
        error={venueError}
      />
      <TutorialPanel
        screen="production"
        // Booked: Randomise all has nothing left to fill (issue 16: the tutorial follows the card).
        production={{ id: productionId, booked: view.segments.length > 0 && empty.length === 0, simulated: production.complete }}
      />
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!production.complete && passed === null && (
        <div className={styles.row}>
          <Button
            icon={<ArrowShuffleRegular />}
            // Focusable while it works, so keyboard focus stays until it moves on to Simulate.
            disabledFocusable={busy || simulation.running}
            disabled={!busy && !simulation.running && empty.length === 0}
            onClick={() => void randomiseAll()}
          >
            Randomise all
          </Button>
          <Text size={200} className={styles.muted}>
            {empty.length === 0 ? 'Every match has its wrestlers.' : `Fills ${empty.length} empty ${empty.length === 1 ? 'match' : 'matches'} with eligible wrestlers.`}
          </Text>
          <SuggestRunningOrder productionId={productionId} edit={act} disabled={busy || simulation.running || view.segments.length < 2} />
        </div>
      )}
      <SimulateButton
        simulation={{ ...simulation, simulate }}
        complete={production.complete}
        busy={busy}
        check={cardCheck(view, isLiving(game))}
        settle={settleCard}
        buttonRef={simulateButton}
        passed={passed}
      />
      {production.complete ? (
        <ProductionResults view={view} headingId={resultsHeadingId} />
      ) : (
        view.estimate && (
          <CardCosts estimate={view.estimate} duration={cardDuration(view)} maxDuration={show?.maxDuration ?? 0} showName={show?.name ?? 'the show'} />
        )
      )}
      <SegmentList view={shownView ?? view} candidates={candidates} edit={act} living={isLiving(game)} />
      <Text size={200} className={styles.muted}>
        <RouterLink to="/production/select">All productions</RouterLink>
      </Text>
    </Page>
  );
}
