import { useState } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BookedStep, RivalryBoard } from '../../../application/rivalries';
import { useAnnounce } from '../../components/Announcer';
import { useFocusAfter } from '../../components/focus';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { useCareerAction } from '../careers/use-career-action';
import { EndedRivalries } from './EndedRivalries';
import { RivalryCard } from './RivalryCard';
import { StartRivalryForm } from './StartRivalryForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(380px, 100%), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

function Intro({ board }: { board: RivalryBoard }) {
  // Classic games keep the spec's formulas: the board still tracks rivalries, but says heat does nothing there.
  return board.living ? (
    <Text as="p">
      Segments between rivals build heat; heat fades a little every week without them. A hot rivalry lifts its segments' ratings and the
      show's viewers, and pays off most on a PPV.
    </Text>
  ) : (
    <Text as="p">
      This game plays the classic rules: you can track rivalries here, but heat only rises, fades and adds to ratings under living rules.
    </Text>
  );
}

/** `/rivalries`: the rivalries board (issue 17). */
export function RivalriesPage() {
  const styles = useStyles();
  const { rivalries } = useServices();
  const announce = useAnnounce();
  const { data: board, error, reload } = useReadModel(() => rivalries.board(), 'the rivalries', 'board');
  const action = useCareerAction();
  // The clicked button is disabled while its action runs, which drops focus on <body>: focus goes on
  // to what the action made (the new card, the booked link), so the next click is not lost.
  const focusAfter = useFocusAfter();
  const [booked, setBooked] = useState<Record<number, BookedStep>>({});
  const write = async (what: string, work: () => Promise<unknown>, said: string): Promise<boolean> => {
    const ok = await action.run(what, work);
    if (ok) announce(said);
    reload();
    return ok;
  };
  // The next step on their next show, or their payoff match as the payoff show's main event.
  const book = (rivalryId: number, payoff: boolean, said: string) =>
    void write(payoff ? 'book the payoff' : 'book the next step', async () => {
      const step = await rivalries.bookNextStep(rivalryId, { payoff });
      setBooked((all) => ({ ...all, [rivalryId]: step }));
      focusAfter(() => document.getElementById(`rivalry-${rivalryId}-booked`));
    }, said);

  return (
    <Page title="Rivalries">
      <PageSections>
        {error && <Text role="alert">Could not read the rivalries: {error}</Text>}
        {!board && !error && <Spinner label="Reading the rivalries" />}
        {board && (
          <>
            <Intro board={board} />
            {action.error && <Text role="alert">{action.error}</Text>}
            {board.active.length === 0 ? (
              <Text as="p">
                No rivalry is running. Start one below with two wrestlers of one brand, then book its next step onto their next show; or
                look at the <RouteLink to="/rank/wrestlers">rankings</RouteLink> for a contender worth a feud.
              </Text>
            ) : (
              <div className={styles.grid}>
                {board.active.map((rivalry) => (
                  <RivalryCard
                    key={rivalry.id}
                    rivalry={rivalry}
                    living={board.living}
                    booked={booked[rivalry.id] ?? null}
                    payoffShows={board.payoffShows}
                    actions={{
                      busy: action.busy,
                      onBook: () => book(rivalry.id, false, `${rivalry.title}: next step booked`),
                      onBookPayoff: () => book(rivalry.id, true, `${rivalry.title}: payoff booked`),
                      onEnd: () => write('end the rivalry', () => rivalries.end(rivalry.id), `${rivalry.title} ended`),
                      onPayoff: (showId) => write('set the payoff show', () => rivalries.setPayoffShow(rivalry.id, showId), `Payoff show set for ${rivalry.title}`),
                    }}
                  />
                ))}
              </div>
            )}
            <StartRivalryForm
              board={board}
              busy={action.busy}
              onStart={(a, b) =>
                write('start the rivalry', async () => {
                  const started = await rivalries.start([a], [b]);
                  focusAfter(() => document.getElementById(`rivalry-${started.id}`));
                }, 'Rivalry started')
              }
            />
            <EndedRivalries rivalries={board.ended} />
          </>
        )}
      </PageSections>
    </Page>
  );
}
